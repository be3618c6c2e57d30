/* check_inst.c: the instruction family.
 *
 * Rules (all measured with CUDA 13.0's NVVM-20 verifier, recipe R2 of
 * docs/reference/toolchain.md: cicc -libnvvm -arch=compute_100
 * -opt-passes=nvvm-verify on hand-written IR, one construct per module):
 *  - nvvm-inst-indirectbr, nvvm-inst-fence: `Illegal instruction: <opcode>`.
 *  - nvvm-inst-exception-handling: invoke, resume, landingpad and the funclet
 *    pads. Valid IR needs a personality for each, and NVVM reports
 *    `Personality function is not allowed.` first, so its text for the
 *    instructions themselves could not be observed; the rule uses the
 *    `Illegal instruction: <opcode>` form measured for indirectbr and fence.
 *  - nvvm-inst-atomic-load-store: any `load atomic`/`store atomic`, every
 *    ordering and address space.
 *  - nvvm-inst-tensor-memory-access: load/store through addrspace(6).
 *  - nvvm-inst-alloca-addrspace, nvvm-inst-alloca-align (2^23 passes,
 *    2^24 fails).
 *  - nvvm-inst-addrspacecast-invalid-space / -non-generic: NVVM accepts the
 *    spaces 0, 1, 3, 4, 5 in an addrspacecast instruction; it checks the
 *    target first, then the source, then that one side is generic. It does
 *    not check addrspacecast constant expressions (3 -> 1 passes).
 * Two rules go past nvvm-verify, which accepts both constructs:
 *  - nvvm-inst-function-memory-access: ptxas rejects a function symbol as an
 *    address operand, in nvcc's PTX and in clang's ("Illegal to use symbol
 *    '_Z1gv' of type unexpected as address operand").
 *  - nvvm-inst-store-to-constant: nvcc's backend warns "Cannot store to
 *    pointer that points to constant memory space"; ptxas rejects clang's
 *    st to a constant address ("State space incorrect for instruction
 *    'st'"); NVVM-20's libNVVM pipeline deletes the store. */
#include "verifier_internal.h"

#include "provenance.h"

#include <llvm-c/Core.h>
#include <llvm-c/DebugInfo.h>

#define NVC_AS_TENSOR 6u             /* NVPTXAddrSpace.h: ADDRESS_SPACE_TENSOR */
#define MAX_ALLOCA_ALIGN (1u << 23)  /* "alloca align must be <= 2^23" */

static unsigned pointer_space(LLVMValueRef ptr)
{
    return LLVMGetPointerAddressSpace(LLVMTypeOf(ptr));
}

/* "global (addrspace(1))": how notes name an address space. */
static const char *space_name(unsigned as)
{
    switch (as) {
    case NVC_AS_GENERIC:
        return "generic";
    case NVC_AS_GLOBAL:
        return "global";
    case 2:
        return "reserved";
    case NVC_AS_SHARED:
        return "shared";
    case NVC_AS_CONST:
        return "constant";
    case NVC_AS_LOCAL:
        return "local";
    case NVC_AS_TENSOR:
        return "tensor memory";
    case 7:
        return "shared::cluster";
    case 101:
        return "param";
    default:
        return "unknown";
    }
}

/* ---- control flow ------------------------------------------------------- */

static const char *exception_handling_opcode(LLVMOpcode op)
{
    switch (op) {
    case LLVMInvoke:
        return "invoke";
    case LLVMResume:
        return "resume";
    case LLVMLandingPad:
        return "landingpad";
    case LLVMCatchSwitch:
        return "catchswitch";
    case LLVMCatchPad:
        return "catchpad";
    case LLVMCatchRet:
        return "catchret";
    case LLVMCleanupPad:
        return "cleanuppad";
    case LLVMCleanupRet:
        return "cleanupret";
    default:
        return NULL;
    }
}

/* Where to report an indirectbr. clang puts the one indirectbr of a function
 * with computed gotos in a shared block without a debug location; the
 * branches into that block carry the lines of the `goto *` statements, so the
 * first of them (in block order) stands for it. */
static LLVMValueRef indirectbr_anchor(LLVMValueRef ibr)
{
    if (LLVMInstructionGetDebugLoc(ibr))
        return ibr;
    LLVMBasicBlockRef home = LLVMGetInstructionParent(ibr);
    LLVMValueRef fn = LLVMGetBasicBlockParent(home);
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb)) {
        LLVMValueRef term = LLVMGetBasicBlockTerminator(bb);
        if (!term || !LLVMInstructionGetDebugLoc(term))
            continue;
        for (unsigned i = 0; i < LLVMGetNumSuccessors(term); i++)
            if (LLVMGetSuccessor(term, i) == home)
                return term;
    }
    return ibr;
}

