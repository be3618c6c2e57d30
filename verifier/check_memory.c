/* check_memory.c: the memory-space family (static shared and constant data).
 *
 * Rules:
 *  - nvvm-memory-shared-overflow: the static __shared__ variables a kernel
 *    can reach (directly, through calls, and through any address-taken
 *    function when it makes an indirect call), laid out as ptxas lays out
 *    .shared, exceed what ptxas allows per entry function (48 KiB on most
 *    targets, see shared_limit_for);
 *  - nvvm-memory-constant-overflow: the module's __constant__ variables,
 *    laid out as ptxas lays out .const, exceed the 64 KiB ptxas allows per
 *    file.
 *
 * Facts measured with CUDA 13.0 ptxas -v on generated PTX at sm_80, the
 * limits at all 23 targets ptxas accepts (docs/rules/
 * nvvm-memory-shared-overflow.md and nvvm-memory-constant-overflow.md give
 * the recipes; scripts/agreement_resources.py re-checks the limits and the
 * counts on every run of the agreement suite):
 *  - each variable is placed at its .align after the previous one; the
 *    count is where the last one ends (a 1-byte, an 8-byte-aligned and a
 *    1-byte variable give 17 bytes); .const in declaration order, .shared
 *    in the order order_as_ptxas describes;
 *  - .shared counts only the variables the entry's call graph uses; an
 *    indirect call counts every address-taken function's; .const counts
 *    every variable of the file, used or not;
 *  - an `.extern .shared` declaration anywhere in the file (dynamic shared
 *    memory, used or not) rounds the static count up to max(16, its
 *    alignment) ("1 byte" becomes 16 bytes, 49153 becomes 49168);
 *  - limits: 0x10000 bytes of .const per file on every target; .shared per
 *    entry see shared_limit_for.
 * The counts are those of a whole-program ptxas run (nvcc without -rdc):
 * ptxas -c (nvcc -rdc=true -c) does not check .shared (nvlink does, with the
 * same count) and adds up .const sizes without padding. */
#include "verifier_internal.h"

#include <llvm-c/Core.h>
#include <stdlib.h>

enum { ADDRSPACE_SHARED = 3, ADDRSPACE_CONSTANT = 4 };

/* ptxas: "File uses too much global constant data (0x10004 bytes, 0x10000
 * max)", the same on every target from sm_75 to sm_121f (measured). */
static const uint64_t CONSTANT_LIMIT = 0x10000;
static const uint64_t SHARED_LIMIT_DEFAULT = 0xc000;

/* ptxas' "uses too much shared data (..., <max>)", measured at every target
 * ptxas 13.0 knows: 0xc000 (48 KiB) everywhere, except on the
 * arch-specific 'a' targets, where static shared memory may take the whole
 * per-block maximum: 0x38c00 (227 KiB) on sm_90a, sm_100a, sm_103a and
 * sm_110a, 0x18c00 (99 KiB) on sm_120a and sm_121a. The 'f' variants have
 * 48 KiB. Below sm_75 (which ptxas 13 cannot target) the CUDA Programming
 * Guide's 48 KiB of static shared memory is assumed. */
static uint64_t shared_limit_for(struct nvc_arch arch)
{
    if (arch.variant != 'a')
        return SHARED_LIMIT_DEFAULT;
    if (arch.sm == 120 || arch.sm == 121)
        return 0x18c00;
    if (arch.sm >= 90)
        return 0x38c00;
    return SHARED_LIMIT_DEFAULT;
}

/* ---- layout ------------------------------------------------------------- */

struct placed_var {
    LLVMValueRef gv;
    LLVMValueRef user;     /* the first function found using it (shared only) */
    LLVMValueRef home;     /* the function whose scope declares it in PTX, or NULL */
    uint64_t size, align;
    size_t index;          /* position in the layout, to keep ties in order */
};

struct var_list {
    struct placed_var *items;
    size_t len, cap;
};

