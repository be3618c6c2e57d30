/* header_cache.h: the level-1 header cache, the frontend's side
 * (docs/header-cache.md).
 *
 * What every device compile parses first, clang's CUDA wrapper
 * (__clang_cuda_runtime_wrapper.h, which the driver -includes, with the
 * toolkit and C++ library headers it pulls in) and the bundled compat
 * header, is kept as a clang precompiled header (PCH), one entry per key.
 * The key is the SHA-256 of a canonical text naming everything that changes
 * what those headers mean: the device cc1 job's arguments (language
 * standard, arch, -D/-U/-include, every include directory, clang's resource
 * directory, the toolkit) less what names the TU alone, the current
 * directory when an argument is a relative path that exists, the checker's
 * binary, the libclang-cpp it runs with, the toolkit's version.json and the
 * compat header's text.
 *
 * A compile whose entry is missing compiles as without the cache and
 * starts a builder: a detached, low-priority process that waits until the
 * process that started it has exited, so that no check waits for it or
 * shares the CPU with it, then builds the PCH into a directory of its own
 * and renames that into place (readers never see half an entry). An entry
 * records every file the PCH was built from (size and modification time in
 * nanoseconds), every directory it looked into and every path it looked for
 * and did not find; a compile uses it only when all of them are still so
 * (header_cache.c). compile.cpp runs clang; everything else is here. */
#ifndef NVC_HEADER_CACHE_H
#define NVC_HEADER_CACHE_H

#include "compat.h"
#include "frontend.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#define NVC_HCACHE_NORETURN [[noreturn]]
#else
#define NVC_HCACHE_NORETURN _Noreturn
#endif

/* The virtual (empty) main file a PCH is built from; every compile serves
 * it (compile.cpp), as clang checks a PCH's non-system input files. */
#define NVC_HCACHE_PCH_MAIN NVC_COMPAT_DIR "header-cache-main.cuh"

struct nvc_hcache_key {
    char hex[65];   /* SHA-256 of `text` */
    char *text;     /* the canonical text (malloc'd), written next to the entry */
};

/* The key of one device compile from its cc1 arguments (`input` is the
 * TU's file, the job's last argument) and the toolkit the driver was given.
 * False when the compile cannot be cached (an argument with a newline). */
bool nvc_hcache_make_key(const char *const *cc1, size_t n, const char *input,
                         const char *cuda_path, struct nvc_hcache_key *key);
void nvc_hcache_key_free(struct nvc_hcache_key *key);
/* Level 2: makes `key` the key of an entry that also holds the TU's
 * preamble (its leading directives and comments, `len` bytes of `text`),
 * built from a virtual header at `path` in the TU's directory; with a
 * relative `path`, the current directory is part of the key. False when
 * the path has a newline. */
bool nvc_hcache_key_add_preamble(struct nvc_hcache_key *key, const char *path, const char *text,
                                 size_t len);

enum nvc_hcache_state {
    NVC_HCACHE_MISS,          /* no valid entry */
    NVC_HCACHE_HIT,           /* `pch` may be used */
    NVC_HCACHE_UNCACHEABLE,   /* a valid entry saying these headers are not cached */
};

struct nvc_hcache_hit {
    char pch[4200];                 /* the entry's PCH */
    struct nvc_asm_fixes header_asm;   /* what the asm rewriter changed in the headers */
};

/* Looks the key up and validates the entry against the file system; a hit
 * marks the entry used (its age for eviction). */
enum nvc_hcache_state nvc_hcache_lookup(const struct nvc_fe_cache *c, const char *key,
                                        struct nvc_hcache_hit *hit);

/* Removes the entry (a PCH clang could not use). */
void nvc_hcache_drop(const struct nvc_fe_cache *c, const char *key);

/* One entry being built, in the builder process. */
struct nvc_hcache_dep;
struct nvc_hcache_build {
    const struct nvc_fe_cache *cache;
    char key[65];
    char *key_text;
    int lock_fd;
    char tmp_dir[4200];   /* <cache>/pch-v1/tmp/<key>.<pid> */
    char pch[4300];       /* tmp_dir/pch: clang writes it */
    struct nvc_hcache_dep *deps;
    size_t ndeps, capdeps;
    bool unrecordable;    /* a path the deps file cannot hold */
};

/* With c->build_now: builds the missing entry in a child process and waits
 * for it (or for another process's builder of the same key); true in the
 * child, with `b` filled in, false in the caller, who looks the entry up
 * again. Else: starts a builder for a missing entry, unless one is at work on it.
 * Returns true in the builder (detached, at low priority, its standard
 * streams on /dev/null, every other descriptor closed; it returns only once
 * the calling process has exited, and only when the entry is still to be
 * built), with `b` filled in; false in the caller, always. */
bool nvc_hcache_start_builder(const struct nvc_fe_cache *c, const struct nvc_hcache_key *key,
                              struct nvc_hcache_build *b);

/* What clang asked the file system while building (compile.cpp's file
 * system calls it): a regular file found, with the size and modification
 * time clang saw; a directory found; a path that exists (no type asked);
 * a path not found. */
enum nvc_hcache_dep_kind {
    NVC_HCACHE_DEP_FILE = 'F',
    NVC_HCACHE_DEP_DIR = 'D',
    NVC_HCACHE_DEP_EXISTS = 'X',
    NVC_HCACHE_DEP_ABSENT = 'A',
};
void nvc_hcache_record(struct nvc_hcache_build *b, const char *path, enum nvc_hcache_dep_kind kind,
                       uint64_t size, int64_t mtime_sec, long mtime_nsec);

/* Writes a file of the entry being built (`name` in its directory, next to
 * the PCH: the functions of deferred diagnostics, clang's warnings). */
bool nvc_hcache_write_entry_file(const struct nvc_hcache_build *b, const char *name,
                                 const char *data, size_t len);

/* Ends the builder: when `built` (clang wrote the PCH without an error;
 * its warnings are in the entry's `diags` file), the entry is committed, else an entry saying that these headers are
 * not cached (so no later compile starts a builder for them again); then
 * the cache is brought back under its size limit. Does not return. */
NVC_HCACHE_NORETURN void nvc_hcache_finish_builder(struct nvc_hcache_build *b, bool built,
                                                   const struct nvc_asm_fixes *header_asm);

/* libclang-cpp's identity for the key (compile.cpp): its path, size and
 * modification time. */
void nvc_hcache_clang_library(char *out, size_t cap);

#ifdef __cplusplus
}
#endif

#endif
