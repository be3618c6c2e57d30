/* compdb_vet.c: the response files a compile database names, vetted before
 * libclang reads them (compdb_vet.h). */
#include "compdb_vet.h"

#include "file_text.h"
#include "json_reader.h"
#include "json_writer.h"
#include "translate.h"

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* translate.c's own bound on nested response files (MAX_RESPONSE_DEPTH): a
 * deeper chain fails the TU there, so it need not be vetted further here. */
#define MAX_VET_DEPTH 8

/* ---- verdicts, one per path --------------------------------------------- */

/* Each path is read and judged once however many commands name it, so the
 * vetting is linear in the database and in the response files' text. */
enum verdict { UNSEEN, PENDING, SAFE, UNSAFE };

struct verdicts {
    const char **paths;
    enum verdict *v;
    size_t cap, count;
};

static uint64_t hash_path(const char *s)
{
    uint64_t h = 1469598103934665603u;   /* FNV-1a */
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 1099511628211u;
    return h;
}

static size_t slot_of(const struct verdicts *t, const char *path)
{
    size_t i = (size_t)hash_path(path) & (t->cap - 1);
    while (t->paths[i] && strcmp(t->paths[i], path) != 0)
        i = (i + 1) & (t->cap - 1);
    return i;
}

static void grow_verdicts(struct verdicts *t)
{
    struct verdicts bigger = {calloc(t->cap ? t->cap * 2 : 64, sizeof(char *)), NULL,
                              t->cap ? t->cap * 2 : 64, t->count};
    bigger.v = calloc(bigger.cap, sizeof *bigger.v);
    if (!bigger.paths || !bigger.v)
        nvc_fatal("out of memory");
    for (size_t i = 0; i < t->cap; i++)
        if (t->paths[i]) {
            size_t j = slot_of(&bigger, t->paths[i]);
            bigger.paths[j] = t->paths[i];
            bigger.v[j] = t->v[i];
        }
    free(t->paths);
    free(t->v);
    *t = bigger;
}

/* The verdict slot of `path` (added as UNSEEN when new). */
static enum verdict *verdict_of(struct verdicts *t, struct nvc_arena *a, const char *path)
{
    if (2 * (t->count + 1) > t->cap)
        grow_verdicts(t);
    size_t i = slot_of(t, path);
    if (!t->paths[i]) {
        t->paths[i] = nvc_arena_strdup(a, path);
        t->v[i] = UNSEEN;
        t->count++;
    }
    return &t->v[i];
}

/* ---- vetting ------------------------------------------------------------ */

struct vet {
    struct nvc_arena *a;
    struct verdicts seen;
};

static bool args_safe(struct vet *w, const char *const *argv, int argc, const char *dir,
                      const char *rsp_dir, unsigned depth);

static const char *joined(struct nvc_arena *a, const char *dir, const char *name)
{
    return name[0] == '/' || !dir ? name : nvc_arena_printf(a, "%s/%s", dir, name);
}

static const char *dir_of(struct nvc_arena *a, const char *path)
{
    const char *slash = strrchr(path, '/');
    return slash ? nvc_arena_strndup(a, path, slash == path ? 1 : (size_t)(slash - path)) : ".";
}

/* What LLVM's response-file expansion does with `path`: a name that does not
 * exist (or cannot be examined) stays in the command as it is, a directory
 * is an error message; a regular file is read whole, whatever its size,
 * and anything else (a device, a FIFO, a socket) is read until its end,
 * which may never come. Safe: what libclang can read in bounded time and
 * memory, here a regular file of at most NVC_SMALL_FILE_CAP whose own
 * response files are safe too. */
