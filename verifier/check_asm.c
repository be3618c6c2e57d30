/* check_asm.c: the inline-assembly family.
 *
 * Measured with CUDA 13.0's NVVM-20 verifier (docs/reference/toolchain.md R2): NVVM checks the
 * types of the *input* operands of `call ... asm` and accepts i1, i8, i16,
 * i32, i64, float, double and pointers of any address space (also `*m`
 * operands). It rejects half, bfloat, i128, i24 and vectors (<2 x half>,
 * <2 x float>) with `Invalid type in inline assembly, must be i1, i8, i16,
 * i32, i64, float, or double`. It does not check result types (half, i128,
 * pointers, structs pass), constraint letters (n, m, q pass), the dialect
 * (inteldialect passes) or callbr operands.
 *
 * Two rules, for the two profiles: i128 inputs come from nvcc's "q"
 * constraint, which nvcc 13 compiles (measured on sm_75 and sm_90), so they
 * are only NVVM's problem. The other types do not get through nvcc either:
 * _Float16 with "h" is an internal compiler error ("unsupported float
 * variant!"), float2 and vectors are front-end errors ("an asm operand must
 * have scalar type", "asm operand type size(4) does not match type/size
 * implied by constraint 'l'"). */
#include "verifier_internal.h"

#include <llvm-c/Core.h>

static bool accepted_operand_type(LLVMTypeRef t)
{
    switch (LLVMGetTypeKind(t)) {
    case LLVMPointerTypeKind:
    case LLVMFloatTypeKind:
    case LLVMDoubleTypeKind:
        return true;
    case LLVMIntegerTypeKind: {
        unsigned w = LLVMGetIntTypeWidth(t);
        return w == 1 || w == 8 || w == 16 || w == 32 || w == 64;
    }
    default:
        return false;
    }
}

void nvc_check_inline_asm(struct nvc_ctx *ctx, LLVMValueRef call)
{
    LLVMValueRef callee = LLVMGetCalledValue(call);
    if (!callee || !LLVMIsAInlineAsm(callee))
        return;
    unsigned n = LLVMGetNumArgOperands(call);
    for (unsigned i = 0; i < n; i++) {
        LLVMTypeRef t = LLVMTypeOf(LLVMGetOperand(call, i));
        if (accepted_operand_type(t))
            continue;
        bool i128 = LLVMGetTypeKind(t) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(t) == 128;
        char *name = LLVMPrintTypeToString(t);
        struct nvc_diag *d = nvc_diag_add(
            ctx->diags, i128 ? NVC_RULE_ASM_OPERAND_I128 : NVC_RULE_ASM_OPERAND_TYPE,
            nvc_anchor_inst(call),
            "Invalid type in inline assembly, must be i1, i8, i16, i32, i64, float, or double");
        nvc_diag_note(ctx->diags, d, nvc_anchor_inst(call), "input operand %u is '%s'%s", i + 1,
                      name,
                      i128 ? "; nvcc accepts it with the \"q\" constraint, libNVVM does not" : "");
        LLVMDisposeMessage(name);
    }
}