static void var_list_add(struct var_list *l, LLVMValueRef gv, LLVMValueRef user)
{
    l->items = nvc_grow(l->items, &l->cap, l->len, sizeof *l->items);
    l->items[l->len++] = (struct placed_var){.gv = gv, .user = user};
}

static uint64_t round_up(uint64_t v, uint64_t align)
{
    return align > 1 ? (v + align - 1) / align * align : v;
}

/* The PTX .align of a variable: its own alignment, else its type's
 * preferred one (what LLVM's NVPTX printer writes). */
static uint64_t variable_align(LLVMTargetDataRef dl, LLVMValueRef gv)
{
    unsigned a = LLVMGetAlignment(gv);
    return a ? a : LLVMPreferredAlignmentOfGlobal(dl, gv);
}

/* Places the variables in list order (the caller gives them in the order
 * ptxas places them); returns the end of the last one and the bytes of
 * padding between them. */
static uint64_t lay_out(LLVMTargetDataRef dl, struct var_list *l, uint64_t *padding)
{
    uint64_t end = 0, sizes = 0;
    for (size_t i = 0; i < l->len; i++) {
        struct placed_var *v = &l->items[i];
        LLVMTypeRef t = LLVMGlobalGetValueType(v->gv);
        v->size = LLVMTypeIsSized(t) ? LLVMABISizeOfType(dl, t) : 0;
        v->align = variable_align(dl, v->gv);
        v->index = i;
        end = round_up(end, v->align) + v->size;
        sizes += v->size;
    }
    *padding = end - sizes;
    return end;
}

static int larger_first(const void *a, const void *b)
{
    const struct placed_var *x = a, *y = b;
    if (x->size != y->size)
        return x->size < y->size ? 1 : -1;
    return x->index < y->index ? -1 : x->index > y->index;
}

static bool is_variable_in(LLVMValueRef gv, unsigned addrspace)
{
    return LLVMIsAGlobalVariable(gv) && LLVMGetPointerAddressSpace(LLVMTypeOf(gv)) == addrspace;
}

/* A static shared or constant variable: defined here. `extern __shared__`
 * arrays (dynamic shared memory) are declarations. */
static bool is_static_variable_in(LLVMValueRef gv, unsigned addrspace)
{
    return is_variable_in(gv, addrspace) && !LLVMIsDeclaration(gv);
}

static const char *bytes_word(uint64_t n)
{
    return n == 1 ? "byte" : "bytes";
}

/* ---- which functions an entry can reach --------------------------------- */

struct reach {
    struct nvc_ctx *ctx;
    struct nvc_value_set seen;       /* functions queued, constants visited */
    LLVMValueRef *queue;             /* functions in the order they were found */
    size_t len, cap, next;
    struct nvc_value_set shared_seen;
    struct var_list shared;          /* static shared variables, as found */
    LLVMValueRef indirect_call;      /* the first indirect call found */
    struct nvc_value_set inlined_here;   /* inlined bodies walked for one function */
};

static void reach_function(struct reach *r, LLVMValueRef fn)
{
    /* Entry functions cannot be called; a launch passes a kernel's address
     * to start another grid, which has its own shared memory. */
    if (LLVMIsDeclaration(fn) || nvc_is_kernel(&r->ctx->kernels, fn))
        return;
    if (!nvc_value_set_add(&r->seen, fn))
        return;
    r->queue = nvc_grow(r->queue, &r->cap, r->len, sizeof *r->queue);
    r->queue[r->len++] = fn;
}

/* An operand of an instruction of `user`: a shared variable it names, also
 * inside constant expressions (GEPs, casts). */
