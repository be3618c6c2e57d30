/* verifier.c: the only walker. module -> functions -> blocks -> instructions;
 * judgement lives in the check_*.c family files.
 *
 * Families and their rules (see rules.def):
 *  - check_attrs.c   nvvm-func-unsupported-attr (definitions and declarations)
 *  - check_param.c   nvvm-param-space-overflow (kernel definitions)
 *  - check_memory.c  nvvm-memory-shared-overflow (kernel definitions),
 *                    nvvm-memory-constant-overflow (once per module)
 *  - check_launch.c  nvvm-launch-non-kernel, nvvm-launch-local-pointer,
 *                    nvvm-launch-shared-pointer (every call)
 *  - check_module.c  nvvm-module-* (once per module)
 *  - check_global.c  nvvm-global-* (every function and global variable;
 *                    blockaddress: every instruction)
 *  - check_type.c    nvvm-type-* (every global variable and instruction)
 *  - check_texsurf.c nvvm-texsurf-* (once per module, from the annotations)
 *  - check_metadata.c nvvm-metadata-* (!pragma on every branch)
 *  - check_func.c    nvvm-func-* function properties and parameters
 *                    (definitions and declarations), nvvm-func-callalign-format
 *                    (every call)
 *  - check_kernel.c  nvvm-kernel-* (definitions)
 *  - check_annotations.c  nvvm-annotation-*, on the annotations as written
 *                    (nvc_verify_raw_annotations, before the module is loaded)
 *  - check_inst.c    nvvm-inst-* (every instruction)
 *  - check_atomic.c  nvvm-atomic-* (atomicrmw, cmpxchg)
 *  - check_asm.c     nvvm-asm-* (calls of inline asm)

 *  - check_intrinsic.c  nvvm-intrinsic-* (every call of an llvm.* function)
 * Only live global values are walked (liveness.c): what libNVVM removes
 * before it verifies is not checked. In the checker's own compiles,
 * `alwaysinline` functions are checked as inlined at their calls
 * (inlining.c). */
#include "verifier_internal.h"

#include "demangle.h"
#include "provenance.h"

#include <llvm-c/Core.h>

const char *nvc_function_display_name(struct nvc_ctx *ctx, LLVMValueRef fn)
{
    return nvc_demangle_value_name(&ctx->diags->arena, fn);
}

LLVMValueRef nvc_called_function(LLVMValueRef call)
{
    LLVMValueRef callee = LLVMGetCalledValue(call);
    return callee && LLVMIsAFunction(callee) ? callee : NULL;
}

unsigned nvc_function_sm(const struct nvc_ctx *ctx, LLVMValueRef fn)
{
    if (ctx->opts->forced_sm)
        return ctx->opts->forced_sm;
    unsigned sm = nvc_target_sm(fn);
    return sm ? sm : ctx->opts->default_sm;
}

struct nvc_arch nvc_function_arch(const struct nvc_ctx *ctx, LLVMValueRef fn)
{
    if (ctx->opts->forced_sm)
        return (struct nvc_arch){ctx->opts->forced_sm, ctx->opts->forced_variant};
    struct nvc_arch arch = nvc_target_arch(fn);
    if (arch.sm)
        return arch;
    return (struct nvc_arch){ctx->opts->default_sm, ctx->opts->default_variant};
}

bool nvc_rule_on(const struct nvc_ctx *ctx, enum nvc_rule rule)
{
    return !ctx->opts->rules || ctx->opts->rules->on[rule];
}

/* Findings of rules that are not selected leave the list. */
static void drop_unselected(struct nvc_ctx *ctx)
{
    struct nvc_diag_list *list = ctx->diags;
    size_t kept = 0;
    for (size_t i = 0; i < list->len; i++)
        if (nvc_rule_on(ctx, list->items[i]->rule))
            list->items[kept++] = list->items[i];
    list->len = kept;
}

