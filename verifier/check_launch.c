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
 * Where a pointer may point is provenance.c's job; this file decides which
 * values are launch arguments and what to report.
 *
 * Launch protocols recognised (by base name, so both the C++ wrappers of
 * cuda_device_runtime_api.h and the runtime entry points match):
 *  - clang:  cudaGetParameterBuffer / __cudaCDP2GetParameterBuffer(size, align),
 *            stores into the buffer, cudaLaunchDevice / __cudaCDP2LaunchDevice
 *            (fn, buf, grid, block, shmem, stream);
 *  - nvcc:   __cudaCDP{1,2}GetParameterBufferV2(fn, grid, block, shmem), stores,
 *            __cudaCDP{1,2}LaunchDeviceV2(buf, stream); also cuda*V2. */
#include "verifier_internal.h"

#include "demangle.h"
#include "provenance.h"

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

/* ---- the checks -------------------------------------------------------- */

/* The function a launch names, when it is a constant (through casts and an
 * -O0 stack slot written once). */
static LLVMValueRef launched_function(struct nvc_ctx *ctx, LLVMValueRef operand)
{
    LLVMValueRef v = nvc_strip_casts(operand);
    if (v && LLVMIsALoadInst(v)) {
        LLVMValueRef slot = nvc_strip_casts(LLVMGetOperand(v, 0));
        LLVMValueRef store = slot && LLVMIsAAllocaInst(slot) ? nvc_only_store(ctx->prov, slot)
                                                             : NULL;
        v = store ? nvc_strip_casts(LLVMGetOperand(store, 0)) : NULL;
    }
    return v && LLVMIsAFunction(v) ? v : NULL;
}

static void check_target(struct nvc_ctx *ctx, LLVMValueRef call, LLVMValueRef operand)
{
    LLVMValueRef fn = launched_function(ctx, operand);
    if (!fn || nvc_is_kernel(&ctx->kernels, fn))
        return;
    if (LLVMIsDeclaration(fn) && ctx->opts->unmarked_declarations_may_be_kernels)
        return;
    /* cicc cnp-launch-check's text, verbatim (docs/reference/toolchain.md §3). */
    struct nvc_diag *d = nvc_diag_add(ctx->diags, NVC_RULE_LAUNCH_NON_KERNEL,
                                      nvc_anchor_inst(call),
                                      "a function that is not __global__ cannot be launched");
    nvc_diag_note(ctx->diags, d, nvc_anchor_function(fn),
                  "'%s' is declared here without __global__", nvc_function_display_name(ctx, fn));
}

static const char *decl_role(const struct nvc_origin *o)
{
    if (o->mem == NVC_MEM_SHARED)
        return "is the __shared__ variable the pointer refers to";
    if (LLVMIsAArgument(o->decl))
        return "is passed by value: the pointer refers to a local copy of it";
    return "is the local variable the pointer refers to";
}

/* `at` is the store (or copy) that puts the pointer into the buffer. */
static void report_pointer(struct nvc_ctx *ctx, LLVMValueRef at, struct nvc_origin o)
{
    bool local = o.mem == NVC_MEM_LOCAL;
    /* cnp-launch-check's wording, a warning there too (docs/reference/toolchain.md §3, §5). */
    struct nvc_diag *d = nvc_diag_add(
        ctx->diags, local ? NVC_RULE_LAUNCH_LOCAL_POINTER : NVC_RULE_LAUNCH_SHARED_POINTER,
        nvc_anchor_inst(at),
        "A pointer to %s memory was passed as a launch argument. Dereferencing this "
        "within the launch is undefined.",
        local ? "local" : "shared");
    if (o.via)
        nvc_diag_note(ctx->diags, d, nvc_anchor_inst(o.via),
                      "the pointer is passed in by this call");
    if (o.returned_by)
        nvc_diag_note(ctx->diags, d, nvc_anchor_inst(o.returned_by),
                      "the pointer is returned by this call to '%s'",
                      nvc_function_display_name(ctx, LLVMGetCalledValue(o.returned_by)));
    if (!o.decl)
        return;
    struct nvc_anchor decl = LLVMIsAArgument(o.decl) ? nvc_anchor_param(LLVMGetParamParent(o.decl),
                                                                        nvc_param_index(o.decl))
                                                     : nvc_anchor_variable(o.decl);
    nvc_diag_note(ctx->diags, d, decl, "%s", decl_role(&o));
}

/* The object a pointer is computed from, through GEPs and casts. */
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
                                ? nvc_base_object(LLVMGetOperand(store, 1))
                                : NULL;
        if (!slot || !LLVMIsAAllocaInst(slot))
            continue;
        for (LLVMUseRef s = LLVMGetFirstUse(slot); s; s = LLVMGetNextUse(s))
            if (LLVMIsALoadInst(LLVMGetUser(s)))
                collect_buffer_values(LLVMGetUser(s), set);
    }
}

static bool is_buffer(const struct value_set *set, LLVMValueRef ptr)
{
    LLVMValueRef base = nvc_base_object(ptr);
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
            struct nvc_origins found = {0};
            if (LLVMIsAStoreInst(i) && is_buffer(&set, LLVMGetOperand(i, 1)))
                nvc_pointer_origins(ctx->prov, LLVMGetOperand(i, 0), &found);
            else if (nvc_is_memcpy_into(i, NULL) && is_buffer(&set, LLVMGetOperand(i, 0)))
                nvc_aggregate_origins(ctx->prov, LLVMGetOperand(i, 1), &found);
            for (unsigned k = 0; k < found.n; k++)
                report_pointer(ctx, i, found.items[k]);
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
