/* inlining.c: the functions nvcc inlines, checked as if they were inlined.
 *
 * The checker's compile inlines nothing (frontend/device_args.c says why:
 * copying every __forceinline__ body into every caller cost 2.15x nvcc's
 * memory on template-heavy code). nvcc inlines them, and the checks must
 * say what they would say about the inlined code. So, for a module of the
 * checker's own compile (nvc_verify_options.inline_always_inline):
 *
 * - a function with `alwaysinline` and a body is "inlined": at each direct
 *   call of it, the walk over the caller's instructions goes into its body,
 *   with the call pushed on the inline stack, and the call itself is not
 *   checked (inlining removes it). A call of a function already on the
 *   stack is a recursive one, which LLVM's AlwaysInliner leaves as a call,
 *   and so does the walk. The stack is at most NVC_INLINE_MAX_DEPTH deep.
 * - an inlined function is also "erased" when nothing would be left of it:
 *   its linkage lets it go when unused (linkonce, internal, private,
 *   available_externally) and every use of it is a direct call. It is not
 *   checked as a function of its own (no attribute, parameter or kernel
 *   rule looks at it), only through the calls it is inlined at.
 * - every finding made while the walk is in an inlined body gets the stack
 *   as its inlined-at chain (struct nvc_diag), which srcmap turns into the
 *   "inlined into 'f' here" notes a DILocation's chain would give; the
 *   pointer walks (provenance.c) bind the body's parameters to the
 *   arguments of the calls on the stack, as inlining would.
 * - a finding of a module-level check (made before the walk, from use
 *   lists) whose anchor lies in an erased function is held back, and
 *   copied once per call chain the walk inlines that function through.
 *
 * For IR given to the checker (libNVVM's input) none of this applies:
 * libNVVM checks a module before it inlines anything. */
#include "verifier_internal.h"

#include "llvm_util.h"
#include "provenance.h"

#include <llvm-c/Core.h>
#include <stdlib.h>

void nvc_inlining_build(struct nvc_ctx *ctx)
{
    struct nvc_inlining *in = &ctx->inlining;
    if (!ctx->opts->inline_always_inline)
        return;
    for (LLVMValueRef f = LLVMGetFirstFunction(ctx->module); f; f = LLVMGetNextFunction(f)) {
        if (!nvc_is_inlined_function(f))
            continue;
        nvc_value_set_add(&in->inlined, f);
        if (nvc_inlining_erases(f))
            nvc_value_set_add(&in->erased, f);
    }
}

void nvc_inlining_free(struct nvc_ctx *ctx)
{
    struct nvc_inlining *in = &ctx->inlining;
    nvc_value_set_free(&in->inlined);
    nvc_value_set_free(&in->erased);
    nvc_value_set_free(&in->held_in);
    free(in->held);
}

bool nvc_is_erased(const struct nvc_ctx *ctx, LLVMValueRef fn)
{
    return ctx->inlining.erased.len && nvc_value_set_contains(&ctx->inlining.erased, fn);
}

static bool on_stack(const struct nvc_inlining *in, LLVMValueRef fn)
{
    for (unsigned i = 0; i < in->depth; i++)
        if (LLVMGetCalledValue(in->stack[i]) == fn)
            return true;
    return false;
}

LLVMValueRef nvc_inline_target(const struct nvc_ctx *ctx, LLVMValueRef inst)
{
    const struct nvc_inlining *in = &ctx->inlining;
    if (!in->inlined.len || !(LLVMIsACallInst(inst) || LLVMIsAInvokeInst(inst)))
        return NULL;
    LLVMValueRef callee = LLVMGetCalledValue(inst);
    if (!callee || !LLVMIsAFunction(callee) || !nvc_value_set_contains(&in->inlined, callee))
        return NULL;
    return callee;
}

LLVMValueRef nvc_inlined_callee(const struct nvc_ctx *ctx, LLVMValueRef inst)
{
    const struct nvc_inlining *in = &ctx->inlining;
    LLVMValueRef callee = nvc_inline_target(ctx, inst);
    if (!callee || in->depth == NVC_INLINE_MAX_DEPTH || on_stack(in, callee))
        return NULL;
    return callee;
}

