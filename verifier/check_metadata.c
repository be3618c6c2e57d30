/* check_metadata.c: the metadata family (!pragma). !nvvm.annotations entries
 * are checked as written, before LLVM rewrites them, by check_annotations.c.
 *
 * Rules:
 *  - nvvm-metadata-pragma-unroll, nvvm-metadata-pragma-operands: the
 *    `!pragma !{!"unroll", i32 N}` branch attachment of NVVM IR 1.x, which
 *    NVVM 20 rejects; only `br` is checked (switch and call pass).
 */
#include "verifier_internal.h"

#include <llvm-c/Core.h>
#include <stdlib.h>

/* ---- !pragma on branches ------------------------------------------------- */

void nvc_check_metadata_inst(struct nvc_ctx *ctx, LLVMValueRef inst)
{
    if (!LLVMIsABranchInst(inst) || !LLVMHasMetadata(inst))
        return;
    LLVMContextRef c = LLVMGetModuleContext(ctx->module);
    LLVMValueRef md = LLVMGetMetadata(inst, LLVMGetMDKindIDInContext(c, "pragma", 6));
    if (!md || !LLVMIsAMDNode(md))
        return;
    unsigned n;
    LLVMValueRef *ops = nvc_md_node_operands(md, &n);
    if (n != 2)
        /* NVIDIA's text, question mark included */
        nvc_diag_add(ctx->diags, NVC_RULE_METADATA_PRAGMA_OPERANDS, nvc_anchor_inst(inst),
                     "branch pragma metadata does not have 2 operands?");
    else if (nvc_md_string_is(ops[0], "unroll"))
        /* NVIDIA's text, two spaces included */
        nvc_diag_add(ctx->diags, NVC_RULE_METADATA_PRAGMA_UNROLL, nvc_anchor_inst(inst),
                     "pragma unroll is not supported.  Please use llvm.loop.unroll.count instead");
    free(ops);
}
