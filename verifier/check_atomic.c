/* check_atomic.c: the atomics family (atomicrmw and cmpxchg instructions).
 *
 * Measured with CUDA 13.0's NVVM-20 verifier (docs/reference/toolchain.md R2, one instruction per
 * module, every operation of LLVM 22 and the scalar and vector types it
 * allows):
 *  - cmpxchg: the compared type must be i32, i64 or i128 (i8, i16 and
 *    pointers fail).
 *  - atomicrmw, in this order: an integer type must be i32, i64 or i128;
 *    usub_cond and usub_sat are refused (`atomicrmw does not support
 *    operation: 'usub_sat'.`), and so is fadd on any type but half, bfloat,
 *    float, double, <2/4/8 x half>, <2/4/8 x bfloat>, <2/4 x float>; a value
 *    of 128 bits (i128, fp128, <4 x float>, <8 x half>, <2 x double>) is only
 *    accepted for xchg. nand, fsub/fmax/fmin, uinc_wrap/udec_wrap, float,
 *    half and bfloat values, pointer xchg, every syncscope, volatile and weak
 *    pass. fmaximum/fminimum cannot be measured: NVVM 20's bitcode reader
 *    stops on them ("Invalid record").
 *  - both: the pointer must be in the generic (0), global (1) or shared (3)
 *    space; 2, 4, 5, 6, 7 and 8 fail.
 * NVVM reports the type before the address space; they are separate rules
 * here, so both are reported. */
#include "verifier_internal.h"

#include <llvm-c/Core.h>

static bool is_integer_of_width(LLVMTypeRef t, unsigned bits)
{
    return LLVMGetTypeKind(t) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(t) == bits;
}

static bool is_atomic_integer(LLVMTypeRef t)
{
    return is_integer_of_width(t, 32) || is_integer_of_width(t, 64) || is_integer_of_width(t, 128);
}

static const char *rmw_op_name(LLVMAtomicRMWBinOp op)
{
    static const char *const names[] = {
        [LLVMAtomicRMWBinOpXchg] = "xchg",
        [LLVMAtomicRMWBinOpAdd] = "add",
        [LLVMAtomicRMWBinOpSub] = "sub",
        [LLVMAtomicRMWBinOpAnd] = "and",
        [LLVMAtomicRMWBinOpNand] = "nand",
        [LLVMAtomicRMWBinOpOr] = "or",
        [LLVMAtomicRMWBinOpXor] = "xor",
        [LLVMAtomicRMWBinOpMax] = "max",
        [LLVMAtomicRMWBinOpMin] = "min",
        [LLVMAtomicRMWBinOpUMax] = "umax",
        [LLVMAtomicRMWBinOpUMin] = "umin",
        [LLVMAtomicRMWBinOpFAdd] = "fadd",
        [LLVMAtomicRMWBinOpFSub] = "fsub",
        [LLVMAtomicRMWBinOpFMax] = "fmax",
        [LLVMAtomicRMWBinOpFMin] = "fmin",
        [LLVMAtomicRMWBinOpUIncWrap] = "uinc_wrap",
        [LLVMAtomicRMWBinOpUDecWrap] = "udec_wrap",
        [LLVMAtomicRMWBinOpUSubCond] = "usub_cond",
        [LLVMAtomicRMWBinOpUSubSat] = "usub_sat",
        [LLVMAtomicRMWBinOpFMaximum] = "fmaximum",
        [LLVMAtomicRMWBinOpFMinimum] = "fminimum",
    };
    return (unsigned)op < sizeof names / sizeof *names && names[op] ? names[op] : "?";
}

static bool is_half_or_bfloat(LLVMTypeRef t)
{
    LLVMTypeKind k = LLVMGetTypeKind(t);
    return k == LLVMHalfTypeKind || k == LLVMBFloatTypeKind;
}

/* The types NVVM accepts for atomicrmw fadd: the scalar FP types of PTX's
 * atom.add and its sm_90 vector forms (.v2/.v4/.v8 f16 and bf16, .v2/.v4
 * f32). */
static bool fadd_type_supported(LLVMTypeRef t)
{
    LLVMTypeKind k = LLVMGetTypeKind(t);
    if (is_half_or_bfloat(t) || k == LLVMFloatTypeKind || k == LLVMDoubleTypeKind)
        return true;
    if (k != LLVMVectorTypeKind)
        return false;
    LLVMTypeRef elt = LLVMGetElementType(t);
    unsigned n = LLVMGetVectorSize(t);
    if (is_half_or_bfloat(elt))
        return n == 2 || n == 4 || n == 8;
    return LLVMGetTypeKind(elt) == LLVMFloatTypeKind && (n == 2 || n == 4);
}

static bool rmw_op_supported(LLVMAtomicRMWBinOp op, LLVMTypeRef t)
{
    switch (op) {
    case LLVMAtomicRMWBinOpUSubCond:
    case LLVMAtomicRMWBinOpUSubSat:
    case LLVMAtomicRMWBinOpFMaximum:   /* unreadable by NVVM 20: see the doc */
    case LLVMAtomicRMWBinOpFMinimum:
        return false;
    case LLVMAtomicRMWBinOpFAdd:
        return fadd_type_supported(t);
    default:
        return true;
    }
}