static void reach_operand(struct reach *r, LLVMValueRef v, LLVMValueRef user)
{
    if (!v || !LLVMIsAConstant(v))
        return;
    if (LLVMIsAGlobalValue(v)) {
        if (is_static_variable_in(v, ADDRSPACE_SHARED) && nvc_value_set_add(&r->shared_seen, v))
            var_list_add(&r->shared, v, user);
        return;
    }
    int n = LLVMGetNumOperands(v);
    if (n <= 0 || !nvc_value_set_add(&r->seen, v))
        return;
    for (int i = 0; i < n; i++)
        reach_operand(r, LLVMGetOperand(v, (unsigned)i), user);
}

static LLVMValueRef strip_pointer_casts(LLVMValueRef v)
{
    while (v && LLVMIsAConstantExpr(v) &&
           (LLVMGetConstOpcode(v) == LLVMAddrSpaceCast || LLVMGetConstOpcode(v) == LLVMBitCast))
        v = LLVMGetOperand(v, 0);
    return v;
}

static void reach_call(struct reach *r, LLVMValueRef call)
{
    LLVMValueRef callee = strip_pointer_casts(LLVMGetCalledValue(call));
    if (callee && LLVMIsAFunction(callee))
        reach_function(r, callee);
    else if (callee && !LLVMIsAInlineAsm(callee) && !r->indirect_call)
        r->indirect_call = call;
}

/* `body` is fn's own or inlined into fn (inlining.c): its variables are
 * fn's, as in the PTX of the inlined code. An inlined body is walked once
 * per function it lands in (a variable counts once however often used). */
static void reach_from_body(struct reach *r, LLVMValueRef body, LLVMValueRef fn)
{
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(body); bb; bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef inst = LLVMGetFirstInstruction(bb); inst;
             inst = LLVMGetNextInstruction(inst)) {
            LLVMValueRef inlined = nvc_inline_target(r->ctx, inst);
            if (inlined) {
                if (nvc_value_set_add(&r->inlined_here, inlined))
                    reach_from_body(r, inlined, fn);
            } else if (LLVMIsACallInst(inst) || LLVMIsAInvokeInst(inst)) {
                reach_call(r, inst);
            }
            int n = LLVMGetNumOperands(inst);
            for (int i = 0; i < n; i++)
                reach_operand(r, LLVMGetOperand(inst, (unsigned)i), fn);
        }
}

static void reach_from_function(struct reach *r, LLVMValueRef fn)
{
    nvc_value_set_free(&r->inlined_here);
    reach_from_body(r, fn, fn);
}

/* A function whose address is used other than to call it. */
static bool is_address_taken(LLVMValueRef fn)
{
    for (LLVMUseRef u = LLVMGetFirstUse(fn); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if (!(LLVMIsACallInst(user) || LLVMIsAInvokeInst(user)) ||
            strip_pointer_casts(LLVMGetCalledValue(user)) != fn)
            return true;
    }
    return false;
}

/* An indirect call may reach any function whose address is taken: ptxas
 * then counts their shared variables too (measured: a kernel calling
 * through a table of two functions is charged for both). */
static void reach_address_taken(struct reach *r)
{
    for (LLVMValueRef f = LLVMGetFirstFunction(r->ctx->module); f; f = LLVMGetNextFunction(f))
        if (nvc_is_live(r->ctx, f) && is_address_taken(f))
            reach_function(r, f);
}

static void reach_from_kernel(struct reach *r, LLVMValueRef kernel)
{
    nvc_value_set_add(&r->seen, kernel);
    r->queue = nvc_grow(r->queue, &r->cap, r->len, sizeof *r->queue);
    r->queue[r->len++] = kernel;
    bool widened = false;
    for (;;) {
        while (r->next < r->len)
            reach_from_function(r, r->queue[r->next++]);
        if (!r->indirect_call || widened)
            break;
        widened = true;
        reach_address_taken(r);
    }
}

static void reach_free(struct reach *r)
{
    nvc_value_set_free(&r->seen);
    nvc_value_set_free(&r->shared_seen);
    nvc_value_set_free(&r->inlined_here);
    free(r->queue);
    free(r->shared.items);
}

