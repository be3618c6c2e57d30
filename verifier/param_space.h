/* param_space.h: how a kernel's parameters are laid out in PTX .param space.
 * Pure computation, no judgement: check_param.c decides and reports. */
#ifndef NVC_PARAM_SPACE_H
#define NVC_PARAM_SPACE_H

#include "arena.h"
#include "llvm_util.h"

#include <llvm-c/Target.h>
#include <stdbool.h>
#include <stdint.h>

struct nvc_param_slot {
    unsigned index;
    LLVMTypeRef type;      /* for byval: the pointee type */
    bool byval;
    uint64_t size, align, offset;
};

struct nvc_param_layout {
    struct nvc_param_slot *slots;
    unsigned count;
    uint64_t total;     /* ptxas' count, aligned (docs/reference/toolchain.md §4) */
    uint64_t raw_sum;   /* cicc's count, no padding (docs/reference/toolchain.md §4) */
};

void nvc_param_layout_compute(LLVMTargetDataRef dl, LLVMValueRef fn, struct nvc_arena *a,
                              struct nvc_param_layout *out);

/* The limit that applies, and why. */
struct nvc_param_limit {
    uint64_t bytes;
    enum { NVC_LIMIT_OVERRIDE, NVC_LIMIT_PRE_VOLTA, NVC_LIMIT_OLD_PTX, NVC_LIMIT_MODERN } why;
};

/* sm = 75 for sm_75, ptx = 81 for PTX ISA 8.1 (0 = unknown: CUDA 13's PTX 9.0
 * is assumed), override = --param-limit (0 = none). */
struct nvc_param_limit nvc_param_limit_for(unsigned sm, unsigned ptx, unsigned override);

#endif
