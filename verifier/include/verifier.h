/* verifier.h: NVVM rules over an LLVM module; what the other layers call.
 * No clang, no printing: findings go into a struct nvc_diag_list (diag.h),
 * which is complete and read-only once a call returns. */
#ifndef NVC_VERIFIER_H
#define NVC_VERIFIER_H

#include "diag.h"
#include "rules.h"

#include <llvm-c/Types.h>
#include <stdbool.h>

/* A GPU architecture with its feature variant: sm_90a is {90, 'a'} (the
 * arch-specific features of exactly that SM), sm_100f {100, 'f'} (the
 * features of the SM family), sm_80 {80, 0}. */
struct nvc_arch {
    unsigned sm;     /* 0: unknown */
    char variant;    /* 0, 'a' or 'f' */
};
/* Parses "sm_90a" / "90a" / "compute_90a"; {0, 0} when malformed. */
struct nvc_arch nvc_parse_arch(const char *s);

/* What the function is compiled for: "target-cpu"="sm_75", else the
 * "+sm_75" of "target-features"="+ptx88,+sm_75". 0 when neither says. */
unsigned nvc_target_sm(LLVMValueRef fn);       /* 75 for sm_75 / sm_75a */

struct nvc_verify_options {
    unsigned forced_sm;    /* --arch given for IR: the target, whatever target-cpu says */
    unsigned default_sm;   /* used when a function names no target-cpu */
    char forced_variant;   /* 'a' / 'f' of forced_sm (sm_90a), or 0 */
    char default_variant;  /* the same for default_sm */
    const struct nvc_rule_set *rules;  /* which rules report; NULL = all */
    unsigned param_limit;  /* --param-limit; 0 = derive from SM and PTX ISA */
    /* The PTX ISA version the user's build writes into its PTX (90 = 9.0),
     * against which inline PTX is judged: nvcc 13 writes 9.0, clang 22 8.8
     * (docs/rules/nvvm-ptx-isa-version.md). 0: the module's "+ptxNN"
     * target feature, else not judged. */
    unsigned ptx_isa;
    /* Where ptx_isa comes from, for messages: "nvcc 13's default",
     * "clang 22's", "--ptx-isa"; NULL when ptx_isa is 0. */
    const char *ptx_isa_origin;
    /* clang (-fgpu-rdc) declares a kernel defined in another TU without the
     * ptx_kernel convention: for its modules an unmarked declaration may be a
     * kernel. In IR for libNVVM it is not (cnp-launch-check flags it). */
    bool unmarked_declarations_may_be_kernels;
    /* The module is the checker's own compile, which inlines nothing
     * (frontend/device_args.c): check `alwaysinline` functions as inlined
     * at their calls (verifier/inlining.c). Not for IR given to the
     * checker: libNVVM checks its input before it inlines anything. */
    bool inline_always_inline;
};

/* Checks the module; appends its findings to `out`. */
void nvc_verify_module(LLVMModuleRef m, const struct nvc_verify_options *opts,
                       struct nvc_diag_list *out);

/* The module's !nvvm.annotations as written, before LLVM's reader rewrote
 * them: `raw` is a copy of the input loaded without that rewrite, whose
 * annotations are the named metadata `md_name`. Returns true when an entry
 * would crash LLVM 22's reader (or make it write a module its verifier
 * rejects): the input must then not be loaded normally. */
bool nvc_verify_raw_annotations(LLVMModuleRef raw, const char *md_name,
                                const struct nvc_verify_options *opts, struct nvc_diag_list *out);

#endif
