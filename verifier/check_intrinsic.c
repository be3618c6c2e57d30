/* check_intrinsic.c: the intrinsic family, one entry point per call.
 *
 * Rules (verdicts and texts measured with CUDA 13's NVVM-20 verifier, recipe
 * R2 of docs/reference/toolchain.md, `scripts/agreement r2`; see docs/rules/):
 *  - nvvm-intrinsic-mem-constant-dst, nvvm-intrinsic-memset-constant:
 *    llvm.memcpy/llvm.memmove/llvm.memset whose destination is in the
 *    constant address space (NVIDIA's texts). The source may be constant;
 *    the .inline variants pass NVVM (measured) and are not flagged.
 *  - nvvm-intrinsic-operand-type: llvm.bswap on other than i16/i32/i64,
 *    llvm.ctpop/ctlz/cttz on other than i8..i64 (or vectors of them), the
 *    *.with.overflow intrinsics on other than i16/i32/i64 (NVIDIA's texts,
 *    including "bswap operand 0 not an integer?" for vectors). sqrt/fma on
 *    half/bfloat pass NVVM 20 (the NVVM 1.3 spec's ban is obsolete).
 *  - nvvm-intrinsic-unsupported: the LLVM intrinsics NVVM 20 rejects with
 *    "Unsupported intrinsic: <name>", from the measured table
 *    nvvm_unsupported.def (scripts/gen-nvvm-unsupported).
 *  - nvvm-intrinsic-unknown: a call of a function named llvm.* that LLVM 22
 *    does not know (clang emits it for an asm label; the name reaches the
 *    PTX and ptxas fails to parse it). The two cicc-internal names NVVM
 *    knows (llvm.nvvm.branch.if.convergent, .all.convergent) are exempt.
 *  - nvvm-intrinsic-convergent-branch-use: the i1 result of those two must
 *    be used by exactly one branch instruction (NVIDIA's text; an unused
 *    result is rejected too).
 *  - nvvm-intrinsic-sm-gate: an llvm.nvvm.* intrinsic the target does not
 *    have, from the measured table sm_gates.def (scripts/gen-sm-gates).
 *  - nvvm-intrinsic-pointer-size: the intrinsics NVVM 20 refuses in a module
 *    whose generic pointers are narrower than 64 bits (NVIDIA's text),
 *    measured over the cluster, TMA and bulk-copy families by
 *    scripts/oracle/measure-pointer-size: only those listed below. */
#include "verifier_internal.h"

#include "sm_gates.h"

#include <llvm-c/Core.h>
#include <llvm-c/Target.h>
#include <stdint.h>
#include <string.h>

struct unsupported_row {
    const char *name;   /* base name */
    const char *types;  /* "" = every overload; else the overload suffix */
};

static const struct unsupported_row unsupported[] = {
#define NVVM_UNSUPPORTED(name, types) {name, types},
#include "nvvm_unsupported.def"
#undef NVVM_UNSUPPORTED
};

/* The called intrinsic (`id`, named `name`) is `base`, any overload. The
 * string test first (cheap), then LLVM's own lookup, which tells
 * llvm.memcpy.p0.p0.i64 from llvm.memcpy.inline.p0.p0.i64. */
struct callee {
    unsigned id;
    const char *name;
    size_t len;
};

static bool is_intrinsic(const struct callee *c, const char *base)
{
    size_t n = strlen(base);
    if (c->len < n || memcmp(c->name, base, n) != 0 || (c->len > n && c->name[n] != '.'))
        return false;
    return c->id == LLVMLookupIntrinsicID(base, n);
}

static bool has_name(const char *name, size_t len, const char *want)
{
    return len == strlen(want) && memcmp(name, want, len) == 0;
}

static unsigned pointer_space(LLVMValueRef v)
{
    LLVMTypeRef t = LLVMTypeOf(v);
    return LLVMGetTypeKind(t) == LLVMPointerTypeKind ? LLVMGetPointerAddressSpace(t) : 0;
}

/* ---- memcpy / memmove / memset into constant memory --------------------- */

static void check_mem_constant(struct nvc_ctx *ctx, LLVMValueRef call, const struct callee *c)
{
    if (LLVMGetNumArgOperands(call) < 1 || pointer_space(LLVMGetOperand(call, 0)) != NVC_AS_CONST)
        return;
    if (is_intrinsic(c, "llvm.memcpy") || is_intrinsic(c, "llvm.memmove"))
        nvc_diag_add(ctx->diags, NVC_RULE_INTRINSIC_MEM_CONSTANT_DST, nvc_anchor_inst(call),
                     "memmove/memcpy cannot target constant address space");
    else if (is_intrinsic(c, "llvm.memset"))
        nvc_diag_add(ctx->diags, NVC_RULE_INTRINSIC_MEMSET_CONSTANT, nvc_anchor_inst(call),
                     "memset cannot point to constant address space");
}