static void check_instruction(struct nvc_ctx *ctx, LLVMValueRef inst)
{
    nvc_check_instruction(ctx, inst);
    if (LLVMIsAAtomicRMWInst(inst) || LLVMIsAAtomicCmpXchgInst(inst))
        nvc_check_atomic(ctx, inst);
    if (LLVMIsACallInst(inst)) {
        nvc_check_launch_call(ctx, inst);
        nvc_check_callalign(ctx, inst);
        nvc_check_inline_asm(ctx, inst);
        nvc_check_inline_ptx(ctx, inst);
        nvc_check_cuda_ptx_call(ctx, inst);
        nvc_check_intrinsic_call(ctx, inst);
    }
    nvc_check_global_inst(ctx, inst);
    nvc_check_type_inst(ctx, inst);
    nvc_check_metadata_inst(ctx, inst);
}

/* A call of an inlined function is checked as the callee's body in its
 * place (inlining.c): the order a real inliner's copy would have. */
static void walk_instructions(struct nvc_ctx *ctx, LLVMValueRef fn)
{
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef inst = LLVMGetFirstInstruction(bb); inst;
             inst = LLVMGetNextInstruction(inst)) {
            LLVMValueRef callee = nvc_inlined_callee(ctx, inst);
            if (!callee) {
                check_instruction(ctx, inst);
                continue;
            }
            nvc_inline_enter(ctx, inst);
            walk_instructions(ctx, callee);
            nvc_inline_leave(ctx);
        }
}

static void walk_function(struct nvc_ctx *ctx, LLVMValueRef fn)
{
    /* NVVM 20 checks nothing on a declaration that nothing uses (measured with
     * `declare void @f() naked`, `align 16`, `section`, `gc`, `i32 inreg`,
     * `i8`: all pass unused, all are reported once called or address-taken),
     * nor on an internal or linkonce definition that nothing live uses
     * (liveness.c); neither reaches the PTX. */
    if (!nvc_is_live(ctx, fn) || nvc_is_erased(ctx, fn))
        return;
    nvc_check_function_attrs(ctx, fn);
    nvc_check_global_value(ctx, fn);
    nvc_check_function(ctx, fn);
    if (LLVMIsDeclaration(fn))
        return;
    nvc_check_kernel_props(ctx, fn);
    if (nvc_is_kernel(&ctx->kernels, fn)) {
        nvc_check_param_space(ctx, fn);
        nvc_check_shared_space(ctx, fn);
    }
    walk_instructions(ctx, fn);
}

void nvc_verify_module(LLVMModuleRef m, const struct nvc_verify_options *opts,
                       struct nvc_diag_list *out)
{
    struct nvc_ctx ctx = {
        .module = m, .dl = LLVMGetModuleDataLayout(m), .opts = opts, .diags = out};
    nvc_kernel_index_build(&ctx.kernels, m);
    nvc_liveness_build(&ctx);
    nvc_inlining_build(&ctx);
    ctx.inlining.first_held = out->len;
    ctx.prov = nvc_provenance_new(&ctx.kernels);
    nvc_check_module(&ctx);
    nvc_check_texsurf(&ctx);
    nvc_check_constant_space(&ctx);
    for (LLVMValueRef gv = LLVMGetFirstGlobal(m); gv; gv = LLVMGetNextGlobal(gv)) {
        if (!nvc_is_live(&ctx, gv))
            continue;
        nvc_check_global_value(&ctx, gv);
        nvc_check_global_variable(&ctx, gv);
        nvc_check_type_global(&ctx, gv);
    }
    nvc_inlining_hold_findings(&ctx);
    for (LLVMValueRef fn = LLVMGetFirstFunction(m); fn; fn = LLVMGetNextFunction(fn))
        walk_function(&ctx, fn);
    drop_unselected(&ctx);
    nvc_inlining_free(&ctx);
    nvc_provenance_free(ctx.prov);
    nvc_liveness_free(&ctx);
    nvc_kernel_index_free(&ctx.kernels);
}

bool nvc_verify_raw_annotations(LLVMModuleRef raw, const char *md_name,
                                const struct nvc_verify_options *opts, struct nvc_diag_list *out)
{
    struct nvc_ctx ctx = {
        .module = raw, .dl = LLVMGetModuleDataLayout(raw), .opts = opts, .diags = out};
    nvc_kernel_index_build(&ctx.kernels, raw);
    bool crashes = nvc_check_raw_annotations(&ctx, md_name);
    drop_unselected(&ctx);
    nvc_kernel_index_free(&ctx.kernels);
    return crashes;
}
