/* nvvm_props.h: NVVM facts about functions, named as in LLVM's
 * NVVMProperties.h / NVPTXUtilities.cpp so readers can grep upstream. */
#ifndef NVC_NVVM_PROPS_H
#define NVC_NVVM_PROPS_H

#include "llvm_util.h"
#include "verifier.h"

#include <llvm-c/Types.h>
#include <stdbool.h>

/* NVPTXAddrSpace.h */
enum {
    NVC_AS_GENERIC = 0,
    NVC_AS_GLOBAL = 1,
    NVC_AS_SHARED = 3,
    NVC_AS_CONST = 4,
    NVC_AS_LOCAL = 5,
};

/* LLVM's CallingConv::PTX_Kernel. */
#define NVC_PTX_KERNEL_CC 71u

/* Kernels named by the legacy forms, gathered once per module. */
struct nvc_kernel_index {
    LLVMValueRef *legacy;   /* !nvvm.annotations {@f, !"kernel", i32 1} */
    unsigned nlegacy;
    unsigned nvvm_kernel_kind;  /* metadata kind id of the !nvvm.kernel attachment */
};

void nvc_kernel_index_build(struct nvc_kernel_index *idx, LLVMModuleRef m);
void nvc_kernel_index_free(struct nvc_kernel_index *idx);

/* A kernel is a ptx_kernel function (LLVM >= 20, clang's form), one listed
 * as "kernel" in !nvvm.annotations (NVVM IR spec 1.x), or one carrying the
 * !nvvm.kernel attachment (MLIR/Tileiras form). */
bool nvc_is_kernel(const struct nvc_kernel_index *idx, LLVMValueRef fn);

unsigned nvc_target_ptx(LLVMValueRef fn);      /* 88 for +ptx88 */
/* From "target-cpu" ("sm_90a"), else from a "+sm_90a" target feature. */
struct nvc_arch nvc_target_arch(LLVMValueRef fn);
/* "sm_90a" into buf (at least 16 bytes); returns buf. */
const char *nvc_arch_name(struct nvc_arch arch, char *buf, unsigned cap);

/* The index of argument `arg` among its function's parameters. */
unsigned nvc_param_index(LLVMValueRef arg);

/* Whether v (an MDNode operand) is the MDString `want`. */
bool nvc_md_string_is(LLVMValueRef v, const char *want);

#endif
