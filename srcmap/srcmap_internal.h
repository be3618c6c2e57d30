/* srcmap_internal.h: what srcmap's own files share. */
#ifndef NVC_SRCMAP_INTERNAL_H
#define NVC_SRCMAP_INTERNAL_H

#include "srcmap.h"

#include "arena.h"
#include "llvm_util.h"

#include <llvm-c/Types.h>
#include <stdbool.h>
#include <stddef.h>

/* "struct Heavy", "const float *": a C-like spelling of a DIType. */
const char *nvc_ditype_name(struct nvc_arena *a, LLVMContextRef ctx, LLVMMetadataRef type);

/* asm_column.c. `loc` is an asm statement's start (its call's DILocation);
 * moves it to the source byte that byte `offset` of the IR's template `ir`
 * comes from, when the string literals there reproduce the template up to
 * the end of the token at `offset`. False (loc unchanged) otherwise. */
bool nvc_asm_text_position(struct nvc_source_cache *sources, struct nvc_loc *loc, const char *ir,
                           size_t ir_len, size_t offset);
/* The PTX statement of template `ir` that byte `offset` is in, blanks
 * collapsed and without its `;` ("@p griddepcontrol.wait"); NULL when
 * offset is out of range. */
const char *nvc_asm_statement_text(struct nvc_arena *a, const char *ir, size_t len, size_t offset);

/* user_calls.c. The inlined-at hops of a place, innermost first: those of
 * its DILocation's chain, then, for each call it was inlined through
 * virtually (struct nvc_diag's inlined_at, innermost first), the call's
 * DILocation and that one's chain. after[i]: how many of the calls the
 * hops up to i have gone through. */
#define NVC_MAX_HOPS 128
struct nvc_hops {
    LLVMMetadataRef loc[NVC_MAX_HOPS];
    unsigned after[NVC_MAX_HOPS];
    unsigned n;
};
void nvc_inline_hops(LLVMMetadataRef from, const LLVMValueRef *calls, unsigned ncalls,
                     struct nvc_hops *out);

/* A place in user code that reaches header code: a DILocation (a call, or
 * an inlined-at call site), the IR function that holds it, and the calls
 * the place was inlined through virtually past it (innermost first). */
struct nvc_call_site {
    LLVMMetadataRef loc;
    LLVMValueRef fn;
    const LLVMValueRef *outer;
    unsigned nouter;
};
typedef bool nvc_is_user_loc_fn(void *ctx, LLVMMetadataRef diloc);
/* The user places (is_user says which DILocations are) that reach `inst`,
 * which lies in header code and was inlined through `calls` (innermost
 * first; none: ncalls 0): up its inlined-at hops, then up the calls of the
 * function that holds the outermost, through header code, to the first user
 * place of each path; a call in a function inlining erases stands at each
 * call chain that inlines the function. Each distinct place once. A
 * malloc'd array in *out; returns the count. */
struct nvc_user_call_query {
    nvc_is_user_loc_fn *is_user;
    void *ctx;                  /* is_user's */
    bool inline_always_inline;  /* nvc_srcmap_options' */
    struct nvc_arena *arena;    /* for the sites' call chains */
};
size_t nvc_user_call_sites(LLVMValueRef inst, const LLVMValueRef *calls, unsigned ncalls,
                           const struct nvc_user_call_query *q, struct nvc_call_site **out);

#endif
