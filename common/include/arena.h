/* arena.h: one-shot allocator for everything a check run produces.
 *
 * Diagnostics, notes and their strings are allocated here and released
 * together by nvc_arena_free(), so nothing needs an individual free and leak
 * checkers still see a clean exit. */
#ifndef NVC_ARENA_H
#define NVC_ARENA_H

#include <stdarg.h>
#include <stddef.h>

struct nvc_arena_block;
struct nvc_arena {
    struct nvc_arena_block *head;
};

void *nvc_arena_alloc(struct nvc_arena *a, size_t size);   /* zeroed */
char *nvc_arena_strndup(struct nvc_arena *a, const char *s, size_t len);
char *nvc_arena_strdup(struct nvc_arena *a, const char *s);
char *nvc_arena_printf(struct nvc_arena *a, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
char *nvc_arena_vprintf(struct nvc_arena *a, const char *fmt, va_list ap);
/* Copies a string the LLVM C API handed over and disposes of the original. */
char *nvc_arena_take_message(struct nvc_arena *a, char *llvm_message);
void nvc_arena_free(struct nvc_arena *a);

/* Grows a malloc'd array so that one more element fits after `len`
 * (doubling `*cap`); exits on out of memory. Returns the array. */
void *nvc_grow(void *items, size_t *cap, size_t len, size_t elem);

/* Out of memory is not a finding: report it and exit(2). */
_Noreturn void nvc_fatal(const char *what);
/* A worker process (tool/worker_limits.h) exits with `status` instead of 2
 * when `what` is "out of memory", so that its parent can name the memory
 * limit as the cause. */
void nvc_fatal_set_out_of_memory_exit(int status);

#endif
