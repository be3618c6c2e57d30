/* compdb.c: reading compile_commands.json through libclang's C API. */
#include "compdb.h"

#include "compdb_vet.h"
#include "file_text.h"
#include "json_reader.h"

#include <clang-c/CXCompilationDatabase.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static const char *take(struct nvc_arena *a, CXString s)
{
    const char *c = clang_getCString(s);
    const char *copy = nvc_arena_strdup(a, c ? c : "");
    clang_disposeString(s);
    return copy;
}

static const char *absolute(struct nvc_arena *a, const char *dir, const char *file)
{
    return file[0] == '/' ? file : nvc_arena_printf(a, "%s/%s", dir, file);
}

/* libclang writes to stderr in two places: a failed load explains itself
 * ("LIBCLANG TOOLING ERROR: ...", "YAML:1:12: error: ..."), and expanding
 * the commands' response files prints a failure raw, without a newline
 * (clang 22's ExpandResponseFilesDatabase: "cannot not open file '<dir>': Is
 * a directory"). Both are caught in a temporary file instead. */
struct stderr_capture {
    FILE *file;
    int saved;
};

static struct stderr_capture capture_stderr(void)
{
    fflush(stderr);
    struct stderr_capture c = {tmpfile(), dup(2)};
    if (c.file && c.saved >= 0)
        dup2(fileno(c.file), 2);
    return c;
}

/* Gives stderr back; the first captured line containing `marker` (without
 * "TOOLING ERROR") goes into `why` when it is not NULL. */
static void release_stderr(struct stderr_capture *c, const char *marker, char *why, size_t whylen)
{
    if (why)
        why[0] = '\0';
    if (c->file && c->saved >= 0) {
        fflush(stderr);
        dup2(c->saved, 2);
        rewind(c->file);
        char line[512];
        while (why && fgets(line, sizeof line, c->file))
            if (strstr(line, marker) && !strstr(line, "TOOLING ERROR")) {
                line[strcspn(line, "\n")] = '\0';
                snprintf(why, whylen, "%s", line);
                break;
            }
    }
    if (c->saved >= 0)
        close(c->saved);
    if (c->file)
        fclose(c->file);
}

static CXCompilationDatabase load_quietly(const char *dir, char *why, size_t whylen)
{
    struct stderr_capture c = capture_stderr();
    CXCompilationDatabase_Error err;
    CXCompilationDatabase db = clang_CompilationDatabase_fromDirectory(dir, &err);
    /* the first line that names a position, e.g. "YAML:1:12: error: ..." */
    release_stderr(&c, "error:", why, whylen);
    return err == CXCompilationDatabase_NoError ? db : NULL;
}

/* The commands, with libclang's response-file messages dropped: a response
 * file it could not expand stays in the command as "@file", and translate.c
 * reads it again and says, for that TU, why it cannot ("cannot read response
 * file ...: Is a directory; not checked", exit 2). */
static CXCompileCommands all_commands_quietly(CXCompilationDatabase db)
{
    struct stderr_capture c = capture_stderr();
    CXCompileCommands cmds = clang_CompilationDatabase_getAllCompileCommands(db);
    release_stderr(&c, "", NULL, 0);
    return cmds;
}

/* The most of a database read again to say why libclang refused it. */
#define DIAGNOSE_MAX_BYTES ((size_t)256 << 20)

static bool is_array(const struct nvc_json_value *v)
{
    return v && v->kind == NVC_JSON_ARRAY;
}

/* What is wrong with entry `i` (0-based) of the array, in `why`; false when
 * it has what the format asks: an object with "directory", "file" and
 * "command" or "arguments" (clang.llvm.org/docs/JSONCompilationDatabase.html). */
static bool diagnose_entry(const struct nvc_json_value *e, size_t i, char *why, size_t whylen)
{
    static const char *const kinds[] = {"null",     "a boolean", "a number",
                                        "a string", "an array",  "an object"};
    if (e->kind != NVC_JSON_OBJECT) {
        snprintf(why, whylen, "entry %zu is %s, not an object", i + 1, kinds[e->kind]);
        return true;
    }
    const char *missing = !nvc_json_member_text(e, "file")        ? "\"file\""
                          : !nvc_json_member_text(e, "directory") ? "\"directory\""
                          : !nvc_json_member_text(e, "command") &&
                                  !is_array(nvc_json_member(e, "arguments"))
                              ? "\"command\" or \"arguments\""
                              : NULL;
    if (missing)
        snprintf(why, whylen, "entry %zu has no %s", i + 1, missing);
    return missing != NULL;
}

