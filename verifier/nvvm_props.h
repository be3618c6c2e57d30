/* nvvm_props.h: NVVM facts about functions, named as in LLVM's
 * NVVMProperties.h / NVPTXUtilities.cpp so readers can grep upstream. */
#ifndef NVC_NVVM_PROPS_H
#define NVC_NVVM_PROPS_H

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

/* What the function is compiled for: "target-cpu"="sm_75", else the
 * "+sm_75" of "target-features"="+ptx88,+sm_75". 0 when neither says. */
unsigned nvc_target_sm(LLVMValueRef fn);       /* 75 for sm_75 / sm_75a */
unsigned nvc_target_ptx(LLVMValueRef fn);      /* 88 for +ptx88 */

/* A GPU architecture with its feature variant: sm_90a is {90, 'a'} (the
 * arch-specific features of exactly that SM), sm_100f {100, 'f'} (the
 * features of the SM family), sm_80 {80, 0}. */
struct nvc_arch {
    unsigned sm;     /* 0: unknown */
    char variant;    /* 0, 'a' or 'f' */
};
/* From "target-cpu" ("sm_90a"), else from a "+sm_90a" target feature. */
struct nvc_arch nvc_target_arch(LLVMValueRef fn);
/* Parses "sm_90a" / "90a" / "compute_90a"; {0, 0} when malformed. */
struct nvc_arch nvc_parse_arch(const char *s);
/* "sm_90a" into buf (at least 16 bytes); returns buf. */
const char *nvc_arch_name(struct nvc_arch arch, char *buf, unsigned cap);

/* Attributes by name (kind numbers change between LLVM versions). The C API
 * numbers parameters from 1 (0 is the return value, -1 the function); these
 * take the parameter's own index, or NVC_FN_ATTRS for the function. */
#define NVC_FN_ATTRS (~0u)
LLVMAttributeRef nvc_enum_attr(LLVMValueRef fn, unsigned param, const char *name);
LLVMAttributeRef nvc_string_attr(LLVMValueRef fn, unsigned param, const char *name);

/* The index of argument `arg` among its function's parameters. */
unsigned nvc_param_index(LLVMValueRef arg);

/* The nodes of !nvvm.annotations ({entity, !"property", value, ...}), as
 * LLVMGetMDNodeOperands-ready values; malloc'd, NULL when there are none. */
LLVMValueRef *nvc_annotation_nodes(LLVMModuleRef m, unsigned *n);
/* Whether v (an MDNode operand) is the MDString `want`. */
bool nvc_md_string_is(LLVMValueRef v, const char *want);

/* Parses "sm_90a" / "90" / "compute_90" into 90; 0 when malformed. */
unsigned nvc_parse_sm(const char *s);

#endif
