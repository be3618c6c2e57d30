/* check_launch.c: the device-side launch family (CUDA Dynamic Parallelism).
 *
 * Rules:
 *  - nvvm-launch-non-kernel: the launched function is not a kernel
 *    (cicc cnp-launch-check: "a function that is not __global__ cannot be
 *    launched").
 *  - nvvm-launch-local-pointer / nvvm-launch-shared-pointer: a pointer into
 *    the parent's local (or shared) memory is stored into a launch's parameter
 *    buffer; the child grid cannot dereference it (CUDA Programming Guide,
 *    CDP "Memory Model": local and shared memory are private to a thread /
 *    block). cicc only warns, and only on local memory.
 *
 * Launch protocols recognised (by base name, so both the C++ wrappers of
 * cuda_device_runtime_api.h and the runtime entry points match):
 *  - clang:  cudaGetParameterBuffer / __cudaCDP2GetParameterBuffer(size, align),
 *            stores into the buffer, cudaLaunchDevice / __cudaCDP2LaunchDevice
 *            (fn, buf, grid, block, shmem, stream);
 *  - nvcc:   __cudaCDP{1,2}GetParameterBufferV2(fn, grid, block, shmem), stores,
 *            __cudaCDP{1,2}LaunchDeviceV2(buf, stream); also cuda*V2. */
#include "verifier.h"

#include "demangle.h"

#include <llvm-c/Core.h>
#include <string.h>

enum launch_api { NOT_LAUNCH, GET_BUFFER, GET_BUFFER_V2, LAUNCH_DEVICE, LAUNCH_DEVICE_V2 };

static enum launch_api classify_name(const char *base)
{
    static const char *const prefixes[] = {"cuda", "__cudaCDP1", "__cudaCDP2"};
    for (size_t i = 0; i < sizeof prefixes / sizeof *prefixes; i++) {
        size_t n = strlen(prefixes[i]);
        if (strncmp(base, prefixes[i], n) != 0)
            continue;
        const char *rest = base + n;
        if (strcmp(rest, "GetParameterBuffer") == 0)
            return GET_BUFFER;
        if (strcmp(rest, "GetParameterBufferV2") == 0)
            return GET_BUFFER_V2;
        if (strcmp(rest, "LaunchDevice") == 0)
            return LAUNCH_DEVICE;
        if (strcmp(rest, "LaunchDeviceV2") == 0)
            return LAUNCH_DEVICE_V2;
    }
    return NOT_LAUNCH;
}

static bool contains(const char *s, size_t len, const char *word)
{
    size_t n = strlen(word);
    for (size_t i = 0; i + n <= len; i++)
        if (memcmp(s + i, word, n) == 0)
            return true;
    return false;
}

static enum launch_api classify(struct nvc_ctx *ctx, LLVMValueRef callee)
{
    size_t len;
    const char *name = LLVMGetValueName2(callee, &len);
    /* Mangled or not, the name spells one of these words: skip the demangler
     * for every other call. */
    if (!contains(name, len, "GetParameterBuffer") && !contains(name, len, "LaunchDevice"))
        return NOT_LAUNCH;
    return classify_name(nvc_demangle_base_name(&ctx->diags->arena, name, len));
}

/* ---- value provenance ------------------------------------------------- */

enum memory { MEM_UNKNOWN, MEM_LOCAL, MEM_SHARED };

struct origin {
    enum memory mem;
    LLVMValueRef decl;   /* the alloca or global, when known */
};

#define TRACE_DEPTH 32

static struct origin trace(LLVMValueRef v, unsigned depth);

static LLVMValueRef strip_casts(LLVMValueRef v)
{
    for (unsigned i = 0; v && i < TRACE_DEPTH; i++) {
        LLVMOpcode op = LLVMIsAInstruction(v) ? LLVMGetInstructionOpcode(v)
                        : LLVMIsAConstantExpr(v) ? LLVMGetConstOpcode(v) : 0;
        if (op != LLVMBitCast && op != LLVMAddrSpaceCast)
            return v;
        v = LLVMGetOperand(v, 0);
    }
    return v;
}