/* libclang's CXCompilationDatabase_Error says only "cannot load"; the file
 * read again with json_reader.c says what is wrong: not JSON (and where),
 * not an array, or the first entry the format does not allow. An empty
 * `why` when none of these. */
static void diagnose_database(const char *path, char *why, size_t whylen)
{
    why[0] = '\0';
    size_t len = 0;
    char *text = nvc_read_file(path, DIAGNOSE_MAX_BYTES, &len);
    if (!text)
        return;
    struct nvc_arena a = {0};
    const struct nvc_json_value *doc = nvc_json_parse(&a, text, len, why, whylen);
    if (doc && doc->kind != NVC_JSON_ARRAY)
        snprintf(why, whylen, "not a JSON array of compile commands");
    for (size_t i = 0; doc && doc->kind == NVC_JSON_ARRAY && i < doc->count; i++)
        if (diagnose_entry(doc->items[i], i, why, whylen))
            break;
    nvc_arena_free(&a);
    free(text);
}

/* The JSON Compilation Database format asks for an absolute "directory";
 * a relative one is taken relative to the database's own directory, which
 * does not depend on where the scan is started. */
static void read_command(struct nvc_arena *a, const char *db_dir, CXCompileCommand cmd,
                         struct nvc_tu *tu)
{
    tu->directory = absolute(a, db_dir, take(a, clang_CompileCommand_getDirectory(cmd)));
    tu->file = absolute(a, tu->directory, take(a, clang_CompileCommand_getFilename(cmd)));
    tu->argc = (int)clang_CompileCommand_getNumArgs(cmd);
    tu->argv = nvc_arena_alloc(a, ((size_t)tu->argc + 1) * sizeof *tu->argv);
    for (int k = 0; k < tu->argc; k++)
        tu->argv[k] = nvc_compdb_undisguise(
            take(a, clang_CompileCommand_getArg(cmd, (unsigned)k)));
}

/* -p names the database file itself (clang-tidy reaches build/compile_commands.json
 * from -p build/compile_commands.json by searching its parents; any file
 * name is taken here): libclang reads a directory's compile_commands.json,
 * so another name is reached through a link in a temporary directory. The
 * commands' relative directories stay relative to the file's own directory. */
