/* check_global.c: the global family (identifiers, linkage, global variables,
 * their address spaces, sections and initializers, blockaddress constants).
 *
 * Rules:
 *  - nvvm-global-identifier       external symbols must be PTX identifiers
 *  - nvvm-global-extern-weak      extern_weak symbols that are used
 *  - nvvm-global-appending        appending linkage, but for llvm.used & co
 *  - nvvm-global-ctors-dtors      llvm.global_ctors / llvm.global_dtors
 *  - nvvm-global-address-space    variables outside generic/global/shared/constant
 *  - nvvm-global-section          sections other than llvm.metadata
 *  - nvvm-global-shared-initializer  __shared__ variables with a value
 *  - nvvm-global-initializer-address-space  initializers naming shared,
 *                                 local or other non-global memory
 *  - nvvm-global-thread-local     thread_local, compiled as a plain global
 *  - nvvm-global-blockaddress     blockaddress constants anywhere
 *
 * Measured with CUDA 13.0's NVVM-20 verifier (cicc -libnvvm
 * -arch=compute_100 -opt-passes=nvvm-verify, recipe R2 of docs/reference/toolchain.md), one
 * construct per module; the texts are NVIDIA's. libNVVM drops unused
 * declarations and unused discardable definitions (internal, private,
 * linkonce) before it verifies: an unused internal __shared__ variable with
 * an initializer, or an unused addrspace(5) declaration, passes. Variable
 * rules follow that: the walker passes live variables only (liveness.c). */
#include "verifier_internal.h"

#include <llvm-c/Core.h>
#include <string.h>

static bool name_is(LLVMValueRef v, const char *want)
{
    size_t len;
    const char *name = LLVMGetValueName2(v, &len);
    return len == strlen(want) && memcmp(name, want, len) == 0;
}

static bool name_starts_with(LLVMValueRef v, const char *prefix)
{
    size_t len, plen = strlen(prefix);
    const char *name = LLVMGetValueName2(v, &len);
    return len >= plen && memcmp(name, prefix, plen) == 0;
}

/* LangRef "Intrinsic Global Variables". */
static bool is_ctors_or_dtors(LLVMValueRef gv)
{
    return name_is(gv, "llvm.global_ctors") || name_is(gv, "llvm.global_dtors");
}

static bool is_used_list(LLVMValueRef gv)
{
    return name_is(gv, "llvm.used") || name_is(gv, "llvm.compiler.used");
}

static bool has_section(LLVMValueRef gv)
{
    const char *s = LLVMGetSection(gv);
    return s && *s;
}

static bool section_is_metadata(LLVMValueRef gv)
{
    const char *s = LLVMGetSection(gv);
    return s && strcmp(s, "llvm.metadata") == 0;
}

/* Measured: a constant-space variable may name a constant bank
 * (".nv.constant", ".nv.constant3", ".nv.constant0.foo" pass in
 * addrspace(4); ".nv.global", ".nv.shared" and ".nv.constant0" in any other
 * address space fail). */
static bool section_is_constant_bank(LLVMValueRef gv)
{
    const char *s = LLVMGetSection(gv);
    return s && strncmp(s, ".nv.constant", 12) == 0 &&
           LLVMGetPointerAddressSpace(LLVMTypeOf(gv)) == NVC_AS_CONST;
}

/* ---- identifiers and linkage (functions and variables) ----------------- */

/* NVIDIA's form: [a-zA-Z$_][a-zA-Z$_0-9]* */
static bool is_nvvm_identifier(const char *s, size_t len)
{
    for (size_t i = 0; i < len; i++) {
        char c = s[i];
        bool alpha = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '$' || c == '_';
        if (!alpha && !(i > 0 && c >= '0' && c <= '9'))
            return false;
    }
    return true;
}

/* Measured with a use of each symbol (unused ones are dropped first):
 * functions and variables with any linkage but internal and private are
 * checked, declarations included; names starting with "llvm." or "nvvm.",
 * unnamed values and aliases are not. The backend renames local symbols
 * itself (clang's @.str, @__const.*). */
static bool identifier_is_checked(LLVMValueRef gv)
{
    LLVMLinkage l = LLVMGetLinkage(gv);
    return l != LLVMInternalLinkage && l != LLVMPrivateLinkage && !name_starts_with(gv, "llvm.") &&
           !name_starts_with(gv, "nvvm.");
}

static struct nvc_anchor anchor_of(LLVMValueRef gv)
{
    return LLVMIsAFunction(gv) ? nvc_anchor_function(gv) : nvc_anchor_variable(gv);
}

static void check_identifier(struct nvc_ctx *ctx, LLVMValueRef gv)
{
    size_t len;
    const char *name = LLVMGetValueName2(gv, &len);
    if (len == 0 || !identifier_is_checked(gv) || is_nvvm_identifier(name, len))
        return;
    nvc_diag_add(ctx->diags, NVC_RULE_GLOBAL_IDENTIFIER, anchor_of(gv),
                 "Invalid identifier name: %.*s  Must match [a-zA-Z$_][a-zA-Z$_0-9]*", (int)len,
                 name);
}

