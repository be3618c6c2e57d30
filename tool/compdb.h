/* compdb.h: the translation units of a build, read from its
 * compile_commands.json with libclang's CXCompilationDatabase. */
#ifndef NVC_COMPDB_H
#define NVC_COMPDB_H

#include "arena.h"

#include <stdbool.h>
#include <stddef.h>

struct nvc_tu {
    const char *file;        /* absolute */
    const char *directory;   /* the command's working directory */
    const char **argv;       /* the command, argv[0] = the compiler */
    int argc;
};

struct nvc_compdb {
    struct nvc_tu *tus;
    size_t ntus;
};

/* Loads every command of <build_dir>/compile_commands.json. On failure
 * returns false with one line in `why` (missing file, or the parser's first
 * message). */
bool nvc_compdb_load(struct nvc_arena *a, const char *build_dir, struct nvc_compdb *out, char *why,
                     size_t whylen);
void nvc_compdb_free(struct nvc_compdb *db);

#endif
