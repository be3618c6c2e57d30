/* check_launch.c: the device-side launch family (CUDA Dynamic Parallelism).
 *
 * Rules:
 *  - nvvm-launch-non-kernel: the launched function is not a kernel
 *    (cicc cnp-launch-check: "a function that is not __global__ cannot be
 *    launched").
 *  - nvvm-launch-local-pointer / nvvm-launch-shared-pointer: a pointer into
 *    the parent's local (or shared) memory is stored into a launch's parameter
 *    buffer, alone or inside a struct argument; the child grid cannot
 *    dereference it (CUDA Programming Guide, CDP "Memory Model": local and
 *    shared memory are private to a thread / block). cicc only warns, and
 *    only on local memory.
 *
 * Provenance (trace): GEPs, casts, phis, selects, constant expressions, -O0
 * stack slots (the reaching store), by-value arguments (a local copy), and
 * the arguments of device functions (through every call site).
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
    /* the per-thread default stream variants (cuda_device_runtime_api.h,
     * --default-stream per-thread) add _ptsz */
    size_t n = strlen(base);
    char plain[64];
    if (n > 5 && n < sizeof plain && strcmp(base + n - 5, "_ptsz") == 0) {
        memcpy(plain, base, n - 5);
        plain[n - 5] = '\0';
        base = plain;
    }
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
    LLVMValueRef decl;   /* the alloca, global or byval argument, when known */
    LLVMValueRef via;    /* the outermost call the pointer came in through */
};

static const struct origin unknown_origin = {MEM_UNKNOWN, NULL, NULL};

#define TRACE_DEPTH 32

static struct origin trace(struct nvc_ctx *ctx, LLVMValueRef v, unsigned depth);

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

static bool uses_operand(LLVMValueRef inst, LLVMValueRef v)
{
    for (int i = 0; i < LLVMGetNumOperands(inst); i++)
        if (LLVMGetOperand(inst, i) == v)
            return true;
    return false;
}

/* Blocks already walked by one slot query, so loops and diamonds are walked
 * once; a query that would need more blocks gives up (unknown). */
struct block_set {
    LLVMBasicBlockRef items[64];
    unsigned n;
};

static bool first_visit(struct block_set *seen, LLVMBasicBlockRef bb)
{
    for (unsigned i = 0; i < seen->n; i++)
        if (seen->items[i] == bb)
            return false;
    if (seen->n == sizeof seen->items / sizeof *seen->items)
        return false;
    seen->items[seen->n++] = bb;
    return true;
}

/* What a stack slot may hold just before `inst` (or at the end of `bb` when
 * inst is NULL): on each path back, the nearest store. A path through a call
 * that is given the slot, or out of the function, tells nothing. As for a
 * phi, the first path with a known origin is the answer: a pointer that may
 * point into local memory is reported. */
static struct origin slot_value_before(struct nvc_ctx *ctx, LLVMValueRef inst,
                                       LLVMBasicBlockRef bb, LLVMValueRef slot,
                                       struct block_set *seen, unsigned depth)
{
    for (inst = inst ? LLVMGetPreviousInstruction(inst) : LLVMGetLastInstruction(bb); inst;
         inst = LLVMGetPreviousInstruction(inst)) {
        if (stores_into(inst, slot))
            return trace(ctx, LLVMGetOperand(inst, 0), depth + 1);
        if (LLVMIsACallInst(inst) && uses_operand(inst, slot))
            return unknown_origin;
    }
    /* predecessors: the blocks whose terminators name this one */
    for (LLVMUseRef u = LLVMGetFirstUse(LLVMBasicBlockAsValue(bb)); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef term = LLVMGetUser(u);
        if (!LLVMIsAInstruction(term))
            continue;
        LLVMBasicBlockRef pred = LLVMGetInstructionParent(term);
        if (!first_visit(seen, pred))
            continue;
        struct origin o = slot_value_before(ctx, NULL, pred, slot, seen, depth + 1);
        if (o.mem != MEM_UNKNOWN)
            return o;
    }
    return unknown_origin;
}

/* The slot's only store, or NULL when it has several. */
static LLVMValueRef only_store(LLVMValueRef slot)
{
    LLVMValueRef found = NULL;
    for (LLVMUseRef u = LLVMGetFirstUse(slot); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if (!stores_into(user, slot))
            continue;
        if (found)
            return NULL;
        found = user;
    }
    return found;
}

/* A value loaded from a stack slot (clang's -O0 code keeps every variable in
 * one) is what the stores reaching the load put there. */