/* ---- memory ------------------------------------------------------------- */

static LLVMOpcode value_opcode(LLVMValueRef v)
{
    if (LLVMIsAInstruction(v))
        return LLVMGetInstructionOpcode(v);
    return LLVMIsAConstantExpr(v) ? LLVMGetConstOpcode(v) : 0;
}

/* Whether a pointer is computed from an address in the constant space:
 * through GEPs and casts (instructions or constant expressions, e.g. clang's
 * `addrspacecast (ptr addrspace(4) @c to ptr)`), and through a -O0 stack
 * slot that is stored exactly once (`int *q = (int *)c;`). */
static bool points_into_constant(struct nvc_ctx *ctx, LLVMValueRef v)
{
    for (unsigned depth = 0; v && depth < 32; depth++) {
        if (LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMPointerTypeKind &&
            pointer_space(v) == NVC_AS_CONST)
            return true;
        switch (value_opcode(v)) {
        case LLVMGetElementPtr:
        case LLVMBitCast:
        case LLVMAddrSpaceCast:
            v = LLVMGetOperand(v, 0);
            break;
        case LLVMLoad: {
            LLVMValueRef slot = LLVMGetOperand(v, 0);
            LLVMValueRef store = LLVMIsAAllocaInst(slot) ? nvc_only_store(ctx->prov, slot) : NULL;
            v = store ? LLVMGetOperand(store, 0) : NULL;
            break;
        }
        default:
            return false;
        }
    }
    return false;
}

static const char *access_kind(LLVMValueRef inst)
{
    switch (LLVMGetInstructionOpcode(inst)) {
    case LLVMLoad:
        return "load from";
    case LLVMStore:
        return "store to";
    case LLVMAtomicRMW:
        return "atomicrmw on";
    default:
        return "cmpxchg on";
    }
}

/* A load, store or atomic whose address is a function (`*(int *)&g`). */
static void check_function_access(struct nvc_ctx *ctx, LLVMValueRef inst, LLVMValueRef ptr)
{
    LLVMValueRef base = nvc_base_object(ptr);
    if (!base || !LLVMIsAFunction(base))
        return;
    nvc_diag_add(ctx->diags, NVC_RULE_INST_FUNCTION_MEMORY_ACCESS, nvc_anchor_inst(inst),
                 "%s the address of function '%s': functions are not data, and ptxas "
                 "rejects a function symbol as an address operand",
                 access_kind(inst), nvc_function_display_name(ctx, base));
}

/* A write into the constant space. Atomics on an addrspace(4) pointer are
 * nvvm-atomic-addrspace errors; here they count only through a generic
 * pointer, as nvcc's warning does. */
static void check_store_to_constant(struct nvc_ctx *ctx, LLVMValueRef inst, LLVMValueRef ptr)
{
    bool atomic = !LLVMIsAStoreInst(inst);
    if (atomic && pointer_space(ptr) != NVC_AS_GENERIC)
        return;
    if (!points_into_constant(ctx, ptr))
        return;
    /* The text of nvcc's backend warning, verbatim. */
    struct nvc_diag *d = nvc_diag_add(
        ctx->diags, NVC_RULE_INST_STORE_TO_CONSTANT, nvc_anchor_inst(inst),
        "Cannot store to pointer that points to constant memory space");
    nvc_diag_note(ctx->diags, d, nvc_anchor_inst(inst),
                  "__constant__ memory is read-only on the device; write it from the host "
                  "(cudaMemcpyToSymbol) or use __device__ memory");
}

static void check_load_store(struct nvc_ctx *ctx, LLVMValueRef inst, LLVMValueRef ptr)
{
    if (LLVMGetOrdering(inst) != LLVMAtomicOrderingNotAtomic)
        nvc_diag_add(ctx->diags, NVC_RULE_INST_ATOMIC_LOAD_STORE, nvc_anchor_inst(inst),
                     "Atomic loads/stores are not supported");
    if (pointer_space(ptr) == NVC_AS_TENSOR) {
        struct nvc_diag *d = nvc_diag_add(ctx->diags, NVC_RULE_INST_TENSOR_MEMORY_ACCESS,
                                          nvc_anchor_inst(inst),
                                          "Tensor Memory loads/stores are not supported");
        nvc_diag_note(ctx->diags, d, nvc_anchor_inst(inst),
                      "tensor memory is read and written with the tcgen05.ld/tcgen05.st "
                      "intrinsics (llvm.nvvm.tcgen05.*), sm_100a and later");
    }
    check_function_access(ctx, inst, ptr);
    if (LLVMIsAStoreInst(inst))
        check_store_to_constant(ctx, inst, ptr);
}