/* The held findings anchored in `fn`, copied with the stack as their chain. */
static void release_held(struct nvc_ctx *ctx, LLVMValueRef fn)
{
    struct nvc_inlining *in = &ctx->inlining;
    if (!in->held_in.len || !nvc_value_set_contains(&in->held_in, fn))
        return;
    for (size_t i = 0; i < in->nheld; i++)
        if (nvc_anchor_enclosing_function(in->held[i]->anchor) == fn)
            nvc_diag_add_inlined_copy(ctx->diags, in->held[i], in->stack, in->depth);
}

void nvc_inline_enter(struct nvc_ctx *ctx, LLVMValueRef call)
{
    struct nvc_inlining *in = &ctx->inlining;
    in->stack[in->depth++] = call;
    ctx->diags->inline_stack = in->stack;
    ctx->diags->inline_depth = in->depth;
    nvc_provenance_enter(ctx->prov, call);
    release_held(ctx, LLVMGetCalledValue(call));
}

void nvc_inline_leave(struct nvc_ctx *ctx)
{
    struct nvc_inlining *in = &ctx->inlining;
    in->depth--;
    ctx->diags->inline_depth = in->depth;
    if (!in->depth)
        ctx->diags->inline_stack = NULL;
    nvc_provenance_leave(ctx->prov);
}

/* Whether a finding's place is in an erased function's body (or is the
 * function itself): inlining would have copied or removed it. */
static LLVMValueRef erased_home(const struct nvc_ctx *ctx, const struct nvc_diag *d)
{
    LLVMValueRef fn = nvc_anchor_enclosing_function(d->anchor);
    return fn && nvc_is_erased(ctx, fn) ? fn : NULL;
}

void nvc_inlining_hold_findings(struct nvc_ctx *ctx)
{
    struct nvc_inlining *in = &ctx->inlining;
    struct nvc_diag_list *list = ctx->diags;
    if (!in->erased.len)
        return;
    size_t kept = in->first_held;
    for (size_t i = in->first_held; i < list->len; i++) {
        struct nvc_diag *d = list->items[i];
        LLVMValueRef home = d->ninlined ? NULL : erased_home(ctx, d);
        if (!home) {
            list->items[kept++] = d;
            continue;
        }
        /* about the function itself (its attributes, a parameter): the
         * function is gone once inlined, and so is the finding */
        if (d->anchor.kind == NVC_ANCHOR_FUNCTION || d->anchor.kind == NVC_ANCHOR_PARAM)
            continue;
        in->held = nvc_grow(in->held, &in->cap_held, in->nheld, sizeof *in->held);
        in->held[in->nheld++] = d;
        nvc_value_set_add(&in->held_in, home);
    }
    list->len = kept;
}

static bool owner_below(const struct nvc_ctx *ctx, LLVMValueRef fn, LLVMValueRef *owner,
                        unsigned depth)
{
    const struct nvc_inlining *in = &ctx->inlining;
    bool inlined = in->inlined.len && nvc_value_set_contains(&in->inlined, fn);
    if (!inlined || !nvc_is_erased(ctx, fn)) {   /* its own code stays */
        if (*owner && *owner != fn)
            return false;
        *owner = fn;
    }
    if (!inlined)
        return true;
    if (depth == NVC_INLINE_MAX_DEPTH)
        return false;
    for (LLVMUseRef u = LLVMGetFirstUse(fn); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef call = LLVMGetUser(u);
        if (!(LLVMIsACallInst(call) || LLVMIsAInvokeInst(call)) || LLVMGetCalledValue(call) != fn)
            continue;
        LLVMValueRef caller = LLVMGetBasicBlockParent(LLVMGetInstructionParent(call));
        if (caller == fn || !owner_below(ctx, caller, owner, depth + 1))
            return false;
    }
    return true;
}

bool nvc_inline_owner(const struct nvc_ctx *ctx, LLVMValueRef fn, LLVMValueRef *owner)
{
    return owner_below(ctx, fn, owner, 0);
}
