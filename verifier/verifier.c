/* verifier.c: the only walker. module -> functions -> blocks -> instructions;
 * judgement lives in the check_*.c family files.
 *
 * Families and their rules (see rules.def):
 *  - check_attrs.c   nvvm-func-unsupported-attr (definitions and declarations)
 *  - check_param.c   nvvm-param-space-overflow (kernel definitions)
 *  - check_launch.c  nvvm-launch-non-kernel, nvvm-launch-local-pointer,
 *                    nvvm-launch-shared-pointer (every call)
 *  - check_intrinsic.c  nvvm-intrinsic-* (every call of an llvm.* function) */
#include "verifier.h"

#include "demangle.h"

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

static void walk_instructions(struct nvc_ctx *ctx, LLVMValueRef fn)
{
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef inst = LLVMGetFirstInstruction(bb); inst;
             inst = LLVMGetNextInstruction(inst))
            if (LLVMIsACallInst(inst)) {
                nvc_check_launch_call(ctx, inst);
                nvc_check_intrinsic_call(ctx, inst);
            }
}

static void walk_function(struct nvc_ctx *ctx, LLVMValueRef fn)
{
    nvc_check_function_attrs(ctx, fn);
    if (LLVMIsDeclaration(fn))
        return;
    if (nvc_is_kernel(&ctx->kernels, fn))
        nvc_check_param_space(ctx, fn);
    walk_instructions(ctx, fn);
}

void nvc_verify_module(LLVMModuleRef m, const struct nvc_verify_options *opts,
                       struct nvc_diag_list *out)
{
    struct nvc_ctx ctx = {.module = m, .dl = LLVMGetModuleDataLayout(m), .opts = opts,
                          .diags = out};
    nvc_kernel_index_build(&ctx.kernels, m);
    for (LLVMValueRef fn = LLVMGetFirstFunction(m); fn; fn = LLVMGetNextFunction(fn))
        walk_function(&ctx, fn);
    drop_unselected(&ctx);
    nvc_kernel_index_free(&ctx.kernels);
}
