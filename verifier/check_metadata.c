/* check_metadata.c: the metadata family (!nvvm.annotations, !pragma).
 *
 * Rules:
 *  - nvvm-metadata-annotations-format: an !nvvm.annotations entry is
 *    {entity, !"property", value, !"property", value, ...} (NVVM IR spec
 *    "Metadata"). Measured with NVVM-20 (toolchain-oracle R2): a property
 *    that is not a string (`!{ptr @d, i32 5, i32 6}`, `!{ptr @k, i32 1,
 *    !"kernel"}`) and a string value for "texture"/"surface" make cicc
 *    crash (exit 139); a float value for "texture" still marks the
 *    variable. Values of known properties must be integer constants.
 *  - nvvm-metadata-annotation-unknown: a property NVVM does not know; NVVM
 *    ignores it without a word (measured: !"foo", i32 3 passes), so a typo
 *    (`maxntid` for `maxntidx`) silently drops a launch bound.
 *  - nvvm-metadata-pragma-unroll, nvvm-metadata-pragma-operands: the
 *    `!pragma !{!"unroll", i32 N}` branch attachment of NVVM IR 1.x, which
 *    NVVM 20 rejects; only `br` is checked (switch and call pass).
 *
 * LLVM 22's reader rewrites most function properties (kernel, maxntid*,
 * reqntid*, minctasm, maxnreg, cluster_dim_*, maxclusterrank, align,
 * grid_constant) into attributes before any check runs, drops entries whose
 * entity is not a global value, and crashes on an entry with an odd number
 * of operands; what is left here is what it keeps. */
#include "verifier.h"

#include <llvm-c/Core.h>
#include <stdlib.h>
#include <string.h>

/* NVVM IR spec (1.3 and current) "Supported Properties", the names in
 * cicc 13.0 and in LLVM 22's NVPTX backend (NVVMProperties.cpp). */
static const char *const known_properties[] = {
    "align", "blocksareclusters", "cluster_dim_x", "cluster_dim_y", "cluster_dim_z",
    "cluster_max_blocks", "grid_constant", "kernel", "managed", "maxclusterrank",
    "maxnreg", "maxntidx", "maxntidy", "maxntidz", "minctasm", "rdoimage", "rdwrimage",
    "reqntidx", "reqntidy", "reqntidz", "sampler", "surface", "texture", "wroimage",
};

static bool is_known_property(LLVMValueRef key)
{
    for (size_t i = 0; i < sizeof known_properties / sizeof *known_properties; i++)
        if (nvc_md_string_is(key, known_properties[i]))
            return true;
    return false;
}

static struct nvc_anchor entity_anchor(LLVMValueRef entity)
{
    return LLVMIsAFunction(entity) ? nvc_anchor_function(entity) : nvc_anchor_variable(entity);
}

/* grid_constant's value is a list of parameter numbers (LLVM NVPTXUsage). */
static bool value_ok(LLVMValueRef key, LLVMValueRef value)
{
    if (!value)
        return false;
    if (nvc_md_string_is(key, "grid_constant"))
        return LLVMIsAMDNode(value) != NULL;
    return LLVMIsAConstantInt(value) != NULL;
}

static void check_entry(struct nvc_ctx *ctx, LLVMValueRef *ops, unsigned n)
{
    LLVMValueRef entity = ops[0];
    if (!entity || !LLVMIsAGlobalValue(entity))
        return;   /* LLVM's reader drops these; nothing to point at */
    struct nvc_anchor where = entity_anchor(entity);
    for (unsigned k = 1; k < n; k += 2) {
        LLVMValueRef key = ops[k], value = k + 1 < n ? ops[k + 1] : NULL;
        if (!key || !LLVMIsAMDString(key)) {
            nvc_report(ctx->diags, NVC_RULE_METADATA_ANNOTATIONS_FORMAT, where,
                       "!nvvm.annotations entry: operand %u must be a property name string, "
                       "followed by its value", k);
            return;   /* the pairs after it cannot be told apart */
        }
        unsigned len;
        const char *name = LLVMGetMDString(key, &len);
        if (!is_known_property(key)) {
            if (nvc_rule_on(ctx, NVC_RULE_METADATA_ANNOTATION_UNKNOWN))
                nvc_report(ctx->diags, NVC_RULE_METADATA_ANNOTATION_UNKNOWN, where,
                           "unknown !nvvm.annotations property '%.*s'; NVVM ignores it",
                           (int)len, name);
        } else if (!value_ok(key, value)) {
            nvc_report(ctx->diags, NVC_RULE_METADATA_ANNOTATIONS_FORMAT, where,
                       "!nvvm.annotations entry: the value of '%.*s' must be %s", (int)len, name,
                       nvc_md_string_is(key, "grid_constant") ? "a list of parameter numbers"
                                                              : "an integer constant");
        }
    }
}

void nvc_check_annotations(struct nvc_ctx *ctx)
{
    if (!nvc_rule_on(ctx, NVC_RULE_METADATA_ANNOTATIONS_FORMAT) &&
        !nvc_rule_on(ctx, NVC_RULE_METADATA_ANNOTATION_UNKNOWN))
        return;
    unsigned n;
    LLVMValueRef *nodes = nvc_annotation_nodes(ctx->module, &n);
    for (unsigned i = 0; i < n; i++) {
        unsigned nops = LLVMGetMDNodeNumOperands(nodes[i]);
        if (nops == 0)
            continue;
        LLVMValueRef *ops = calloc(nops, sizeof *ops);
        if (!ops)
            nvc_fatal("out of memory");
        LLVMGetMDNodeOperands(nodes[i], ops);
        check_entry(ctx, ops, nops);
        free(ops);
    }
    free(nodes);
}

/* ---- !pragma on branches ------------------------------------------------- */

void nvc_check_metadata_inst(struct nvc_ctx *ctx, LLVMValueRef inst)
{
    if (!LLVMIsABranchInst(inst) || !LLVMHasMetadata(inst))
        return;
    LLVMContextRef c = LLVMGetModuleContext(ctx->module);
    LLVMValueRef md = LLVMGetMetadata(inst, LLVMGetMDKindIDInContext(c, "pragma", 6));
    if (!md || !LLVMIsAMDNode(md))
        return;
    unsigned n = LLVMGetMDNodeNumOperands(md);
    if (n != 2) {
        /* NVIDIA's text, question mark included */
        nvc_report(ctx->diags, NVC_RULE_METADATA_PRAGMA_OPERANDS, nvc_anchor_inst(inst),
                   "branch pragma metadata does not have 2 operands?");
        return;
    }
    LLVMValueRef ops[2];
    LLVMGetMDNodeOperands(md, ops);
    if (nvc_md_string_is(ops[0], "unroll"))
        /* NVIDIA's text, two spaces included */
        nvc_report(ctx->diags, NVC_RULE_METADATA_PRAGMA_UNROLL, nvc_anchor_inst(inst),
                   "pragma unroll is not supported.  Please use llvm.loop.unroll.count instead");
}
