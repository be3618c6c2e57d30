/* check_texsurf.c: the texture/surface family: global variables annotated
 * !{ptr addrspace(1) @t, !"texture"|"surface", i32 1} in !nvvm.annotations
 * (NVVM IR spec "Texture and Surface", LLVM NVPTXUsage; clang emits them
 * for texture<>/surface<> references, which CUDA 12 removed from its
 * headers, so today they come from IR producers).
 *
 * Rules:
 *  - nvvm-texsurf-var-decl: such a variable must be an i64 in the global
 *    (or generic) address space. NVVM-20 (recipe R2 of docs/reference/toolchain.md) prints
 *    `Texture and surface variables must be type i64*` for `global i32`
 *    and `Texture/surface variables must be global address space` for
 *    addrspace(3) and addrspace(4); addrspace(0) passes. A "texture" or
 *    "surface" key marks the variable whatever its value (i32 0, i64 1 and
 *    float 1.0 were all checked); "sampler" does not, nor does a function.
 *  - nvvm-texsurf-var-use: loads and stores through the variable. NVVM
 *    accepts them; the PTX then declares `.global .texref t` and ptxas
 *    rejects `ld.global [t]` with `Illegal operand type to instruction
 *    'ld'` ('st' for a store). Taking its address is fine, and ptxas takes
 *    an atomic on it, so neither is flagged.
 *  - nvvm-texsurf-handle-operand: llvm.nvvm.texsurf.handle(metadata M, ptr
 *    addrspace(1) @v): M must wrap a texture/surface variable (as
 *    `metadata ptr addrspace(1) @t` or the tuple `metadata !{ptr
 *    addrspace(1) @t}`) and @v must be that variable; NVIDIA's two texts.
 *    clang's own `.internal` variant has no metadata and is not checked. */
#include "verifier_internal.h"

#include "demangle.h"

#include <llvm-c/Core.h>
#include <stdlib.h>
#include <string.h>

struct texsurf_vars {
    LLVMValueRef *items;
    unsigned n;
};

static bool is_texsurf(const struct texsurf_vars *vars, LLVMValueRef v)
{
    for (unsigned i = 0; i < vars->n; i++)
        if (vars->items[i] == v)
            return true;
    return false;
}

/* The global variables named "texture" or "surface" by some annotation. */
static void collect_vars(struct nvc_ctx *ctx, struct texsurf_vars *vars)
{
    unsigned n;
    LLVMValueRef *nodes = nvc_named_md_operands(ctx->module, "nvvm.annotations", &n);
    vars->items = calloc(n ? n : 1, sizeof *vars->items);
    vars->n = 0;
    if (!vars->items)
        nvc_fatal("out of memory");
    for (unsigned i = 0; i < n; i++) {
        unsigned nops;
        LLVMValueRef *ops = nvc_md_node_operands(nodes[i], &nops);
        bool marked = false;
        for (unsigned k = 1; k < nops; k += 2)
            marked |= nvc_md_string_is(ops[k], "texture") || nvc_md_string_is(ops[k], "surface");
        /* marked implies nops > 1, so ops[0] exists */
        if (marked && ops[0] && LLVMIsAGlobalVariable(ops[0]) && !is_texsurf(vars, ops[0]))
            vars->items[vars->n++] = ops[0];
        free(ops);
    }
    free(nodes);
}

/* ---- declarations -------------------------------------------------------- */

static void check_decl(struct nvc_ctx *ctx, LLVMValueRef var)
{
    if (!nvc_is_live(ctx, var))
        return;
    unsigned as = LLVMGetPointerAddressSpace(LLVMTypeOf(var));
    if (as != NVC_AS_GLOBAL && as != NVC_AS_GENERIC)
        nvc_diag_add(ctx->diags, NVC_RULE_TEXSURF_VAR_DECL, nvc_anchor_variable(var),
                     "Texture/surface variables must be global address space");
    LLVMTypeRef t = LLVMGlobalGetValueType(var);
    if (LLVMGetTypeKind(t) != LLVMIntegerTypeKind || LLVMGetIntTypeWidth(t) != 64)
        nvc_diag_add(ctx->diags, NVC_RULE_TEXSURF_VAR_DECL, nvc_anchor_variable(var),
                     "Texture and surface variables must be type i64*");
}

/* ---- uses as memory ------------------------------------------------------ */

/* The PTX instruction ptxas would refuse, when `user` accesses memory
 * through `ptr`; NULL otherwise. */
static const char *memory_access(LLVMValueRef user, LLVMValueRef ptr)
{
    if (LLVMIsALoadInst(user) && LLVMGetOperand(user, 0) == ptr)
        return "ld";
    if (LLVMIsAStoreInst(user) && LLVMGetOperand(user, 1) == ptr)
        return "st";
    return NULL;   /* measured: ptxas takes `atom.global.add.u64 [t]` on a .texref */
}

