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

/* user_calls.c. A place in user code that reaches header code: a DILocation
 * (a call, or an inlined-at call site) and the IR function that holds it. */
struct nvc_call_site {
    LLVMMetadataRef loc;
    LLVMValueRef fn;
};
typedef bool nvc_is_user_loc_fn(void *ctx, LLVMMetadataRef diloc);
/* The user places (is_user says which DILocations are) that reach `inst`,
 * which lies in header code: up its inlined-at chain, then up the calls of
 * its function, through header code, to the first user place of each path.
 * Each distinct place once. A malloc'd array in *out; returns the count. */
size_t nvc_user_call_sites(LLVMValueRef inst, nvc_is_user_loc_fn *is_user, void *ctx,
                           struct nvc_call_site **out);

#endif