static struct origin trace_load(struct nvc_ctx *ctx, LLVMValueRef load, unsigned depth)
{
    LLVMValueRef slot = strip_casts(LLVMGetOperand(load, 0));
    if (!slot || !LLVMIsAAllocaInst(slot))
        return unknown_origin;
    struct block_set seen = {{0}, 0};
    return slot_value_before(ctx, load, LLVMGetInstructionParent(load), slot, &seen, depth);
}

static unsigned param_index(LLVMValueRef fn, LLVMValueRef arg)
{
    unsigned n = LLVMCountParams(fn);
    for (unsigned i = 0; i < n; i++)
        if (LLVMGetParam(fn, i) == arg)
            return i;
    return n;
}

/* A by-value argument is the callee's local copy (NVPTX copies byval kernel
 * parameters to local memory once their address is taken, unless they are
 * __grid_constant__). Any other argument of a device function is whatever
 * its callers pass; a kernel's come from the host. */
static struct origin trace_argument(struct nvc_ctx *ctx, LLVMValueRef arg, unsigned depth)
{
    LLVMValueRef fn = LLVMGetParamParent(arg);
    unsigned index = param_index(fn, arg);
    if (nvc_enum_attr(fn, index, "byval"))
        return nvc_string_attr(fn, index, "nvvm.grid_constant")
                   ? unknown_origin : (struct origin){MEM_LOCAL, arg, NULL};
    if (nvc_is_kernel(&ctx->kernels, fn))
        return unknown_origin;
    for (LLVMUseRef u = LLVMGetFirstUse(fn); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef call = LLVMGetUser(u);
        if (!LLVMIsACallInst(call) || LLVMGetCalledValue(call) != fn)
            continue;
        struct origin o = trace(ctx, LLVMGetOperand(call, index), depth + 1);
        if (o.mem != MEM_UNKNOWN) {
            o.via = call;
            return o;
        }
    }
    return unknown_origin;
}

static struct origin trace_operands(struct nvc_ctx *ctx, LLVMValueRef v, unsigned first,
                                    unsigned last, unsigned depth)
{
    for (unsigned i = first; i <= last && i < (unsigned)LLVMGetNumOperands(v); i++) {
        struct origin o = trace(ctx, LLVMGetOperand(v, i), depth + 1);
        if (o.mem != MEM_UNKNOWN)
            return o;
    }
    return unknown_origin;
}

static struct origin trace_by_address_space(LLVMValueRef v)
{
    LLVMTypeRef t = LLVMTypeOf(v);
    if (LLVMGetTypeKind(t) != LLVMPointerTypeKind)
        return unknown_origin;
    unsigned as = LLVMGetPointerAddressSpace(t);
    LLVMValueRef decl = LLVMIsAGlobalVariable(v) || LLVMIsAAllocaInst(v) ? v : NULL;
    if (as == NVC_AS_LOCAL)
        return (struct origin){MEM_LOCAL, decl, NULL};
    if (as == NVC_AS_SHARED)
        return (struct origin){MEM_SHARED, decl, NULL};
    return unknown_origin;
}

/* Follows a pointer back through GEPs, casts, phis, selects, stack slots and
 * arguments to the object it points into. A phi cycle ends at the depth
 * bound. */
static struct origin trace_structure(struct nvc_ctx *ctx, LLVMValueRef v, unsigned depth)
{
    if (LLVMIsAAllocaInst(v))   /* NVPTX allocas live in local memory */
        return (struct origin){MEM_LOCAL, v, NULL};
    if (LLVMIsAArgument(v))
        return trace_argument(ctx, v, depth);
    if (LLVMIsAConstantExpr(v)) {
        LLVMOpcode op = LLVMGetConstOpcode(v);
        if (op == LLVMBitCast || op == LLVMAddrSpaceCast || op == LLVMGetElementPtr)
            return trace(ctx, LLVMGetOperand(v, 0), depth + 1);
        return unknown_origin;
    }
    if (!LLVMIsAInstruction(v))
        return unknown_origin;
    switch (LLVMGetInstructionOpcode(v)) {
    case LLVMBitCast:
    case LLVMAddrSpaceCast:
    case LLVMGetElementPtr:
        return trace(ctx, LLVMGetOperand(v, 0), depth + 1);
    case LLVMPHI:
        return trace_operands(ctx, v, 0, ~0u, depth);
    case LLVMSelect:
        return trace_operands(ctx, v, 1, 2, depth);
    case LLVMLoad:
        return trace_load(ctx, v, depth);
    default:
        return unknown_origin;
    }
}