static bool is_address_derivation(LLVMValueRef user, LLVMValueRef ptr)
{
    bool derives = LLVMIsAConstantExpr(user) || LLVMIsAAddrSpaceCastInst(user) ||
                   LLVMIsABitCastInst(user) || LLVMIsAGetElementPtrInst(user);
    return derives && LLVMGetOperand(user, 0) == ptr;
}

static void check_uses(struct nvc_ctx *ctx, LLVMValueRef var, LLVMValueRef ptr, unsigned depth)
{
    for (LLVMUseRef u = LLVMGetFirstUse(ptr); u && depth < 8; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        const char *op = memory_access(user, ptr);
        if (op)
            nvc_diag_add(ctx->diags, NVC_RULE_TEXSURF_VAR_USE, nvc_anchor_inst(user),
                         "texture/surface variable '%s' is accessed as memory; it is a handle "
                         "(ptxas: Illegal operand type to instruction '%s')",
                         nvc_demangle_value_name(&ctx->diags->arena, var), op);
        else if (is_address_derivation(user, ptr))
            check_uses(ctx, var, user, depth + 1);
    }
}

/* ---- llvm.nvvm.texsurf.handle ---------------------------------------------- */

/* The variable a metadata operand wraps: `metadata ptr addrspace(1) @t`
 * or the tuple `metadata !{ptr addrspace(1) @t}`. */
static LLVMValueRef wrapped_variable(LLVMValueRef md)
{
    if (!md || !(LLVMIsAValueAsMetadata(md) || LLVMIsAMDNode(md)))
        return NULL;
    unsigned n;
    LLVMValueRef *ops = nvc_md_node_operands(md, &n);
    LLVMValueRef v = n > 0 && ops[0] && LLVMIsAGlobalVariable(ops[0]) ? ops[0] : NULL;
    free(ops);
    return v;
}

static bool is_handle_intrinsic(LLVMValueRef fn)
{
    size_t len;
    const char *name = LLVMGetValueName2(fn, &len);
    static const char prefix[] = "llvm.nvvm.texsurf.handle.";
    return len > sizeof prefix - 1 && memcmp(name, prefix, sizeof prefix - 1) == 0 &&
           strncmp(name + sizeof prefix - 1, "internal", 8) != 0;
}

static void check_handle_call(struct nvc_ctx *ctx, const struct texsurf_vars *vars,
                              LLVMValueRef call)
{
    if (LLVMGetNumArgOperands(call) < 2)
        return;
    LLVMValueRef var = wrapped_variable(LLVMGetOperand(call, 0));
    if (!var || !is_texsurf(vars, var))
        nvc_diag_add(ctx->diags, NVC_RULE_TEXSURF_HANDLE_OPERAND, nvc_anchor_inst(call),
                     "Op0 of nvvm.texsurf.handle must be a metadata wrapper around a tex/surf "
                     "GlobalVariable (e.g. metadata i64 addrspace(1)* @tex )");
    else if (LLVMGetOperand(call, 1) != var)
        nvc_diag_add(ctx->diags, NVC_RULE_TEXSURF_HANDLE_OPERAND, nvc_anchor_inst(call),
                     "Op1 must be the same tex/surf GV from Op0");
}

static void check_handles(struct nvc_ctx *ctx, const struct texsurf_vars *vars)
{
    for (LLVMValueRef fn = LLVMGetFirstFunction(ctx->module); fn; fn = LLVMGetNextFunction(fn)) {
        if (!LLVMIsDeclaration(fn) || !is_handle_intrinsic(fn))
            continue;
        for (LLVMUseRef u = LLVMGetFirstUse(fn); u; u = LLVMGetNextUse(u)) {
            LLVMValueRef user = LLVMGetUser(u);
            if (LLVMIsACallInst(user) && nvc_called_function(user) == fn)
                check_handle_call(ctx, vars, user);
        }
    }
}

void nvc_check_texsurf(struct nvc_ctx *ctx)
{
    bool decl = nvc_rule_on(ctx, NVC_RULE_TEXSURF_VAR_DECL);
    bool use = nvc_rule_on(ctx, NVC_RULE_TEXSURF_VAR_USE);
    bool handle = nvc_rule_on(ctx, NVC_RULE_TEXSURF_HANDLE_OPERAND);
    if (!decl && !use && !handle)
        return;
    struct texsurf_vars vars;
    collect_vars(ctx, &vars);
    for (unsigned i = 0; i < vars.n; i++) {
        if (decl)
            check_decl(ctx, vars.items[i]);
        if (use)
            check_uses(ctx, vars.items[i], vars.items[i], 0);
    }
    if (handle)
        check_handles(ctx, &vars);
    free(vars.items);
}