static bool open_file(const char *file, char *dir, size_t dircap, char *tmp, size_t tmpcap,
                      char *db_dir, size_t dbcap)
{
    char resolved[4096];
    if (!realpath(file, resolved))
        return false;
    snprintf(db_dir, dbcap, "%s", resolved);
    *strrchr(db_dir, '/') = '\0';
    if (db_dir[0] == '\0')
        snprintf(db_dir, dbcap, "/");
    const char *base = strrchr(resolved, '/') + 1;
    if (strcmp(base, "compile_commands.json") == 0) {
        snprintf(dir, dircap, "%s", db_dir);
        return true;
    }
    snprintf(tmp, tmpcap, "%s/nvvmcheck-db.XXXXXX", getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp");
    if (!mkdtemp(tmp))
        return false;
    char link[4200];
    snprintf(link, sizeof link, "%s/compile_commands.json", tmp);
    if (symlink(resolved, link) != 0) {
        rmdir(tmp);
        tmp[0] = '\0';
        return false;
    }
    snprintf(dir, dircap, "%s", tmp);
    return true;
}

static void close_file(char *tmp)
{
    if (!tmp[0])
        return;
    char link[4200];
    snprintf(link, sizeof link, "%s/compile_commands.json", tmp);
    unlink(link);
    rmdir(tmp);
}

static bool load_dir(struct nvc_arena *a, const char *build_dir, const char *db_dir_given,
                     struct nvc_compdb *out, char *why, size_t whylen);

bool nvc_compdb_load(struct nvc_arena *a, const char *build_dir, struct nvc_compdb *out, char *why,
                     size_t whylen)
{
    memset(out, 0, sizeof *out);
    struct stat st;
    if (stat(build_dir, &st) != 0 || !S_ISREG(st.st_mode))
        return load_dir(a, build_dir, NULL, out, why, whylen);
    char dir[4096], tmp[4096] = "", db_dir[4096];
    if (!open_file(build_dir, dir, sizeof dir, tmp, sizeof tmp, db_dir, sizeof db_dir)) {
        snprintf(why, whylen, "%s: cannot read it as a compilation database: %s", build_dir,
                 strerror(errno));
        return false;
    }
    bool ok = load_dir(a, dir, db_dir, out, why, whylen);
    close_file(tmp);
    size_t linklen = strlen(tmp) + strlen("/compile_commands.json");
    if (!ok && tmp[0] && strncmp(why, tmp, strlen(tmp)) == 0 && strlen(why) >= linklen) {
        char rest[1024];   /* name the user's file, not the link */
        snprintf(rest, sizeof rest, "%s", why + linklen);
        snprintf(why, whylen, "%s%s", build_dir, rest);
    }
    return ok;
}

/* Where libclang reads the database from: `build_dir` itself, or a
 * temporary directory holding the database with the entries whose response
 * files are unsafe disguised (compdb_vet.h). `tmp` gets that directory, ""
 * when none was made. False when the vetted copy could not be written. */
static bool vetted_directory(const char *build_dir, const char *path, const char *db_dir,
                             char *load_from, size_t cap, char *tmp, size_t tmpcap)
{
    snprintf(load_from, cap, "%s", build_dir);
    tmp[0] = '\0';
    snprintf(tmp, tmpcap, "%s/nvvmcheck-vetted.XXXXXX",
             getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp");
    if (!mkdtemp(tmp)) {
        tmp[0] = '\0';
        return false;
    }
    char copy[4200];
    snprintf(copy, sizeof copy, "%s/compile_commands.json", tmp);
    enum nvc_compdb_vet_result r = nvc_compdb_vet(path, db_dir, copy);
    if (r == NVC_COMPDB_REWRITTEN)
        snprintf(load_from, cap, "%s", tmp);
    else
        unlink(copy);
    return r != NVC_COMPDB_VET_FAILED;
}

static void remove_vetted_directory(const char *tmp)
{
    if (!tmp[0])
        return;
    char copy[4200];
    snprintf(copy, sizeof copy, "%s/compile_commands.json", tmp);
    unlink(copy);
    rmdir(tmp);
}

/* db_dir_given: the directory relative "directory" entries are taken from
 * (NULL: build_dir itself). */
static bool load_dir(struct nvc_arena *a, const char *build_dir, const char *db_dir_given,
                     struct nvc_compdb *out, char *why, size_t whylen)
{
    char path[4096];
    struct stat st;
    snprintf(path, sizeof path, "%s/compile_commands.json", build_dir);
    if (stat(path, &st) != 0) {
        snprintf(why, whylen,
                 "%s: no such file (configure with "
                 "-DCMAKE_EXPORT_COMPILE_COMMANDS=ON, or use bear)",
                 path);
        return false;
    }
    if (!S_ISREG(st.st_mode)) {   /* a FIFO or a device would hang libclang's read */
        snprintf(why, whylen, "%s: not a regular file", path);
        return false;
    }
    char resolved[4096];
    const char *db_dir = db_dir_given                    ? db_dir_given
                         : realpath(build_dir, resolved) ? resolved
                                                         : build_dir;
    char load_from[4096], tmp[4096];
    if (!vetted_directory(build_dir, path, db_dir, load_from, sizeof load_from, tmp, sizeof tmp)) {
        snprintf(why, whylen, "%s: cannot write a vetted copy of it in a temporary directory: %s",
                 path, strerror(errno));
        remove_vetted_directory(tmp);
        return false;
    }
    char parse_error[512] = "";
    CXCompilationDatabase db = load_quietly(load_from, parse_error, sizeof parse_error);
    if (!db) {
        remove_vetted_directory(tmp);
        char reason[512];
        diagnose_database(path, reason, sizeof reason);
        const char *because = reason[0] ? reason : parse_error;
        snprintf(why, whylen, "%s: not a valid compilation database%s%s%s", path,
                 because[0] ? " (" : "", because, because[0] ? ")" : "");
        return false;
    }
    CXCompileCommands cmds = all_commands_quietly(db);
    out->ntus = clang_CompileCommands_getSize(cmds);
    out->tus = nvc_arena_alloc(a, (out->ntus + 1) * sizeof *out->tus);
    for (size_t i = 0; i < out->ntus; i++)
        read_command(a, db_dir, clang_CompileCommands_getCommand(cmds, (unsigned)i), &out->tus[i]);
    clang_CompileCommands_dispose(cmds);
    clang_CompilationDatabase_dispose(db);
    remove_vetted_directory(tmp);
    if (out->ntus == 0) {   /* "[]": nothing to check is not a pass */
        snprintf(why, whylen, "%s: no compile command in it (an empty array)", path);
        return false;
    }
    return true;
}

void nvc_compdb_free(struct nvc_compdb *db)
{
    memset(db, 0, sizeof *db);   /* everything lives in the caller's arena */
}