/* The object first (its note names the variable), else the address space of
 * the pointer itself (an addrspace(5) or (3) value from elsewhere). */
static struct origin trace(struct nvc_ctx *ctx, LLVMValueRef v, unsigned depth)
{
    if (!v || depth > TRACE_DEPTH)
        return unknown_origin;
    struct origin o = trace_structure(ctx, v, depth);
    return o.mem != MEM_UNKNOWN ? o : trace_by_address_space(v);
}

/* ---- the checks -------------------------------------------------------- */

/* The function a launch names, when it is a constant (through casts and an
 * -O0 stack slot written once). */
static LLVMValueRef launched_function(LLVMValueRef operand)
{
    LLVMValueRef v = strip_casts(operand);
    if (v && LLVMIsALoadInst(v)) {
        LLVMValueRef slot = strip_casts(LLVMGetOperand(v, 0));
        LLVMValueRef store = slot && LLVMIsAAllocaInst(slot) ? only_store(slot) : NULL;
        v = store ? strip_casts(LLVMGetOperand(store, 0)) : NULL;
    }
    return v && LLVMIsAFunction(v) ? v : NULL;
}

static void check_target(struct nvc_ctx *ctx, LLVMValueRef call, LLVMValueRef operand)
{
    LLVMValueRef fn = launched_function(operand);
    if (!fn || nvc_is_kernel(&ctx->kernels, fn))
        return;
    if (LLVMIsDeclaration(fn) && ctx->opts->unmarked_declarations_may_be_kernels)
        return;
    /* cicc cnp-launch-check's text, verbatim (oracle §3). */
    struct nvc_diag *d = nvc_report(ctx->diags, NVC_RULE_LAUNCH_NON_KERNEL, nvc_anchor_inst(call),
                                    "a function that is not __global__ cannot be launched");
    nvc_note(ctx->diags, d, nvc_anchor_function(fn), "'%s' is declared here without __global__",
             nvc_function_display_name(ctx, fn));
}

static const char *decl_role(const struct origin *o)
{
    if (o->mem == MEM_SHARED)
        return "is the __shared__ variable the pointer refers to";
    if (LLVMIsAArgument(o->decl))
        return "is passed by value: the pointer refers to a local copy of it";
    return "is the local variable the pointer refers to";
}

/* `at` is the store (or copy) that puts the pointer into the buffer. */
static void report_pointer(struct nvc_ctx *ctx, LLVMValueRef at, struct origin o)
{
    bool local = o.mem == MEM_LOCAL;
    /* NVIDIA's wording (cnp-launch-check, oracle §3/§5), a warning there too. */
    struct nvc_diag *d = nvc_report(ctx->diags,
        local ? NVC_RULE_LAUNCH_LOCAL_POINTER : NVC_RULE_LAUNCH_SHARED_POINTER,
        nvc_anchor_inst(at),
        "A pointer to %s memory was passed as a launch argument. Dereferencing this "
        "within the launch is undefined.", local ? "local" : "shared");
    if (o.via)
        nvc_note(ctx->diags, d, nvc_anchor_inst(o.via), "the pointer is passed in by this call");
    if (o.decl)
        nvc_note(ctx->diags, d, LLVMIsAArgument(o.decl)
                     ? nvc_anchor_param(LLVMGetParamParent(o.decl),
                                        param_index(LLVMGetParamParent(o.decl), o.decl))
                     : nvc_anchor_variable(o.decl),
                 "%s", decl_role(&o));
}

/* The object a pointer is computed from, through GEPs and casts. */
static LLVMValueRef base_object(LLVMValueRef v)
{
    for (unsigned i = 0; v && i < TRACE_DEPTH; i++) {
        if (!LLVMIsAGetElementPtrInst(v) && !LLVMIsACastInst(v) &&
            !(LLVMIsAConstantExpr(v) && LLVMGetNumOperands(v) > 0))
            return v;
        v = LLVMGetOperand(v, 0);
    }
    return v;
}

static bool derives_from(LLVMValueRef v, LLVMValueRef base)
{
    return base_object(v) == base;
}