void nvc_check_global_value(struct nvc_ctx *ctx, LLVMValueRef gv)
{
    check_identifier(ctx, gv);
    /* measured: reported only when the symbol is used (loads, calls,
     * comparisons, initializers, llvm.used); the walker passes live values
     * only, and unused declarations are not live (liveness.c) */
    if (LLVMGetLinkage(gv) == LLVMExternalWeakLinkage)
        nvc_diag_add(ctx->diags, NVC_RULE_GLOBAL_EXTERN_WEAK, anchor_of(gv),
                     "extern_weak linkage is not supported.");
}

/* ---- initializers -------------------------------------------------------- */

/* Pointers an initializer may hold: generic, global, constant. */
static bool initializer_space_ok(unsigned as)
{
    return as == NVC_AS_GENERIC || as == NVC_AS_GLOBAL || as == NVC_AS_CONST;
}

/* The first pointer constant of a forbidden address space. NVVM checks the
 * initializer's expression chain (a cast, a GEP of a cast, a ptrtoint, even
 * `ptr addrspace(3) null`) but not the fields of a struct or array; there
 * ptxas rejects a shared variable's address ("Variable used as initial
 * value not in .global or .const state space"), so inside aggregates the
 * variables themselves are looked for. */
static LLVMValueRef forbidden_pointer(LLVMValueRef c, bool chain, unsigned depth)
{
    LLVMTypeRef t = LLVMTypeOf(c);
    if (LLVMGetTypeKind(t) == LLVMPointerTypeKind &&
        !initializer_space_ok(LLVMGetPointerAddressSpace(t)) && (chain || LLVMIsAGlobalValue(c)))
        return c;
    if (LLVMIsAGlobalValue(c) || depth > 32)
        return NULL;
    bool aggregate = LLVMIsAConstantStruct(c) || LLVMIsAConstantArray(c) ||
                     LLVMIsAConstantVector(c);
    if (!aggregate && !LLVMIsAConstantExpr(c))
        return NULL;
    int n = LLVMGetNumOperands(c);
    for (int i = 0; i < n; i++) {
        LLVMValueRef found = forbidden_pointer(LLVMGetOperand(c, (unsigned)i), chain && !aggregate,
                                               depth + 1);
        if (found)
            return found;
    }
    return NULL;
}

static const char *space_name(unsigned as)
{
    switch (as) {
    case NVC_AS_SHARED:
        return "shared";
    case NVC_AS_LOCAL:
        return "local";
    case 2:
        return "reserved";
    case 6:
        return "tensor";
    case 7:
        return "shared::cluster";
    default:
        return "non-global";
    }
}

static void check_initializer_spaces(struct nvc_ctx *ctx, LLVMValueRef gv, LLVMValueRef init)
{
    if (is_used_list(gv) || section_is_metadata(gv))
        return;
    LLVMValueRef bad = forbidden_pointer(init, true, 0);
    if (!bad)
        return;
    struct nvc_diag *d = nvc_diag_add(ctx->diags, NVC_RULE_GLOBAL_INITIALIZER_ADDRESS_SPACE,
                                      nvc_anchor_variable(gv),
                                      "Invalid address space for global constant initializer");
    unsigned as = LLVMGetPointerAddressSpace(LLVMTypeOf(bad));
    if (LLVMIsAGlobalVariable(bad))
        nvc_diag_note(ctx->diags, d, nvc_anchor_variable(bad),
                      "is in %s memory (address space %u): "
                      "its address is not known when the program is loaded",
                      space_name(as), as);
    else
        nvc_diag_note(ctx->diags, d, nvc_anchor_variable(gv),
                      "is initialized with a pointer to %s "
                      "memory (address space %u); only generic, global and constant pointers "
                      "can be stored in a variable's initializer",
                      space_name(as), as);
}

/* Measured: undef and poison pass; every value, zeroinitializer included,
 * fails. */
static void check_shared_initializer(struct nvc_ctx *ctx, LLVMValueRef gv, LLVMValueRef init)
{
    if (LLVMGetPointerAddressSpace(LLVMTypeOf(gv)) != NVC_AS_SHARED || LLVMIsUndef(init) ||
        LLVMIsPoison(init))
        return;
    nvc_diag_add(ctx->diags, NVC_RULE_GLOBAL_SHARED_INITIALIZER, nvc_anchor_variable(gv),
                 "Shared variables can't be initialized");
}

/* ---- blockaddress ---------------------------------------------------------- */

/* Measured: NVVM's verifier flags a blockaddress that is an instruction's
 * operand (store, select, phi) or a global's whole initializer. Wrapped in
 * a constant expression (ptrtoint, GEP) it passes the verifier and then
 * crashes cicc (SIGILL) or fails its code generator ("unsupported
 * operation"); inside a struct or array both NVVM and llc emit zeros in
 * its place (`t[8] = {}`). None of these works, so all are flagged. */

