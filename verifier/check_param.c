/* check_param.c: the parameter-space family.
 *
 * Rules:
 *  - nvvm-param-space-overflow: a kernel's parameters, laid out as ptxas lays
 *    out .param space, exceed the limit of its target. */
#include "verifier_internal.h"

#include "param_space.h"

#include <llvm-c/Core.h>

static void note_each_param(struct nvc_ctx *ctx, struct nvc_diag *d, LLVMValueRef kernel,
                            const struct nvc_param_layout *lay)
{
    uint64_t end = 0;
    for (unsigned i = 0; i < lay->count; i++) {
        const struct nvc_param_slot *s = &lay->slots[i];
        struct nvc_anchor at = nvc_anchor_param(kernel, i);
        const char *unit = s->size == 1 ? "byte" : "bytes";
        if (s->offset > end)
            nvc_diag_note(
                ctx->diags, d, at, "takes %llu %s at offset %llu, after %llu %s of padding",
                (unsigned long long)s->size, unit, (unsigned long long)s->offset,
                (unsigned long long)(s->offset - end), s->offset - end == 1 ? "byte" : "bytes");
        else
            nvc_diag_note(ctx->diags, d, at, "takes %llu %s at offset %llu",
                          (unsigned long long)s->size, unit, (unsigned long long)s->offset);
        end = s->offset + s->size;
    }
}

static void note_limit_origin(struct nvc_ctx *ctx, struct nvc_diag *d, LLVMValueRef kernel,
                              struct nvc_param_limit lim, unsigned sm, unsigned ptx)
{
    struct nvc_anchor at = nvc_anchor_function(kernel);
    switch (lim.why) {
    case NVC_LIMIT_OLD_PTX:
        nvc_diag_note(ctx->diags, d, at,
                      "ptxas allows 4352 bytes for PTX ISA %u.%u (32764 from PTX ISA 8.1); "
                      "nvcc before CUDA 12.1 stopped at 4096",
                      ptx / 10, ptx % 10);
        break;
    case NVC_LIMIT_PRE_VOLTA:
        nvc_diag_note(ctx->diags, d, at,
                      "sm_%u is older than Volta (sm_70): kernel parameters are "
                      "limited to 4 KB there",
                      sm);
        break;
    case NVC_LIMIT_OVERRIDE:
        nvc_diag_note(ctx->diags, d, at, "limit set by --param-limit");
        break;
    case NVC_LIMIT_MODERN:
        break;
    }
}

/* cicc sums the sizes without padding, ptxas aligns them (docs/reference/toolchain.md §3, §4).
 * When the counts differ, say how nvcc's front end sees the kernel: it passes
 * it when only the aligned count overflows (the build then fails in ptxas),
 * and it prints a smaller number than ours when both overflow. */
static void note_unpadded_sum(struct nvc_ctx *ctx, struct nvc_diag *d, LLVMValueRef kernel,
                              const struct nvc_param_layout *lay, uint64_t limit)
{
    if (lay->raw_sum == lay->total)
        return;
    if (lay->raw_sum <= limit)
        nvc_diag_note(
            ctx->diags, d, nvc_anchor_function(kernel),
            "the sizes add up to %llu bytes without padding, so nvcc's front end accepts "
            "the kernel, but ptxas aligns each parameter and rejects it",
            (unsigned long long)lay->raw_sum);
    else
        nvc_diag_note(ctx->diags, d, nvc_anchor_function(kernel),
                      "nvcc's front end reports %llu bytes: it adds up the sizes without padding, "
                      "while ptxas aligns each parameter",
                      (unsigned long long)lay->raw_sum);
}

void nvc_check_param_space(struct nvc_ctx *ctx, LLVMValueRef kernel)
{
    struct nvc_param_layout lay;
    nvc_param_layout_compute(ctx->dl, kernel, &ctx->diags->arena, &lay);
    unsigned sm = nvc_function_sm(ctx, kernel);
    unsigned ptx = nvc_target_ptx(kernel);
    struct nvc_param_limit lim = nvc_param_limit_for(sm, ptx, ctx->opts->param_limit);
    if (lay.total <= lim.bytes)
        return;
    /* NVIDIA's text (nvvm-pretreat, docs/reference/toolchain.md §3), with the name demangled. */
    struct nvc_diag *d = nvc_diag_add(
        ctx->diags, NVC_RULE_PARAM_SPACE_OVERFLOW, nvc_anchor_function(kernel),
        "Formal parameter space overflowed (%llu bytes required, max %llu bytes allowed) "
        "in function %s",
        (unsigned long long)lay.total, (unsigned long long)lim.bytes,
        nvc_function_display_name(ctx, kernel));
    note_each_param(ctx, d, kernel, &lay);
    note_unpadded_sum(ctx, d, kernel, &lay, lim.bytes);
    note_limit_origin(ctx, d, kernel, lim, sm, ptx);
}