/* ---- operand types --------------------------------------------------------- */

static bool width_in(LLVMTypeRef t, const unsigned *widths, size_t n)
{
    if (LLVMGetTypeKind(t) != LLVMIntegerTypeKind)
        return false;
    unsigned w = LLVMGetIntTypeWidth(t);
    for (size_t i = 0; i < n; i++)
        if (widths[i] == w)
            return true;
    return false;
}

static bool is_vector(LLVMTypeRef t)
{
    LLVMTypeKind k = LLVMGetTypeKind(t);
    return k == LLVMVectorTypeKind || k == LLVMScalableVectorTypeKind;
}

static const char *bswap_problem(LLVMTypeRef t)
{
    static const unsigned ok[] = {16, 32, 64};
    if (is_vector(t))
        return "bswap operand 0 not an integer?";
    return width_in(t, ok, 3) ? NULL : "Invalid type for bswap, need i16, i32, or i64";
}

static const char *bitcount_problem(LLVMTypeRef t)
{
    static const unsigned ok[] = {8, 16, 32, 64};
    LLVMTypeRef elem = is_vector(t) ? LLVMGetElementType(t) : t;
    return width_in(elem, ok, 4)
               ? NULL
               : "Invalid type for ctpop/ctlz/cttz, need i8, i16, i32, i64, or vector of these";
}

static const char *overflow_problem(LLVMTypeRef t)
{
    static const unsigned ok[] = {16, 32, 64};
    if (is_vector(t))
        return "arithmetic overflow operand 0 not an integer?";
    return width_in(t, ok, 3)
               ? NULL
               : "Invalid type for arithmetic overflow intrinsic, need i16, i32, or i64";
}

static void check_operand_type(struct nvc_ctx *ctx, LLVMValueRef call, const struct callee *c)
{
    static const char *const bitcount[] = {"llvm.ctpop", "llvm.ctlz", "llvm.cttz"};
    static const char *const overflow[] = {"llvm.sadd.with.overflow", "llvm.uadd.with.overflow",
                                           "llvm.ssub.with.overflow", "llvm.usub.with.overflow",
                                           "llvm.smul.with.overflow", "llvm.umul.with.overflow"};
    if (LLVMGetNumArgOperands(call) < 1)
        return;
    LLVMTypeRef t = LLVMTypeOf(LLVMGetOperand(call, 0));
    const char *problem = NULL;
    if (is_intrinsic(c, "llvm.bswap"))
        problem = bswap_problem(t);
    for (size_t i = 0; !problem && i < sizeof bitcount / sizeof *bitcount; i++)
        if (is_intrinsic(c, bitcount[i]))
            problem = bitcount_problem(t);
    for (size_t i = 0; !problem && i < sizeof overflow / sizeof *overflow; i++)
        if (is_intrinsic(c, overflow[i]))
            problem = overflow_problem(t);
    if (problem)
        nvc_diag_add(ctx->diags, NVC_RULE_INTRINSIC_OPERAND_TYPE, nvc_anchor_inst(call), "%s",
                     problem);
}

/* ---- intrinsics NVVM does not support ----------------------------------- */

static bool row_matches(const struct unsupported_row *row, const struct callee *c)
{
    if (!is_intrinsic(c, row->name))
        return false;
    if (!row->types[0])
        return true;
    /* Only one overload was rejected: "llvm.fabs" + "." + "f32". */
    size_t base = strlen(row->name), types = strlen(row->types);
    return c->len == base + 1 + types && memcmp(c->name + base + 1, row->types, types) == 0;
}

static void check_unsupported(struct nvc_ctx *ctx, LLVMValueRef call, const struct callee *c)
{
    for (size_t i = 0; i < sizeof unsupported / sizeof *unsupported; i++)
        if (row_matches(&unsupported[i], c)) {
            /* NVIDIA's text, verbatim. */
            nvc_diag_add(ctx->diags, NVC_RULE_INTRINSIC_UNSUPPORTED, nvc_anchor_inst(call),
                         "Unsupported intrinsic: %.*s", (int)c->len, c->name);
            return;
        }
}

/* ---- 64-bit pointers ---------------------------------------------------- */

/* scripts/oracle/measure-pointer-size (results in scripts/oracle/
 * pointer-size.tsv), NVVM 20 at compute_100: of 302 intrinsics, the only ones
 * rejected in an e-p:32:32 module with "this
 * intrinsic is only supported when pointer size is >= 64 bits". The TMA
 * ones S3 (docs/reference/sources.md) names pass, or NVVM 20 cannot read
 * them (LLVM 22 changed their signatures). */
static const char *const needs_64bit_pointers[] = {
    "llvm.nvvm.getctarank",
    "llvm.nvvm.mapa",
};

