/* srcmap_internal.h: what srcmap's own files share. */
#ifndef NVC_SRCMAP_INTERNAL_H
#define NVC_SRCMAP_INTERNAL_H

#include "srcmap.h"

#include "arena.h"
#include "llvm_util.h"

#include <llvm-c/Types.h>

/* "struct Heavy", "const float *": a C-like spelling of a DIType. */
const char *nvc_ditype_name(struct nvc_arena *a, LLVMContextRef ctx, LLVMMetadataRef type);

#endif