static bool stores_into(LLVMValueRef store, LLVMValueRef slot)
{
    return LLVMIsAStoreInst(store) && LLVMGetOperand(store, 1) == slot;
}

/* A value loaded from a stack slot (clang's -O0 code keeps every variable in
 * one) may be anything stored into that slot. */
static struct origin trace_load(LLVMValueRef load, unsigned depth)
{
    LLVMValueRef slot = strip_casts(LLVMGetOperand(load, 0));
    if (!slot || !LLVMIsAAllocaInst(slot))
        return (struct origin){MEM_UNKNOWN, NULL};
    for (LLVMUseRef u = LLVMGetFirstUse(slot); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if (!stores_into(user, slot))
            continue;
        struct origin o = trace(LLVMGetOperand(user, 0), depth + 1);
        if (o.mem != MEM_UNKNOWN)
            return o;
    }
    return (struct origin){MEM_UNKNOWN, NULL};
}

static struct origin trace_operands(LLVMValueRef v, unsigned first, unsigned last,
                                    unsigned depth)
{
    for (unsigned i = first; i <= last && i < (unsigned)LLVMGetNumOperands(v); i++) {
        struct origin o = trace(LLVMGetOperand(v, i), depth + 1);
        if (o.mem != MEM_UNKNOWN)
            return o;
    }
    return (struct origin){MEM_UNKNOWN, NULL};
}

static struct origin trace_by_address_space(LLVMValueRef v)
{
    LLVMTypeRef t = LLVMTypeOf(v);
    if (LLVMGetTypeKind(t) != LLVMPointerTypeKind)
        return (struct origin){MEM_UNKNOWN, NULL};
    unsigned as = LLVMGetPointerAddressSpace(t);
    LLVMValueRef decl = LLVMIsAGlobalVariable(v) || LLVMIsAAllocaInst(v) ? v : NULL;
    if (as == NVC_AS_LOCAL)
        return (struct origin){MEM_LOCAL, decl};
    if (as == NVC_AS_SHARED)
        return (struct origin){MEM_SHARED, decl};
    return (struct origin){MEM_UNKNOWN, NULL};
}

/* Follows a pointer back through GEPs, casts, phis, selects and stack slots
 * to the memory it points into. A phi cycle ends at the depth bound. */
static struct origin trace(LLVMValueRef v, unsigned depth)
{
    if (!v || depth > TRACE_DEPTH)
        return (struct origin){MEM_UNKNOWN, NULL};
    struct origin o = trace_by_address_space(v);
    if (o.mem != MEM_UNKNOWN)
        return o;
    if (LLVMIsAAllocaInst(v))   /* NVPTX allocas live in local memory */
        return (struct origin){MEM_LOCAL, v};
    if (LLVMIsAConstantExpr(v)) {
        LLVMOpcode op = LLVMGetConstOpcode(v);
        if (op == LLVMBitCast || op == LLVMAddrSpaceCast || op == LLVMGetElementPtr)
            return trace(LLVMGetOperand(v, 0), depth + 1);
        return o;
    }
    if (!LLVMIsAInstruction(v))
        return o;
    switch (LLVMGetInstructionOpcode(v)) {
    case LLVMBitCast:
    case LLVMAddrSpaceCast:
    case LLVMGetElementPtr:
        return trace(LLVMGetOperand(v, 0), depth + 1);
    case LLVMPHI:
        return trace_operands(v, 0, ~0u, depth);
    case LLVMSelect:
        return trace_operands(v, 1, 2, depth);
    case LLVMLoad:
        return trace_load(v, depth);
    default:
        return o;
    }
}

/* ---- the checks -------------------------------------------------------- */

/* The function a launch names, when it is a constant (through casts and an
 * -O0 stack slot). */