static bool contains_blockaddress(LLVMValueRef c, unsigned depth)
{
    if (LLVMIsABlockAddress(c))
        return true;
    if (depth > 32 || LLVMIsAGlobalValue(c) ||
        !(LLVMIsAConstantExpr(c) || LLVMIsAConstantStruct(c) || LLVMIsAConstantArray(c) ||
          LLVMIsAConstantVector(c)))
        return false;
    int n = LLVMGetNumOperands(c);
    for (int i = 0; i < n; i++)
        if (contains_blockaddress(LLVMGetOperand(c, (unsigned)i), depth + 1))
            return true;
    return false;
}

static void report_blockaddress(struct nvc_ctx *ctx, struct nvc_anchor where)
{
    /* NVIDIA's text; computed goto (&&label) is what produces it from C++ */
    nvc_diag_add(ctx->diags, NVC_RULE_GLOBAL_BLOCKADDRESS, where, "blockaddress is not supported");
}

void nvc_check_global_inst(struct nvc_ctx *ctx, LLVMValueRef inst)
{
    /* The liveness walk visits every constant a live function's instructions
     * name, nested ones included: when it met no blockaddress, there is none
     * to find here (and the operand walk is a tenth of the rules' time on a
     * large module, callgrind, docs/benchmarks.md "IR only"). */
    if (!nvc_rule_on(ctx, NVC_RULE_GLOBAL_BLOCKADDRESS) || !ctx->live_blockaddress)
        return;
    int n = LLVMGetNumOperands(inst);
    for (int i = 0; i < n; i++) {
        LLVMValueRef op = LLVMGetOperand(inst, (unsigned)i);
        if (op && LLVMIsAConstant(op) && contains_blockaddress(op, 0)) {
            report_blockaddress(ctx, nvc_anchor_inst(inst));
            return;
        }
    }
}

/* ---- global variables ------------------------------------------------------ */

static void check_linkage(struct nvc_ctx *ctx, LLVMValueRef gv)
{
    if (is_ctors_or_dtors(gv)) {
        /* NVIDIA warns with the first text, then rejects the appending
         * linkage LLVM requires for these variables with the second (its
         * error): one finding here, carrying both */
        size_t len;
        const char *name = LLVMGetValueName2(gv, &len);
        struct nvc_diag *d = nvc_diag_add(
            ctx->diags, NVC_RULE_GLOBAL_CTORS_DTORS, nvc_anchor_variable(gv),
            "%.*s is not supported. appending linkage is not supported.", (int)len, name);
        nvc_diag_note(
            ctx->diags, d, nvc_anchor_none(),
            "device code has "
            "no global constructors or destructors; libNVVM also rejects its appending linkage");
        return;
    }
    if (LLVMGetLinkage(gv) == LLVMAppendingLinkage && !is_used_list(gv))
        nvc_diag_add(ctx->diags, NVC_RULE_GLOBAL_APPENDING, nvc_anchor_variable(gv),
                     "appending linkage is not supported.");
}

/* Measured: 0 (generic), 1 (global), 3 (shared) and 4 (constant) pass;
 * 2, 5 (local), 6, 7 and 101 fail. */
static bool variable_space_ok(unsigned as)
{
    return as == NVC_AS_GENERIC || as == NVC_AS_GLOBAL || as == NVC_AS_SHARED ||
           as == NVC_AS_CONST;
}

void nvc_check_global_variable(struct nvc_ctx *ctx, LLVMValueRef gv)
{
    check_linkage(ctx, gv);
    unsigned as = LLVMGetPointerAddressSpace(LLVMTypeOf(gv));
    if (!variable_space_ok(as))
        nvc_diag_add(ctx->diags, NVC_RULE_GLOBAL_ADDRESS_SPACE, nvc_anchor_variable(gv),
                     "Invalid address space for global variable");
    if (has_section(gv) && !section_is_metadata(gv) && !section_is_constant_bank(gv))
        nvc_diag_add(ctx->diags, NVC_RULE_GLOBAL_SECTION, nvc_anchor_variable(gv), "%s",
                     as == NVC_AS_CONST
                         ? "Explicit section on constant is not constant bank"
                         : "Explicit section marker other than llvm.metadata is not allowed");
    if (LLVMIsThreadLocal(gv))
        /* measured: NVVM accepts it silently and emits one .global variable */
        nvc_diag_add(ctx->diags, NVC_RULE_GLOBAL_THREAD_LOCAL, nvc_anchor_variable(gv),
                     "thread-local storage is not supported: NVVM compiles this variable as one "
                     "ordinary global shared by all threads");
    LLVMValueRef init = LLVMGetInitializer(gv);
    if (!init)
        return;
    check_shared_initializer(ctx, gv, init);
    check_initializer_spaces(ctx, gv, init);
    if (nvc_rule_on(ctx, NVC_RULE_GLOBAL_BLOCKADDRESS) && contains_blockaddress(init, 0))
        report_blockaddress(ctx, nvc_anchor_variable(gv));
}
