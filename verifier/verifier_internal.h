/* verifier_internal.h: what the verifier's own files share: the context
 * every check sees, the family entry points and helpers. The other layers
 * use verifier.h. */
#ifndef NVC_VERIFIER_INTERNAL_H
#define NVC_VERIFIER_INTERNAL_H

#include "verifier.h"

#include "nvvm_props.h"

#include <llvm-c/Target.h>
#include <stdint.h>

struct nvc_provenance;

/* A set of LLVM values (liveness.c). */
struct nvc_value_set {
    LLVMValueRef *slots;
    size_t cap, len;
};
/* Adds v; false when it was there already. */
bool nvc_value_set_add(struct nvc_value_set *s, LLVMValueRef v);
bool nvc_value_set_contains(const struct nvc_value_set *s, LLVMValueRef v);
void nvc_value_set_free(struct nvc_value_set *s);

/* What every check sees. Built once per module by nvc_verify_module. */
struct nvc_sm_gate;   /* sm_gates.h */

/* Virtual inlining (inlining.c says what and why). */
#define NVC_INLINE_MAX_DEPTH 64
struct nvc_inlining {
    struct nvc_value_set inlined;   /* alwaysinline functions with a body */
    struct nvc_value_set erased;    /* those of them inlining leaves nothing of */
    LLVMValueRef stack[NVC_INLINE_MAX_DEPTH];   /* the calls being inlined, outermost first */
    unsigned depth;
    /* module-level findings in erased bodies, copied per inline chain */
    struct nvc_diag **held;
    size_t nheld, cap_held, first_held;
    struct nvc_value_set held_in;   /* the functions they are in */
};

struct nvc_ctx {
    LLVMModuleRef module;
    LLVMTargetDataRef dl;
    struct nvc_kernel_index kernels;
    struct nvc_value_set live;   /* global values libNVVM keeps (liveness.c) */
    bool live_blockaddress;      /* a blockaddress constant is among what they
                                  * refer to (liveness.c); none: no instruction of
                                  * a live function names one */
    /* nvc_sm_gate_find's answers by callee (check_intrinsic.c): a call site
     * of the same intrinsic does not search the table again */
    struct nvc_gate_memo {
        LLVMValueRef callee;
        const struct nvc_sm_gate *gate;
    } gate_memo[64];
    struct nvc_provenance *prov;   /* memo of the pointer walks (provenance.c) */
    struct nvc_inlining inlining;
    /* check_memory.c: the most static shared memory any entry can count,
     * plus one; 0 until computed */
    uint64_t shared_bound_plus1;
    const struct nvc_verify_options *opts;
    struct nvc_diag_list *diags;
};

/* Family entry points, called by the walker in verifier.c only. */
void nvc_check_param_space(struct nvc_ctx *ctx, LLVMValueRef kernel);      /* check_param.c */
void nvc_check_shared_space(struct nvc_ctx *ctx, LLVMValueRef kernel);     /* check_memory.c */
void nvc_check_constant_space(struct nvc_ctx *ctx);                         /* check_memory.c */
void nvc_check_function_attrs(struct nvc_ctx *ctx, LLVMValueRef fn);       /* check_attrs.c */
void nvc_check_launch_call(struct nvc_ctx *ctx, LLVMValueRef call);        /* check_launch.c */
void nvc_check_module(struct nvc_ctx *ctx);                                 /* check_module.c */
void nvc_check_global_value(struct nvc_ctx *ctx, LLVMValueRef gv);         /* check_global.c */
void nvc_check_global_variable(struct nvc_ctx *ctx, LLVMValueRef gv);      /* check_global.c */
void nvc_check_global_inst(struct nvc_ctx *ctx, LLVMValueRef inst);        /* check_global.c */
void nvc_check_type_global(struct nvc_ctx *ctx, LLVMValueRef gv);          /* check_type.c */
void nvc_check_type_inst(struct nvc_ctx *ctx, LLVMValueRef inst);          /* check_type.c */
void nvc_check_texsurf(struct nvc_ctx *ctx);                                /* check_texsurf.c */
void nvc_check_metadata_inst(struct nvc_ctx *ctx, LLVMValueRef inst);      /* check_metadata.c */
void nvc_check_function(struct nvc_ctx *ctx, LLVMValueRef fn);             /* check_func.c */
void nvc_check_callalign(struct nvc_ctx *ctx, LLVMValueRef call);          /* check_func.c */
void nvc_check_kernel_props(struct nvc_ctx *ctx, LLVMValueRef fn);         /* check_kernel.c */
bool nvc_check_raw_annotations(struct nvc_ctx *ctx, const char *md_name); /* check_annotations.c */
void nvc_check_instruction(struct nvc_ctx *ctx, LLVMValueRef inst); /* check_inst.c */
void nvc_check_atomic(struct nvc_ctx *ctx, LLVMValueRef inst); /* check_atomic.c */
void nvc_check_inline_asm(struct nvc_ctx *ctx, LLVMValueRef call); /* check_asm.c */
void nvc_check_inline_ptx(struct nvc_ctx *ctx, LLVMValueRef call); /* check_ptx.c */
void nvc_check_cuda_ptx_call(struct nvc_ctx *ctx, LLVMValueRef call); /* check_ptx.c */
void nvc_check_intrinsic_call(struct nvc_ctx *ctx, LLVMValueRef call); /* check_intrinsic.c */