static LLVMValueRef launched_function(LLVMValueRef operand)
{
    LLVMValueRef v = strip_casts(operand);
    if (v && LLVMIsALoadInst(v)) {
        LLVMValueRef slot = strip_casts(LLVMGetOperand(v, 0));
        LLVMValueRef only = NULL;
        unsigned stores = 0;
        for (LLVMUseRef u = slot && LLVMIsAAllocaInst(slot) ? LLVMGetFirstUse(slot) : NULL; u;
             u = LLVMGetNextUse(u))
            if (stores_into(LLVMGetUser(u), slot) && ++stores == 1)
                only = LLVMGetOperand(LLVMGetUser(u), 0);
        v = stores == 1 ? strip_casts(only) : NULL;
    }
    return v && LLVMIsAFunction(v) ? v : NULL;
}

static void check_target(struct nvc_ctx *ctx, LLVMValueRef call, LLVMValueRef operand)
{
    LLVMValueRef fn = launched_function(operand);
    if (!fn || nvc_is_kernel(&ctx->kernels, fn))
        return;
    /* cicc cnp-launch-check's text, verbatim (oracle §3). */
    struct nvc_diag *d = nvc_report(ctx->diags, NVC_RULE_LAUNCH_NON_KERNEL, nvc_anchor_inst(call),
                                    "a function that is not __global__ cannot be launched");
    nvc_note(ctx->diags, d, nvc_anchor_function(fn), "'%s' is declared here without __global__",
             nvc_function_display_name(ctx, fn));
}

static void report_pointer(struct nvc_ctx *ctx, LLVMValueRef store, struct origin o)
{
    bool local = o.mem == MEM_LOCAL;
    /* NVIDIA's wording (cnp-launch-check, oracle §3/§5), a warning there too. */
    struct nvc_diag *d = nvc_report(ctx->diags,
        local ? NVC_RULE_LAUNCH_LOCAL_POINTER : NVC_RULE_LAUNCH_SHARED_POINTER,
        nvc_anchor_inst(store),
        "A pointer to %s memory was passed as a launch argument. Dereferencing this "
        "within the launch is undefined.", local ? "local" : "shared");
    if (o.decl)
        nvc_note(ctx->diags, d, nvc_anchor_variable(o.decl), "is the %s the pointer refers to",
                 local ? "local variable" : "__shared__ variable");
}

/* Visits every store into the parameter buffer `buf` (through GEPs/casts). */
static void check_buffer_stores(struct nvc_ctx *ctx, LLVMValueRef buf, unsigned depth)
{
    for (LLVMUseRef u = LLVMGetFirstUse(buf); u && depth < TRACE_DEPTH; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if (LLVMIsAGetElementPtrInst(user) || LLVMIsABitCastInst(user) ||
            LLVMIsAAddrSpaceCastInst(user)) {
            if (LLVMGetOperand(user, 0) == buf)
                check_buffer_stores(ctx, user, depth + 1);
            continue;
        }
        if (!stores_into(user, buf))
            continue;
        struct origin o = trace(LLVMGetOperand(user, 0), 0);
        if (o.mem != MEM_UNKNOWN)
            report_pointer(ctx, user, o);
    }
}

void nvc_check_launch_call(struct nvc_ctx *ctx, LLVMValueRef call)
{
    LLVMValueRef callee = nvc_called_function(call);
    if (!callee)
        return;
    switch (classify(ctx, callee)) {
    case GET_BUFFER:
        check_buffer_stores(ctx, call, 0);
        break;
    case GET_BUFFER_V2:
        check_target(ctx, call, LLVMGetOperand(call, 0));
        check_buffer_stores(ctx, call, 0);
        break;
    case LAUNCH_DEVICE:
        check_target(ctx, call, LLVMGetOperand(call, 0));
        break;
    case LAUNCH_DEVICE_V2:
    case NOT_LAUNCH:
        break;
    }
}