static bool path_safe(struct vet *w, const char *path, const char *dir, unsigned depth)
{
    struct stat st;
    if (stat(path, &st) != 0 || S_ISDIR(st.st_mode))
        return true;
    enum verdict *v = verdict_of(&w->seen, w->a, path);
    if (*v == SAFE || *v == PENDING)   /* PENDING: a cycle, which LLVM reports */
        return true;
    if (*v == UNSAFE)
        return false;
    if (!S_ISREG(st.st_mode) || (unsigned long long)st.st_size > NVC_SMALL_FILE_CAP ||
        depth >= MAX_VET_DEPTH) {
        *v = UNSAFE;
        return false;
    }
    *v = PENDING;
    char why[256];
    char *text = nvc_read_small_regular_file(path, NVC_SMALL_FILE_CAP, false, NULL, why,
                                             sizeof why);
    bool safe = true;
    if (text) {
        int argc = 0;
        const char **argv = nvc_split_command_line(w->a, text, &argc);
        free(text);
        safe = args_safe(w, argv, argc, dir, dir_of(w->a, path), depth + 1);
    } else {
        safe = false;   /* changed since stat(): leave it to translate.c */
    }
    *verdict_of(&w->seen, w->a, path) = safe ? SAFE : UNSAFE;
    return safe;
}

/* Whether every "@name" among the arguments is safe. A nested name is
 * looked for both where LLVM looks (the command's directory) and next to
 * the response file that names it (clang's driver's way), so either reading
 * is covered. */
static bool args_safe(struct vet *w, const char *const *argv, int argc, const char *dir,
                      const char *rsp_dir, unsigned depth)
{
    for (int i = 0; i < argc; i++) {
        if (argv[i][0] != '@' || !argv[i][1])
            continue;
        const char *name = argv[i] + 1;
        if (!path_safe(w, joined(w->a, dir, name), dir, depth))
            return false;
        if (rsp_dir && name[0] != '/' && !path_safe(w, joined(w->a, rsp_dir, name), dir, depth))
            return false;
    }
    return true;
}

/* ---- one entry ---------------------------------------------------------- */

struct entry_args {
    const char **argv;
    int argc;
    bool from_command;   /* split from "command", not given as "arguments" */
};

static struct entry_args entry_arguments(struct nvc_arena *a, const struct nvc_json_value *e)
{
    struct entry_args r = {0};
    const struct nvc_json_value *args = nvc_json_member(e, "arguments");
    const char *command = nvc_json_member_text(e, "command");
    if (args && args->kind == NVC_JSON_ARRAY) {   /* libclang prefers "arguments" */
        r.argv = nvc_arena_alloc(a, (args->count + 1) * sizeof *r.argv);
        for (size_t i = 0; i < args->count; i++)
            if (args->items[i]->kind == NVC_JSON_STRING)
                r.argv[r.argc++] = args->items[i]->text;
    } else if (command) {
        r.argv = nvc_split_command_line(a, command, &r.argc);
        r.from_command = true;
    }
    return r;
}

/* The entry's directory as libclang takes it: a relative one is relative to
 * the database's own directory (compdb.c). */
static const char *entry_directory(struct nvc_arena *a, const struct nvc_json_value *e,
                                   const char *db_dir)
{
    const char *d = nvc_json_member_text(e, "directory");
    return d ? joined(a, db_dir, d) : db_dir;
}

static bool entry_safe(struct vet *w, const struct nvc_json_value *e, const char *db_dir)
{
    if (e->kind != NVC_JSON_OBJECT)
        return true;
    struct entry_args r = entry_arguments(w->a, e);
    /* LLVM takes a relative "directory" as it is, relative to the checker's
     * working directory; the checker takes it relative to the database: vet
     * both readings */
    const char *d = nvc_json_member_text(e, "directory");
    return args_safe(w, r.argv, r.argc, entry_directory(w->a, e, db_dir), NULL, 0) &&
           (!d || d[0] == '/' || args_safe(w, r.argv, r.argc, d, NULL, 0));
}

/* ---- the rewritten database --------------------------------------------- */

static void write_member_if_string(struct nvc_json *j, const struct nvc_json_value *e,
                                   const char *key)
{
    const struct nvc_json_value *v = nvc_json_member(e, key);
    if (v && v->kind == NVC_JSON_STRING) {
        nvc_json_key(j, key);
        nvc_json_string_n(j, v->text, v->len);
    }
}

/* An entry whose response files are unsafe, with every "@name" argument
 * disguised as NVC_COMPDB_DEFERRED "@name" so that libclang leaves it alone. */
