/* liveness.c: which global values reach the verifier of NVIDIA's libNVVM.
 *
 * libNVVM (and cicc -libnvvm, docs/reference/toolchain.md R2) removes what nothing live refers
 * to before nvvm-verify runs, the way LLVM's GlobalDCE does. Measured with
 * CUDA 13.0, NVVM 20, compute_100, one construct per module:
 *  - `define linkonce_odr void @_ZN1A3getEv(ptr) align 2` with no use
 *    passes; the same function called from a kernel, or `weak_odr` or
 *    external with no use, gives "Explicit alignment is not allowed.";
 *  - unused internal/linkonce_odr functions with `fence`, `personality`,
 *    `section`, `gc` or an `i8` parameter pass, and so does an unused
 *    internal addrspace(3) variable with an initializer;
 *  - a linkonce_odr function called only from another unused linkonce_odr
 *    function passes (removal is transitive), while one called from an
 *    external function, or whose address an external variable holds, is
 *    checked;
 *  - an unused declaration passes whatever its attributes.
 * So a global value is live when it is a definition with a linkage that
 * must be kept (external, weak, common, appending: llvm.used lists too),
 * when it is a kernel, or when a live function's instructions, a live
 * variable's initializer or a live alias refers to it, directly or through
 * constants. Rules that mirror libNVVM's verdicts look at live values only. */
#include "verifier_internal.h"

#include <llvm-c/Core.h>
#include <stdint.h>
#include <stdlib.h>

/* ---- a set of LLVM values (open addressing, power-of-two capacity) ------ */

static size_t slot_of(LLVMValueRef v, size_t cap)
{
    uintptr_t h = (uintptr_t)v;
    h ^= h >> 17;
    h *= (uintptr_t)0x9E3779B97F4A7C15ull;
    return (size_t)(h >> 7) & (cap - 1);
}

static bool set_contains(const struct nvc_value_set *s, LLVMValueRef v)
{
    if (!s->cap)
        return false;
    for (size_t i = slot_of(v, s->cap);; i = (i + 1) & (s->cap - 1)) {
        if (s->slots[i] == v)
            return true;
        if (!s->slots[i])
            return false;
    }
}

static void set_put(struct nvc_value_set *s, LLVMValueRef v)
{
    size_t i = slot_of(v, s->cap);
    while (s->slots[i])
        i = (i + 1) & (s->cap - 1);
    s->slots[i] = v;
    s->len++;
}

static void set_grow(struct nvc_value_set *s)
{
    struct nvc_value_set bigger = {.cap = s->cap ? s->cap * 2 : 256};
    bigger.slots = calloc(bigger.cap, sizeof *bigger.slots);
    if (!bigger.slots)
        nvc_fatal("out of memory");
    for (size_t i = 0; i < s->cap; i++)
        if (s->slots[i])
            set_put(&bigger, s->slots[i]);
    free(s->slots);
    *s = bigger;
}

/* Adds v; false when it was there already. */
static bool set_add(struct nvc_value_set *s, LLVMValueRef v)
{
    if (set_contains(s, v))
        return false;
    if ((s->len + 1) * 2 > s->cap)
        set_grow(s);
    set_put(s, v);
    return true;
}

bool nvc_value_set_add(struct nvc_value_set *s, LLVMValueRef v)
{
    return set_add(s, v);
}

bool nvc_value_set_contains(const struct nvc_value_set *s, LLVMValueRef v)
{
    return set_contains(s, v);
}

void nvc_value_set_free(struct nvc_value_set *s)
{
    free(s->slots);
    *s = (struct nvc_value_set){0};
}

/* ---- the walk ------------------------------------------------------------ */

struct walk {
    struct nvc_value_set *seen;   /* live globals and the constants visited */
    bool *blockaddress;           /* set when a blockaddress constant is visited */
    LLVMValueRef *stack;
    size_t len, cap;
};

static void push(struct walk *w, LLVMValueRef v)
{
    w->stack = nvc_grow(w->stack, &w->cap, w->len, sizeof *w->stack);
    w->stack[w->len++] = v;
}

/* Global values and constants with operands are walked once; other values
 * (instructions' local operands, basic blocks, metadata) lead nowhere. */
static void reach(struct walk *w, LLVMValueRef v)
{
    if (!v || !LLVMIsAConstant(v))
        return;
    if (!LLVMIsAGlobalValue(v) && LLVMGetNumOperands(v) == 0)
        return;
    if (set_add(w->seen, v)) {
        /* a blockaddress has an operand (its block), so it is not among
         * the operandless constants returned above */
        if (LLVMIsABlockAddress(v))
            *w->blockaddress = true;
        push(w, v);
    }
}

static void reach_operands(struct walk *w, LLVMValueRef user)
{
    int n = LLVMGetNumOperands(user);
    for (int i = 0; i < n; i++)
        reach(w, LLVMGetOperand(user, (unsigned)i));
}

static void reach_from_function(struct walk *w, LLVMValueRef fn)
{
    if (LLVMHasPersonalityFn(fn))
        reach(w, LLVMGetPersonalityFn(fn));
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef inst = LLVMGetFirstInstruction(bb); inst;
             inst = LLVMGetNextInstruction(inst))
            reach_operands(w, inst);
}

static void reach_from(struct walk *w, LLVMValueRef v)
{
    if (LLVMIsAFunction(v))
        reach_from_function(w, v);
    else if (LLVMIsAGlobalVariable(v))
        reach(w, LLVMGetInitializer(v));
    else if (LLVMIsAGlobalAlias(v))
        reach(w, LLVMAliasGetAliasee(v));
    else if (!LLVMIsAGlobalValue(v))
        reach_operands(w, v);   /* a constant expression or aggregate */
}

static bool linkage_is_discardable(LLVMLinkage l)
{
    return l == LLVMInternalLinkage || l == LLVMPrivateLinkage || l == LLVMLinkOnceAnyLinkage ||
           l == LLVMLinkOnceODRLinkage || l == LLVMAvailableExternallyLinkage;
}

static bool is_root(const struct nvc_ctx *ctx, LLVMValueRef gv)
{
    if (LLVMIsAFunction(gv) && nvc_is_kernel(&ctx->kernels, gv))
        return true;
    return !LLVMIsDeclaration(gv) && !linkage_is_discardable(LLVMGetLinkage(gv));
}

void nvc_liveness_build(struct nvc_ctx *ctx)
{
    struct walk w = {.seen = &ctx->live, .blockaddress = &ctx->live_blockaddress};
    LLVMModuleRef m = ctx->module;
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
        if (is_root(ctx, f))
            reach(&w, f);
    for (LLVMValueRef g = LLVMGetFirstGlobal(m); g; g = LLVMGetNextGlobal(g))
        if (is_root(ctx, g))
            reach(&w, g);
    for (LLVMValueRef a = LLVMGetFirstGlobalAlias(m); a; a = LLVMGetNextGlobalAlias(a))
        if (is_root(ctx, a))
            reach(&w, a);
    while (w.len)
        reach_from(&w, w.stack[--w.len]);
    free(w.stack);
}

void nvc_liveness_free(struct nvc_ctx *ctx)
{
    free(ctx->live.slots);
    ctx->live = (struct nvc_value_set){0};
}

bool nvc_is_live(const struct nvc_ctx *ctx, LLVMValueRef gv)
{
    return set_contains(&ctx->live, gv);
}
