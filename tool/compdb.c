/* compdb.c: reading compile_commands.json through libclang's C API. */
#include "compdb.h"

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

/* libclang explains a failed load on stderr ("LIBCLANG TOOLING ERROR: ...");
 * keep that text for our one-line message instead of letting it through. */
static CXCompilationDatabase load_quietly(const char *dir, char *why, size_t whylen)
{
    fflush(stderr);
    FILE *capture = tmpfile();
    int saved = dup(2);
    if (capture && saved >= 0)
        dup2(fileno(capture), 2);
    CXCompilationDatabase_Error err;
    CXCompilationDatabase db = clang_CompilationDatabase_fromDirectory(dir, &err);
    if (capture && saved >= 0) {
        fflush(stderr);
        dup2(saved, 2);
        rewind(capture);
        char line[512];
        why[0] = '\0';
        /* the first line that names a position, e.g. "YAML:1:12: error: ..." */
        while (fgets(line, sizeof line, capture))
            if (strstr(line, "error:") && !strstr(line, "TOOLING ERROR")) {
                line[strcspn(line, "\n")] = '\0';
                snprintf(why, whylen, "%s", line);
                break;
            }
    }
    if (saved >= 0)
        close(saved);
    if (capture)
        fclose(capture);
    return err == CXCompilationDatabase_NoError ? db : NULL;
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
        tu->argv[k] = take(a, clang_CompileCommand_getArg(cmd, (unsigned)k));
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
    char parse_error[512] = "";
    CXCompilationDatabase db = load_quietly(build_dir, parse_error, sizeof parse_error);
    if (!db) {
        snprintf(why, whylen, "%s: not a valid compilation database%s%s%s", path,
                 parse_error[0] ? " (" : "", parse_error, parse_error[0] ? ")" : "");
        return false;
    }
    char resolved[4096];
    const char *db_dir = db_dir_given                    ? db_dir_given
                         : realpath(build_dir, resolved) ? resolved
                                                         : build_dir;
    CXCompileCommands cmds = clang_CompilationDatabase_getAllCompileCommands(db);
    out->ntus = clang_CompileCommands_getSize(cmds);
    out->tus = nvc_arena_alloc(a, (out->ntus + 1) * sizeof *out->tus);
    for (size_t i = 0; i < out->ntus; i++)
        read_command(a, db_dir, clang_CompileCommands_getCommand(cmds, (unsigned)i), &out->tus[i]);
    clang_CompileCommands_dispose(cmds);
    clang_CompilationDatabase_dispose(db);
    return true;
}

void nvc_compdb_free(struct nvc_compdb *db)
{
    memset(db, 0, sizeof *db);   /* everything lives in the caller's arena */
}