static void write_disguised_entry(struct nvc_json *j, struct nvc_arena *a,
                                  const struct nvc_json_value *e)
{
    struct entry_args r = entry_arguments(a, e);
    nvc_json_begin_object(j);
    write_member_if_string(j, e, "directory");
    write_member_if_string(j, e, "file");
    write_member_if_string(j, e, "output");
    nvc_json_key(j, "arguments");
    nvc_json_begin_array(j);
    for (int i = 0; i < r.argc; i++)
        nvc_json_string(j, r.argv[i][0] == '@'
                               ? nvc_arena_printf(a, "%s%s", NVC_COMPDB_DEFERRED, r.argv[i])
                               : r.argv[i]);
    nvc_json_end_array(j);
    nvc_json_end_object(j);
}

static void write_entry_as_is(struct nvc_json *j, const struct nvc_json_value *e)
{
    nvc_json_begin_object(j);
    write_member_if_string(j, e, "directory");
    write_member_if_string(j, e, "file");
    write_member_if_string(j, e, "output");
    write_member_if_string(j, e, "command");
    const struct nvc_json_value *args = nvc_json_member(e, "arguments");
    if (args && args->kind == NVC_JSON_ARRAY) {
        nvc_json_key(j, "arguments");
        nvc_json_begin_array(j);
        for (size_t i = 0; i < args->count; i++)
            if (args->items[i]->kind == NVC_JSON_STRING)
                nvc_json_string_n(j, args->items[i]->text, args->items[i]->len);
        nvc_json_end_array(j);
    }
    nvc_json_end_object(j);
}

static bool write_database(const char *out_path, struct nvc_arena *a,
                           const struct nvc_json_value *doc, const bool *unsafe)
{
    FILE *f = fopen(out_path, "w");
    if (!f)
        return false;
    struct nvc_json j;
    nvc_json_init(&j, f);
    nvc_json_begin_array(&j);
    for (size_t i = 0; i < doc->count; i++)
        if (doc->items[i]->kind != NVC_JSON_OBJECT)
            continue;   /* compdb.c diagnoses the database when libclang refuses it */
        else if (unsafe[i])
            write_disguised_entry(&j, a, doc->items[i]);
        else
            write_entry_as_is(&j, doc->items[i]);
    nvc_json_end_array(&j);
    nvc_json_finish(&j);
    return fclose(f) == 0;
}

/* ---- entry point -------------------------------------------------------- */

enum nvc_compdb_vet_result nvc_compdb_vet(const char *db_path, const char *db_dir,
                                          const char *out_path)
{
    size_t len = 0;
    char *text = nvc_read_file(db_path, NVC_READ_ALL, &len);
    if (!text)
        return NVC_COMPDB_AS_IS;   /* libclang's load says why */
    if (!memchr(text, '@', len)) {   /* no response file named: the usual case */
        free(text);
        return NVC_COMPDB_AS_IS;
    }
    struct nvc_arena a = {0};
    char why[256];
    const struct nvc_json_value *doc = nvc_json_parse(&a, text, len, why, sizeof why);
    enum nvc_compdb_vet_result result = NVC_COMPDB_AS_IS;
    if (doc && doc->kind == NVC_JSON_ARRAY && doc->count) {
        struct vet w = {&a, {0}};
        bool *unsafe = nvc_arena_alloc(&a, doc->count * sizeof *unsafe);
        bool any = false;
        for (size_t i = 0; i < doc->count; i++)
            any |= unsafe[i] = !entry_safe(&w, doc->items[i], db_dir);
        if (any)
            result = write_database(out_path, &a, doc, unsafe) ? NVC_COMPDB_REWRITTEN
                                                               : NVC_COMPDB_VET_FAILED;
        free(w.seen.paths);
        free(w.seen.v);
    }
    nvc_arena_free(&a);
    free(text);
    return result;
}

const char *nvc_compdb_undisguise(const char *arg)
{
    size_t n = strlen(NVC_COMPDB_DEFERRED);
    return strncmp(arg, NVC_COMPDB_DEFERRED "@", n + 1) == 0 ? arg + n : arg;
}