/* ---- nvvm-memory-shared-overflow ---------------------------------------- */

static bool module_has_static_shared(const struct nvc_ctx *ctx)
{
    for (LLVMValueRef g = LLVMGetFirstGlobal(ctx->module); g; g = LLVMGetNextGlobal(g))
        if (is_static_variable_in(g, ADDRSPACE_SHARED) && nvc_is_live(ctx, g))
            return true;
    return false;
}

/* The one function whose instructions use gv (through constant expressions
 * too), or NULL when several functions, or anything else, use it. An
 * inlined function's instructions are those of the functions it lands in
 * (inlining.c). */
static bool single_user_function(const struct nvc_ctx *ctx, LLVMValueRef v, LLVMValueRef *fn)
{
    for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if (LLVMIsAInstruction(user)) {
            LLVMValueRef f = LLVMGetBasicBlockParent(LLVMGetInstructionParent(user));
            if (!nvc_inline_owner(ctx, f, fn))
                return false;
        } else if (!LLVMIsAConstantExpr(user) || !single_user_function(ctx, user, fn)) {
            return false;
        }
    }
    return true;
}

/* LLVM's NVPTX printer declares an internal shared variable that one
 * function alone uses inside that function ("// demoted variable"); the
 * others stay at module scope. Returns that function, or NULL. */
static LLVMValueRef demoted_to(const struct nvc_ctx *ctx, LLVMValueRef gv)
{
    LLVMLinkage l = LLVMGetLinkage(gv);
    if (l != LLVMInternalLinkage && l != LLVMPrivateLinkage)
        return NULL;
    LLVMValueRef fn = NULL;
    return single_user_function(ctx, gv, &fn) ? fn : NULL;
}

static void append_homed_in(struct var_list *out, const struct var_list *in, LLVMValueRef home)
{
    for (size_t i = 0; i < in->len; i++)
        if (in->items[i].home == home)
            var_list_add(out, in->items[i].gv, in->items[i].user);
}

/* The variables found, in the order ptxas lays them out for the entry
 * (measured on PTX with function-scope and module-scope .shared
 * declarations, ptxas 13.0): first those declared in callees that are
 * .visible or .weak, then the entry's own, then the module-scope ones, then
 * those of the other (file-local) callees; callees in the order the file
 * defines them, variables within each group in declaration (module) order.
 * E.g. an 8-byte variable in a .visible callee and a 1-byte one in the
 * entry take 9 bytes; with a file-local callee, 16. */
/* PTX .visible or .weak: any linkage but internal and private. */
static bool is_visible(LLVMValueRef fn)
{
    LLVMLinkage l = LLVMGetLinkage(fn);
    return l != LLVMInternalLinkage && l != LLVMPrivateLinkage;
}

static void append_callees(const struct nvc_ctx *ctx, struct reach *r, LLVMValueRef kernel,
                           bool visible, const struct var_list *in, struct var_list *out)
{
    for (LLVMValueRef f = LLVMGetFirstFunction(ctx->module); f; f = LLVMGetNextFunction(f))
        if (f != kernel && is_visible(f) == visible && nvc_value_set_contains(&r->seen, f))
            append_homed_in(out, in, f);
}

static void order_as_ptxas(const struct nvc_ctx *ctx, struct reach *r, LLVMValueRef kernel,
                           struct var_list *out)
{
    struct var_list in_module_order = {0};
    for (LLVMValueRef g = LLVMGetFirstGlobal(ctx->module); g; g = LLVMGetNextGlobal(g)) {
        if (!nvc_value_set_contains(&r->shared_seen, g))
            continue;
        for (size_t i = 0; i < r->shared.len; i++)
            if (r->shared.items[i].gv == g) {
                var_list_add(&in_module_order, g, r->shared.items[i].user);
                in_module_order.items[in_module_order.len - 1].home = demoted_to(ctx, g);
            }
    }
    append_callees(ctx, r, kernel, true, &in_module_order, out);
    append_homed_in(out, &in_module_order, kernel);
    append_homed_in(out, &in_module_order, NULL);
    append_callees(ctx, r, kernel, false, &in_module_order, out);
    free(in_module_order.items);
}

