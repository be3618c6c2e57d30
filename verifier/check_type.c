/* check_type.c: the type family.
 *
 * Rules:
 *  - nvvm-type-unsupported-fp: x86_fp80, fp128 and ppc_fp128 (NVVM IR spec
 *    "Type System"), also inside arrays, vectors and structs.
 *
 * Measured with CUDA 13.0's NVVM-20 verifier (docs/reference/toolchain.md R2): it looks
 * at the value type of global variables and at every instruction (result,
 * operands, alloca'd type, GEP source type): `fadd fp128`, `fpext double
 * to fp128`, `load`/`store`, a call passing one, `alloca {i32, fp128}`,
 * `getelementptr fp128`, `@g = global [2 x fp128]`. A function signature
 * alone is not looked at: an unused fp128 parameter, an fp128 return type
 * whose `ret` is the problem, a declaration. half, bfloat, i128 and token
 * pass; x86_amx is confined to x86 intrinsics by LLVM's own verifier. */
#include "verifier_internal.h"

#include <llvm-c/Core.h>

/* NVIDIA's spelling of the type, or NULL. */
static const char *unsupported_fp(LLVMTypeRef t, unsigned depth)
{
    if (depth > 32)
        return NULL;
    switch (LLVMGetTypeKind(t)) {
    case LLVMX86_FP80TypeKind:
        return "x86_fp80";
    case LLVMFP128TypeKind:
        return "fp128";
    case LLVMPPC_FP128TypeKind:
        return "ppc_fp128";
    case LLVMArrayTypeKind:
    case LLVMVectorTypeKind:
    case LLVMScalableVectorTypeKind:
        return unsupported_fp(LLVMGetElementType(t), depth + 1);
    case LLVMStructTypeKind: {
        unsigned n = LLVMCountStructElementTypes(t);
        for (unsigned i = 0; i < n; i++) {
            const char *found = unsupported_fp(LLVMStructGetTypeAtIndex(t, i), depth + 1);
            if (found)
                return found;
        }
        return NULL;
    }
    default:
        return NULL;
    }
}

/* The same, its kind looked at first: almost every type an instruction
 * has is a scalar or a pointer, and this check runs on every operand of
 * every instruction (on bench/ir-only.sh's module the full call cost 16M
 * instructions of the checker's 197M). */
static const char *unsupported_type(LLVMTypeRef t)
{
    switch (LLVMGetTypeKind(t)) {
    case LLVMX86_FP80TypeKind:
    case LLVMFP128TypeKind:
    case LLVMPPC_FP128TypeKind:
    case LLVMArrayTypeKind:
    case LLVMVectorTypeKind:
    case LLVMScalableVectorTypeKind:
    case LLVMStructTypeKind:
        return unsupported_fp(t, 0);
    default:
        return NULL;
    }
}

static const char *unsupported_in_instruction(LLVMValueRef inst)
{
    const char *found = unsupported_type(LLVMTypeOf(inst));
    if (!found && LLVMIsAAllocaInst(inst))
        found = unsupported_type(LLVMGetAllocatedType(inst));
    if (!found && LLVMIsAGetElementPtrInst(inst))
        found = unsupported_type(LLVMGetGEPSourceElementType(inst));
    int n = LLVMGetNumOperands(inst);
    for (int i = 0; i < n && !found; i++) {
        LLVMValueRef op = LLVMGetOperand(inst, (unsigned)i);   /* labels, metadata: no match */
        if (op)
            found = unsupported_type(LLVMTypeOf(op));
    }
    return found;
}

void nvc_check_type_inst(struct nvc_ctx *ctx, LLVMValueRef inst)
{
    if (!nvc_rule_on(ctx, NVC_RULE_TYPE_UNSUPPORTED_FP))
        return;
    const char *type = unsupported_in_instruction(inst);
    if (type)
        nvc_diag_add(ctx->diags, NVC_RULE_TYPE_UNSUPPORTED_FP, nvc_anchor_inst(inst),
                     "%s type is not supported", type);
}

void nvc_check_type_global(struct nvc_ctx *ctx, LLVMValueRef gv)
{
    if (!nvc_rule_on(ctx, NVC_RULE_TYPE_UNSUPPORTED_FP))
        return;
    const char *type = unsupported_fp(LLVMGlobalGetValueType(gv), 0);
    if (type)
        nvc_diag_add(ctx->diags, NVC_RULE_TYPE_UNSUPPORTED_FP, nvc_anchor_variable(gv),
                     "%s type is not supported", type);
}