static void check_pointer_size(struct nvc_ctx *ctx, LLVMValueRef call, const struct callee *c)
{
    if (LLVMPointerSize(ctx->dl) >= 8)
        return;
    for (size_t i = 0; i < sizeof needs_64bit_pointers / sizeof *needs_64bit_pointers; i++)
        if (has_name(c->name, c->len, needs_64bit_pointers[i])) {
            /* NVIDIA's text, verbatim. */
            nvc_diag_add(ctx->diags, NVC_RULE_INTRINSIC_POINTER_SIZE, nvc_anchor_inst(call),
                         "this intrinsic is only supported when pointer size is >= 64 bits");
            return;
        }
}

/* ---- SM gates ----------------------------------------------------------- */

/* nvc_sm_gate_find for `callee`, remembered: the search is over the whole
 * table (longest prefix), 23,000 instructions a call under callgrind, and a
 * module calls the same few intrinsics many times. A slot holds the last
 * callee that hashed to it. */
static const struct nvc_sm_gate *gate_of(struct nvc_ctx *ctx, LLVMValueRef callee,
                                         const char *name, size_t len)
{
    size_t n = sizeof ctx->gate_memo / sizeof *ctx->gate_memo;
    struct nvc_gate_memo *slot = &ctx->gate_memo[((uintptr_t)callee >> 4) % n];
    if (slot->callee != callee) {
        slot->callee = callee;
        slot->gate = nvc_sm_gate_find(name, len);
    }
    return slot->gate;
}

static void check_sm_gate(struct nvc_ctx *ctx, LLVMValueRef call, LLVMValueRef callee,
                          const char *name, size_t len)
{
    const struct nvc_sm_gate *gate = gate_of(ctx, callee, name, len);
    if (!gate)
        return;
    LLVMValueRef fn = LLVMGetBasicBlockParent(LLVMGetInstructionParent(call));
    struct nvc_arch target = nvc_function_arch(ctx, fn);
    if (!target.sm || nvc_sm_gate_allows(gate, target))
        return;
    char need[256], have[16];
    nvc_diag_add(ctx->diags, NVC_RULE_INTRINSIC_SM_GATE, nvc_anchor_inst(call),
                 "%.*s requires %s; the target is %s", (int)len, name,
                 nvc_sm_gate_describe(gate, need, sizeof need),
                 nvc_arch_name(target, have, sizeof have));
}

/* ---- names LLVM does not know ------------------------------------------- */

static bool is_convergent_branch_intrinsic(const char *name, size_t len)
{
    return has_name(name, len, "llvm.nvvm.branch.if.convergent") ||
           has_name(name, len, "llvm.nvvm.branch.if.all.convergent");
}

static bool used_by_one_branch(LLVMValueRef call)
{
    LLVMUseRef use = LLVMGetFirstUse(call);
    if (!use || LLVMGetNextUse(use))
        return false;
    LLVMValueRef user = LLVMGetUser(use);
    return LLVMIsABranchInst(user) && LLVMIsConditional(user) && LLVMGetCondition(user) == call;
}

static void check_unknown(struct nvc_ctx *ctx, LLVMValueRef call, const char *name, size_t len)
{
    if (is_convergent_branch_intrinsic(name, len)) {
        if (!used_by_one_branch(call))
            /* NVIDIA's text, verbatim. */
            nvc_diag_add(ctx->diags, NVC_RULE_INTRINSIC_CONVERGENT_BRANCH_USE,
                         nvc_anchor_inst(call),
                         "result of llvm.nvvm.branch.if.convergent and "
                         "llvm.nvvm.branch.if.all.convergent can only be used by exactly one "
                         "branch instruction");
        return;
    }
    nvc_diag_add(ctx->diags, NVC_RULE_INTRINSIC_UNKNOWN, nvc_anchor_inst(call),
                 "call of unknown intrinsic %.*s: LLVM 22 has no intrinsic of this name, so "
                 "the call is emitted as an external function whose name ptxas cannot parse",
                 (int)len, name);
}

void nvc_check_intrinsic_call(struct nvc_ctx *ctx, LLVMValueRef call)
{
    LLVMValueRef callee = nvc_called_function(call);
    if (!callee)
        return;
    size_t len;
    const char *name = LLVMGetValueName2(callee, &len);
    if (len < 5 || memcmp(name, "llvm.", 5) != 0)
        return;
    struct callee c = {LLVMGetIntrinsicID(callee), name, len};
    if (!c.id) {
        check_unknown(ctx, call, name, len);
        return;
    }
    check_mem_constant(ctx, call, &c);
    check_operand_type(ctx, call, &c);
    check_unsupported(ctx, call, &c);
    check_pointer_size(ctx, call, &c);
    if (len > 10 && memcmp(name, "llvm.nvvm.", 10) == 0 &&
        nvc_rule_on(ctx, NVC_RULE_INTRINSIC_SM_GATE))
        check_sm_gate(ctx, call, callee, name, len);
}