/* inlining.c */
void nvc_inlining_build(struct nvc_ctx *ctx);
void nvc_inlining_free(struct nvc_ctx *ctx);
/* Whether inlining leaves nothing of fn: no check looks at it but through
 * the calls it is inlined at. */
bool nvc_is_erased(const struct nvc_ctx *ctx, LLVMValueRef fn);
/* The inlined function inst calls directly, or NULL. */
LLVMValueRef nvc_inline_target(const struct nvc_ctx *ctx, LLVMValueRef inst);
/* The same in the walk (nvc_inline_enter): NULL also for a recursive call,
 * which inlining leaves a call. */
LLVMValueRef nvc_inlined_callee(const struct nvc_ctx *ctx, LLVMValueRef inst);
/* Around the walk of an inlined body: findings made inside get the calls
 * entered as their inlined-at chain, pointer walks bind its parameters. */
void nvc_inline_enter(struct nvc_ctx *ctx, LLVMValueRef call);
void nvc_inline_leave(struct nvc_ctx *ctx);
/* Sets aside the findings made so far that lie in erased bodies, to be
 * copied per inline chain as the walk enters them; those about an erased
 * function itself are dropped. */
void nvc_inlining_hold_findings(struct nvc_ctx *ctx);
/* The one function fn's code ends up in once inlined (fn itself when it is
 * not inlined); false when it lands in several. *owner: NULL on entry. */
bool nvc_inline_owner(const struct nvc_ctx *ctx, LLVMValueRef fn, LLVMValueRef *owner);

/* Short helpers shared by the families. */
/* The SM a function is checked for: --arch for IR (forced_sm), else its
 * "target-cpu", else default_sm. */
unsigned nvc_function_sm(const struct nvc_ctx *ctx, LLVMValueRef fn);
/* The same with the feature variant (sm_90a, sm_100f), for rules that
 * depend on arch-specific features. */
struct nvc_arch nvc_function_arch(const struct nvc_ctx *ctx, LLVMValueRef fn);
/* Whether a rule is selected; checks may skip work for rules that are off
 * (findings of rules that are off are dropped anyway). */
bool nvc_rule_on(const struct nvc_ctx *ctx, enum nvc_rule rule);
const char *nvc_function_display_name(struct nvc_ctx *ctx, LLVMValueRef fn);
LLVMValueRef nvc_called_function(LLVMValueRef call); /* NULL for indirect calls */
/* libNVVM removes unused declarations and unused internal/private/linkonce
 * definitions, transitively, before it verifies (measured; liveness.c):
 * nvc_is_live is false for those, and the walker and the rules that mirror
 * libNVVM's verdicts skip them. */
void nvc_liveness_build(struct nvc_ctx *ctx);
void nvc_liveness_free(struct nvc_ctx *ctx);
bool nvc_is_live(const struct nvc_ctx *ctx, LLVMValueRef gv);

#endif