/* Size in bits of a non-pointer value type (vectors: elements x width). */
static unsigned long long value_bits(struct nvc_ctx *ctx, LLVMTypeRef t)
{
    if (LLVMGetTypeKind(t) == LLVMPointerTypeKind)
        return 0;
    return LLVMSizeOfTypeInBits(ctx->dl, t);
}

static void report_type(struct nvc_ctx *ctx, LLVMValueRef inst, LLVMTypeRef t)
{
    char *name = LLVMPrintTypeToString(t);
    struct nvc_diag *d = nvc_diag_add(
        ctx->diags, NVC_RULE_ATOMIC_TYPE, nvc_anchor_inst(inst),
        "Atomic operations on non-i32/i64/i128 types are not supported");
    nvc_diag_note(ctx->diags, d, nvc_anchor_inst(inst), "the %s operates on '%s'",
                  LLVMIsAAtomicRMWInst(inst) ? "atomicrmw" : "cmpxchg", name);
    LLVMDisposeMessage(name);
}

static void check_rmw_operation(struct nvc_ctx *ctx, LLVMValueRef rmw)
{
    LLVMTypeRef t = LLVMTypeOf(LLVMGetOperand(rmw, 1));
    LLVMAtomicRMWBinOp op = LLVMGetAtomicRMWBinOp(rmw);
    if (LLVMGetTypeKind(t) == LLVMIntegerTypeKind && !is_atomic_integer(t)) {
        report_type(ctx, rmw, t);
        return;
    }
    if (!rmw_op_supported(op, t)) {
        struct nvc_diag *d = nvc_diag_add(
            ctx->diags, NVC_RULE_ATOMIC_UNSUPPORTED_OP, nvc_anchor_inst(rmw),
            "atomicrmw does not support operation: '%s'.", rmw_op_name(op));
        if (op == LLVMAtomicRMWBinOpFAdd) {
            char *name = LLVMPrintTypeToString(t);
            nvc_diag_note(ctx->diags, d, nvc_anchor_inst(rmw),
                          "fadd is supported on half, bfloat, float, double, <2/4/8 x half>, "
                          "<2/4/8 x bfloat> and <2/4 x float>, not on '%s'",
                          name);
            LLVMDisposeMessage(name);
        } else if (op == LLVMAtomicRMWBinOpFMaximum || op == LLVMAtomicRMWBinOpFMinimum) {
            nvc_diag_note(
                ctx->diags, d, nvc_anchor_inst(rmw),
                "NVVM 20 (CUDA 13.0) cannot even read this operation: its bitcode reader "
                "stops with 'Invalid record'");
        }
        return;
    }
    if (value_bits(ctx, t) == 128 && op != LLVMAtomicRMWBinOpXchg) {
        char *name = LLVMPrintTypeToString(t);
        struct nvc_diag *d = nvc_diag_add(ctx->diags, NVC_RULE_ATOMIC_I128_OP,
                                          nvc_anchor_inst(rmw),
                                          "Atomic operations on i128 types are only supported for "
                                          "xchg operation");
        nvc_diag_note(ctx->diags, d, nvc_anchor_inst(rmw),
                      "this atomicrmw %s operates on '%s' (128 bits)", rmw_op_name(op), name);
        LLVMDisposeMessage(name);
    }
}

static void check_pointer_space(struct nvc_ctx *ctx, LLVMValueRef inst, const char *what)
{
    unsigned as = LLVMGetPointerAddressSpace(LLVMTypeOf(LLVMGetOperand(inst, 0)));
    if (as == NVC_AS_GENERIC || as == NVC_AS_GLOBAL || as == NVC_AS_SHARED)
        return;
    struct nvc_diag *d = nvc_diag_add(ctx->diags, NVC_RULE_ATOMIC_ADDRSPACE, nvc_anchor_inst(inst),
                                      "%s pointer operand must point to generic, global, or "
                                      "shared address space",
                                      what);
    nvc_diag_note(ctx->diags, d, nvc_anchor_inst(inst), "the pointer is in addrspace(%u)%s", as,
                  as == NVC_AS_CONST   ? " (constant), which is read-only"
                  : as == NVC_AS_LOCAL ? " (local), private to the thread"
                  : as == 6            ? " (tensor memory)"
                                       : "");
}

void nvc_check_atomic(struct nvc_ctx *ctx, LLVMValueRef inst)
{
    if (LLVMIsAAtomicRMWInst(inst)) {
        check_rmw_operation(ctx, inst);
        check_pointer_space(ctx, inst, "atomicrmw");
        return;
    }
    LLVMTypeRef t = LLVMTypeOf(LLVMGetOperand(inst, 1));
    if (!is_atomic_integer(t))
        report_type(ctx, inst, t);
    check_pointer_space(ctx, inst, "cmpxchg");
}