static bool is_memcpy_into(LLVMValueRef call, LLVMValueRef dest_base)
{
    LLVMValueRef callee = LLVMIsACallInst(call) ? nvc_called_function(call) : NULL;
    size_t len = 0;
    const char *name = callee ? LLVMGetValueName2(callee, &len) : "";
    return (strncmp(name, "llvm.memcpy.", 12) == 0 || strncmp(name, "llvm.memmove.", 13) == 0) &&
           (!dest_base || derives_from(LLVMGetOperand(call, 0), dest_base));
}

/* An aggregate argument is copied into the buffer whole (clang: memcpy from
 * an -O0 temporary, itself copied from the variable). Its pointer fields are
 * the stores into that stack object, found through GEPs and earlier copies. */
static struct origin trace_aggregate(struct nvc_ctx *ctx, LLVMValueRef src, unsigned depth)
{
    LLVMValueRef obj = src;
    while (obj && (LLVMIsAGetElementPtrInst(obj) || LLVMIsACastInst(obj)))
        obj = LLVMGetOperand(obj, 0);
    if (!obj || !LLVMIsAAllocaInst(obj) || depth > 4)
        return unknown_origin;
    LLVMValueRef fn = LLVMGetBasicBlockParent(LLVMGetInstructionParent(obj));
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
            struct origin o = unknown_origin;
            if (LLVMIsAStoreInst(i) && derives_from(LLVMGetOperand(i, 1), obj))
                o = trace(ctx, LLVMGetOperand(i, 0), 0);
            else if (is_memcpy_into(i, obj))
                o = trace_aggregate(ctx, LLVMGetOperand(i, 1), depth + 1);
            if (o.mem != MEM_UNKNOWN)
                return o;
        }
    return unknown_origin;
}

/* The values that are the parameter buffer: the call's result, and what is
 * loaded back from a stack slot it was stored in (`void *buf = ...` at -O0). */
struct value_set {
    LLVMValueRef items[32];
    unsigned n;
};

static void collect_buffer_values(LLVMValueRef buf, struct value_set *set)
{
    if (set->n == sizeof set->items / sizeof *set->items)
        return;
    set->items[set->n++] = buf;
    for (LLVMUseRef u = LLVMGetFirstUse(buf); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef store = LLVMGetUser(u);
        LLVMValueRef slot = LLVMIsAStoreInst(store) && LLVMGetOperand(store, 0) == buf
                                ? base_object(LLVMGetOperand(store, 1)) : NULL;
        if (!slot || !LLVMIsAAllocaInst(slot))
            continue;
        for (LLVMUseRef s = LLVMGetFirstUse(slot); s; s = LLVMGetNextUse(s))
            if (LLVMIsALoadInst(LLVMGetUser(s)))
                collect_buffer_values(LLVMGetUser(s), set);
    }
}

static bool is_buffer(const struct value_set *set, LLVMValueRef ptr)
{
    LLVMValueRef base = base_object(ptr);
    for (unsigned i = 0; i < set->n; i++)
        if (set->items[i] == base)
            return true;
    return false;
}

/* Visits the stores and copies into the parameter buffer in instruction
 * order, so findings come out in the order of the launch's arguments. */
static void check_buffer_stores(struct nvc_ctx *ctx, LLVMValueRef buf)
{
    struct value_set set = {{0}, 0};
    collect_buffer_values(buf, &set);
    LLVMValueRef fn = LLVMGetBasicBlockParent(LLVMGetInstructionParent(buf));
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
            struct origin o = unknown_origin;
            if (LLVMIsAStoreInst(i) && is_buffer(&set, LLVMGetOperand(i, 1)))
                o = trace(ctx, LLVMGetOperand(i, 0), 0);
            else if (is_memcpy_into(i, NULL) && is_buffer(&set, LLVMGetOperand(i, 0)))
                o = trace_aggregate(ctx, LLVMGetOperand(i, 1), 0);
            if (o.mem != MEM_UNKNOWN)
                report_pointer(ctx, i, o);
        }
}

void nvc_check_launch_call(struct nvc_ctx *ctx, LLVMValueRef call)
{
    LLVMValueRef callee = nvc_called_function(call);
    if (!callee)
        return;
    switch (classify(ctx, callee)) {
    case GET_BUFFER:
        check_buffer_stores(ctx, call);
        break;
    case GET_BUFFER_V2:
        check_target(ctx, call, LLVMGetOperand(call, 0));
        check_buffer_stores(ctx, call);
        break;
    case LAUNCH_DEVICE:
        check_target(ctx, call, LLVMGetOperand(call, 0));
        break;
    case LAUNCH_DEVICE_V2:
    case NOT_LAUNCH:
        break;
    }
}