/* The live `extern __shared__` declaration with the largest alignment, or
 * NULL: with one in the file, ptxas rounds the static count up to
 * max(16, its alignment) (measured, used or not). */
static LLVMValueRef dynamic_shared_declaration(const struct nvc_ctx *ctx)
{
    LLVMValueRef best = NULL;
    for (LLVMValueRef g = LLVMGetFirstGlobal(ctx->module); g; g = LLVMGetNextGlobal(g))
        if (is_variable_in(g, ADDRSPACE_SHARED) && LLVMIsDeclaration(g) && nvc_is_live(ctx, g) &&
            (!best || variable_align(ctx->dl, g) > variable_align(ctx->dl, best)))
            best = g;
    return best;
}

static void note_each_variable(struct nvc_ctx *ctx, struct nvc_diag *d, struct var_list *vars,
                               bool name_user)
{
    qsort(vars->items, vars->len, sizeof *vars->items, larger_first);
    for (size_t i = 0; i < vars->len; i++) {
        const struct placed_var *v = &vars->items[i];
        if (name_user)
            nvc_diag_note(ctx->diags, d, nvc_anchor_variable(v->gv), "takes %llu %s, used by '%s'",
                          (unsigned long long)v->size, bytes_word(v->size),
                          nvc_function_display_name(ctx, v->user));
        else
            nvc_diag_note(ctx->diags, d, nvc_anchor_variable(v->gv), "takes %llu %s",
                          (unsigned long long)v->size, bytes_word(v->size));
    }
}

/* order: how ptxas orders the variables, "" or "in declaration order, " */
static void note_padding(struct nvc_ctx *ctx, struct nvc_diag *d, struct nvc_anchor at,
                         const char *order, uint64_t padding)
{
    if (padding)
        nvc_diag_note(ctx->diags, d, at,
                      "ptxas places the variables %seach at its alignment: %llu "
                      "%s of padding between them",
                      order, (unsigned long long)padding, bytes_word(padding));
}

/* More than any entry's count can be, whatever it reaches and however
 * ptxas orders it: every static shared variable of the module at its size
 * plus the most padding its alignment can need, plus the most a dynamic
 * declaration's rounding can add. Computed once per module (ctx). */
static uint64_t shared_upper_bound(struct nvc_ctx *ctx)
{
    if (ctx->shared_bound_plus1)
        return ctx->shared_bound_plus1 - 1;
    uint64_t bound = 0;
    for (LLVMValueRef g = LLVMGetFirstGlobal(ctx->module); g; g = LLVMGetNextGlobal(g)) {
        if (!is_static_variable_in(g, ADDRSPACE_SHARED))
            continue;
        LLVMTypeRef t = LLVMGlobalGetValueType(g);
        uint64_t align = variable_align(ctx->dl, g);
        bound += (LLVMTypeIsSized(t) ? LLVMABISizeOfType(ctx->dl, t) : 0) +
                 (align ? align - 1 : 0);
    }
    LLVMValueRef dyn = dynamic_shared_declaration(ctx);
    if (dyn) {
        uint64_t align = variable_align(ctx->dl, dyn);
        bound += (align > 16 ? align : 16) - 1;
    }
    ctx->shared_bound_plus1 = bound + 1;
    return bound;
}

