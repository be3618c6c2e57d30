/* arena.c: bump allocator in blocks (the "blob" design of sparse's allocate.c). */
#include "arena.h"

#include <llvm-c/Core.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NVC_ARENA_BLOCK 65536

struct nvc_arena_block {
    struct nvc_arena_block *next;
    size_t used, cap;
    _Alignas(max_align_t) unsigned char data[];
};

static int out_of_memory_exit = 2;

void nvc_fatal_set_out_of_memory_exit(int status)
{
    out_of_memory_exit = status;
}

_Noreturn void nvc_fatal(const char *what)
{
    fprintf(stderr, "cuda-nvvmcheck: fatal: %s\n", what);
    exit(strcmp(what, "out of memory") == 0 ? out_of_memory_exit : 2);
}

void *nvc_grow(void *items, size_t *cap, size_t len, size_t elem)
{
    if (len < *cap)
        return items;
    size_t n = *cap ? *cap * 2 : 16;
    void *p = realloc(items, n * elem);
    if (!p)
        nvc_fatal("out of memory");
    *cap = n;
    return p;
}

static struct nvc_arena_block *new_block(size_t min)
{
    size_t cap = min > NVC_ARENA_BLOCK ? min : NVC_ARENA_BLOCK;
    struct nvc_arena_block *b = malloc(sizeof *b + cap);
    if (!b)
        nvc_fatal("out of memory");
    b->next = NULL;
    b->used = 0;
    b->cap = cap;
    return b;
}

void *nvc_arena_alloc(struct nvc_arena *a, size_t size)
{
    size_t align = _Alignof(max_align_t);
    size = (size + align - 1) & ~(align - 1);
    if (!a->head || a->head->cap - a->head->used < size) {
        struct nvc_arena_block *b = new_block(size);
        b->next = a->head;
        a->head = b;
    }
    void *p = a->head->data + a->head->used;
    a->head->used += size;
    memset(p, 0, size);
    return p;
}

char *nvc_arena_strndup(struct nvc_arena *a, const char *s, size_t len)
{
    char *p = nvc_arena_alloc(a, len + 1);
    memcpy(p, s, len);
    p[len] = '\0';
    return p;
}

char *nvc_arena_strdup(struct nvc_arena *a, const char *s)
{
    return nvc_arena_strndup(a, s, strlen(s));
}

char *nvc_arena_vprintf(struct nvc_arena *a, const char *fmt, va_list ap)
{
    va_list copy;
    va_copy(copy, ap);
    int n = vsnprintf(NULL, 0, fmt, copy);
    va_end(copy);
    if (n < 0)
        nvc_fatal("bad format string");
    char *p = nvc_arena_alloc(a, (size_t)n + 1);
    vsnprintf(p, (size_t)n + 1, fmt, ap);
    return p;
}

char *nvc_arena_printf(struct nvc_arena *a, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    char *p = nvc_arena_vprintf(a, fmt, ap);
    va_end(ap);
    return p;
}

char *nvc_arena_take_message(struct nvc_arena *a, char *llvm_message)
{
    if (!llvm_message)
        return NULL;
    char *p = nvc_arena_strdup(a, llvm_message);
    LLVMDisposeMessage(llvm_message);
    return p;
}

void nvc_arena_free(struct nvc_arena *a)
{
    while (a->head) {
        struct nvc_arena_block *next = a->head->next;
        free(a->head);
        a->head = next;
    }
}