static void check_alloca(struct nvc_ctx *ctx, LLVMValueRef alloca)
{
    unsigned as = pointer_space(alloca);
    if (as != NVC_AS_GENERIC) {
        struct nvc_diag *d = nvc_diag_add(
            ctx->diags, NVC_RULE_INST_ALLOCA_ADDRSPACE, nvc_anchor_variable(alloca),
            "Allocas are not supported on address spaces except Generic");
        nvc_diag_note(ctx->diags, d, nvc_anchor_variable(alloca),
                      "is allocated in %s (addrspace(%u)); NVVM wants allocas in the generic "
                      "space and places them in local memory itself",
                      space_name(as), as);
    }
    unsigned align = LLVMGetAlignment(alloca);
    if (align > MAX_ALLOCA_ALIGN) {
        struct nvc_diag *d = nvc_diag_add(ctx->diags, NVC_RULE_INST_ALLOCA_ALIGN,
                                          nvc_anchor_variable(alloca),
                                          "alloca align must be <= 2^23");
        nvc_diag_note(ctx->diags, d, nvc_anchor_variable(alloca),
                      "is aligned to %u bytes; the limit is %u (2^23)", align, MAX_ALLOCA_ALIGN);
    }
}

/* ---- address-space casts ------------------------------------------------ */

/* The spaces NVVM accepts on either side of an addrspacecast (measured:
 * 2, 6, 7, 8 and 101 are refused, as source and as target). */
static bool castable_space(unsigned as)
{
    return as == NVC_AS_GENERIC || as == NVC_AS_GLOBAL || as == NVC_AS_SHARED ||
           as == NVC_AS_CONST || as == NVC_AS_LOCAL;
}

static void check_addrspacecast(struct nvc_ctx *ctx, LLVMValueRef cast)
{
    unsigned from = pointer_space(LLVMGetOperand(cast, 0));
    unsigned to = pointer_space(cast);
    struct nvc_diag *d;
    if (!castable_space(to) || !castable_space(from)) {
        /* NVVM tests the target first. */
        d = nvc_diag_add(ctx->diags, NVC_RULE_INST_ADDRSPACECAST_INVALID_SPACE,
                         nvc_anchor_inst(cast), "Invalid %s address space",
                         castable_space(to) ? "source" : "target");
        nvc_diag_note(ctx->diags, d, nvc_anchor_inst(cast),
                      "the cast goes from addrspace(%u) (%s) to addrspace(%u) (%s); NVVM accepts "
                      "0 (generic), 1 (global), 3 (shared), 4 (constant) and 5 (local)",
                      from, space_name(from), to, space_name(to));
        return;
    }
    if (from == NVC_AS_GENERIC || to == NVC_AS_GENERIC)
        return;
    d = nvc_diag_add(ctx->diags, NVC_RULE_INST_ADDRSPACECAST_NON_GENERIC, nvc_anchor_inst(cast),
                     "Cannot cast non-generic pointer to different non-generic pointer");
    nvc_diag_note(
        ctx->diags, d, nvc_anchor_inst(cast),
        "the cast goes from %s (addrspace(%u)) to %s (addrspace(%u)); an object lives in "
        "one space, so the result does not point to it",
        space_name(from), from, space_name(to), to);
}

/* ---- entry point ---------------------------------------------------------- */

void nvc_check_instruction(struct nvc_ctx *ctx, LLVMValueRef inst)
{
    LLVMOpcode op = LLVMGetInstructionOpcode(inst);
    const char *eh = exception_handling_opcode(op);
    if (eh) {
        nvc_diag_add(ctx->diags, NVC_RULE_INST_EXCEPTION_HANDLING, nvc_anchor_inst(inst),
                     "Illegal instruction: %s", eh);
        return;
    }
    switch (op) {
    case LLVMIndirectBr:
        nvc_diag_add(ctx->diags, NVC_RULE_INST_INDIRECTBR,
                     nvc_anchor_inst(indirectbr_anchor(inst)), "Illegal instruction: indirectbr");
        break;
    case LLVMFence:
        nvc_diag_add(ctx->diags, NVC_RULE_INST_FENCE, nvc_anchor_inst(inst),
                     "Illegal instruction: fence");
        break;
    case LLVMLoad:
        check_load_store(ctx, inst, LLVMGetOperand(inst, 0));
        break;
    case LLVMStore:
        check_load_store(ctx, inst, LLVMGetOperand(inst, 1));
        break;
    case LLVMAtomicRMW:
    case LLVMAtomicCmpXchg:
        check_function_access(ctx, inst, LLVMGetOperand(inst, 0));
        check_store_to_constant(ctx, inst, LLVMGetOperand(inst, 0));
        break;
    case LLVMAlloca:
        check_alloca(ctx, inst);
        break;
    case LLVMAddrSpaceCast:
        check_addrspacecast(ctx, inst);
        break;
    default:
        break;
    }
}