void nvc_check_shared_space(struct nvc_ctx *ctx, LLVMValueRef kernel)
{
    if (!nvc_rule_on(ctx, NVC_RULE_MEMORY_SHARED_OVERFLOW) || !module_has_static_shared(ctx))
        return;
    /* Nothing to report when even the bound fits: the walk over what the
     * kernel reaches (one pass over its callees' operands) is skipped. */
    if (shared_upper_bound(ctx) <= shared_limit_for(nvc_function_arch(ctx, kernel)))
        return;
    struct reach r = {.ctx = ctx};
    reach_from_kernel(&r, kernel);
    struct var_list vars = {0};
    order_as_ptxas(ctx, &r, kernel, &vars);
    uint64_t padding, total = lay_out(ctx->dl, &vars, &padding);
    LLVMValueRef dyn = dynamic_shared_declaration(ctx);
    uint64_t dyn_align = dyn ? variable_align(ctx->dl, dyn) : 0;
    uint64_t counted = dyn && total ? round_up(total, dyn_align > 16 ? dyn_align : 16) : total;
    struct nvc_arch arch = nvc_function_arch(ctx, kernel);
    uint64_t limit = shared_limit_for(arch);
    if (counted > limit) {
        /* ptxas' text, with the name demangled and the counts in decimal. */
        struct nvc_diag *d = nvc_diag_add(
            ctx->diags, NVC_RULE_MEMORY_SHARED_OVERFLOW, nvc_anchor_function(kernel),
            "Entry function '%s' uses too much shared data (%llu bytes, %llu max)",
            nvc_function_display_name(ctx, kernel), (unsigned long long)counted,
            (unsigned long long)limit);
        note_each_variable(ctx, d, &vars, true);
        note_padding(ctx, d, nvc_anchor_function(kernel), "", padding);
        if (counted > total)
            nvc_diag_note(ctx->diags, d, nvc_anchor_variable(dyn),
                          "declares dynamic shared memory: ptxas rounds the static size up from "
                          "%llu to %llu bytes for it (the dynamic part itself is not counted)",
                          (unsigned long long)total, (unsigned long long)counted);
        if (limit != SHARED_LIMIT_DEFAULT) {
            char name[16];
            nvc_diag_note(ctx->diags, d, nvc_anchor_function(kernel),
                          "ptxas allows %llu bytes of static shared memory on %s (49152 on the "
                          "targets without the 'a' suffix)",
                          (unsigned long long)limit, nvc_arch_name(arch, name, sizeof name));
        }
        if (r.indirect_call)
            nvc_diag_note(ctx->diags, d, nvc_anchor_inst(r.indirect_call),
                          "this indirect call may reach any function whose address is taken, so "
                          "their shared variables count too");
    }
    free(vars.items);
    reach_free(&r);
}

/* ---- nvvm-memory-constant-overflow -------------------------------------- */

void nvc_check_constant_space(struct nvc_ctx *ctx)
{
    if (!nvc_rule_on(ctx, NVC_RULE_MEMORY_CONSTANT_OVERFLOW))
        return;
    struct var_list vars = {0};
    for (LLVMValueRef g = LLVMGetFirstGlobal(ctx->module); g; g = LLVMGetNextGlobal(g))
        if (is_static_variable_in(g, ADDRSPACE_CONSTANT) && nvc_is_live(ctx, g))
            var_list_add(&vars, g, NULL);
    uint64_t padding, total = lay_out(ctx->dl, &vars, &padding);
    if (total > CONSTANT_LIMIT) {
        /* ptxas' text, with the counts in decimal; reported at the first
         * variable, ptxas names no place at all. */
        struct nvc_diag *d = nvc_diag_add(
            ctx->diags, NVC_RULE_MEMORY_CONSTANT_OVERFLOW, nvc_anchor_variable(vars.items[0].gv),
            "File uses too much global constant data (%llu bytes, %llu max)",
            (unsigned long long)total, (unsigned long long)CONSTANT_LIMIT);
        note_each_variable(ctx, d, &vars, false);
        /* no anchor: the note stands at the finding's place */
        note_padding(ctx, d, (struct nvc_anchor){NVC_ANCHOR_NONE, NULL, 0},
                     "in declaration order, ", padding);
    }
    free(vars.items);
}
