/* check_func.c: function-level properties and parameters.
 *
 * Rules (messages verbatim from NVIDIA's NVVM-20 verifier where it has one;
 * every verdict below was measured with CUDA 13.0's cicc -libnvvm
 * -arch=compute_100 -opt-passes=nvvm-verify, recipe R2 of
 * docs/reference/toolchain.md, on definitions and used declarations alike unless said otherwise;
 * the walker skips declarations nothing uses, as NVVM 20 does):
 *  - nvvm-func-explicit-alignment  `define ... align N` (any N, also 1 and 2)
 *  - nvvm-func-explicit-section    `section "..."`
 *  - nvvm-func-gc                  `gc "..."`
 *  - nvvm-func-prefix-data         `prefix <data>`
 *  - nvvm-func-prologue-data       `prologue <data>`
 *  - nvvm-func-personality         `personality ptr @...`
 *  - nvvm-func-param-inreg         `inreg` parameter (NVVM: a Warning)
 *  - nvvm-func-param-nest          `nest` parameter (NVVM: a Warning)
 *  - nvvm-func-narrow-int-param    iN (N < 32) parameter without signext/zeroext
 *  - nvvm-func-narrow-int-return   iN (N < 32) return without signext/zeroext
 *                                  (NVVM: Infos, shown with -nvvm-verify-show-info)
 *  - nvvm-func-aggregate-param-align  byval parameter of a device function
 *                                  aligned above 128 (ptxas rejects it)
 *  - nvvm-func-param-empty-type    a parameter of no bytes (NVVM's and llc's
 *                                  code generators refuse it or crash)
 *  - nvvm-func-param-zero-size     a byval parameter of no bytes (nvcc and
 *                                  ptxas refuse it; cuda profile)
 *  - nvvm-func-callalign-format    !callalign operand that is not an integer
 * NVVM checks neither call-site attributes nor intrinsics for these (measured:
 * `call @f(i32 inreg 1)`, `call @f(i8 1)` on a declaration with zeroext, and
 * `declare i1 @llvm.expect.i1(i1, i1)` all pass). */
#include "verifier_internal.h"

#include "param_space.h"

#include <llvm-c/Core.h>
#include <stdlib.h>
#include <string.h>

/* ---- function properties ------------------------------------------------ */

static bool looks_like_cxx_method(LLVMValueRef fn)
{
    /* Itanium: nested names of member functions start _ZN or _ZNK. */
    size_t len;
    const char *name = LLVMGetValueName2(fn, &len);
    return len > 3 && strncmp(name, "_ZN", 3) == 0;
}

static void check_alignment(struct nvc_ctx *ctx, LLVMValueRef fn)
{
    unsigned align = LLVMGetAlignment(fn);
    if (!align)
        return;
    struct nvc_diag *d = nvc_diag_add(ctx->diags, NVC_RULE_FUNC_EXPLICIT_ALIGNMENT,
                                      nvc_anchor_function(fn),
                                      "Explicit alignment is not allowed.");
    nvc_diag_note(ctx->diags, d, nvc_anchor_function(fn), "the function is declared 'align %u'",
                  align);
    /* clang: Itanium's areMemberFunctionsAligned gives every C++ member
     * function `align 2`; nvcc's front end does not. */
    if (align == 2 && looks_like_cxx_method(fn))
        nvc_diag_note(
            ctx->diags, d, nvc_anchor_function(fn),
            "clang marks every C++ member function 'align 2'; NVVM rejects it all the same");
}

static void check_section(struct nvc_ctx *ctx, LLVMValueRef fn)
{
    const char *section = LLVMGetSection(fn);
    if (!section || !*section)
        return;
    /* NVIDIA's text, without the space before "is" (sic). */
    nvc_diag_add(ctx->diags, NVC_RULE_FUNC_EXPLICIT_SECTION, nvc_anchor_function(fn),
                 "Explicit section marker %sis not allowed.", section);
}

static void check_codegen_extras(struct nvc_ctx *ctx, LLVMValueRef fn)
{
    const char *gc = LLVMGetGC(fn);
    if (gc && *gc) {
        struct nvc_diag *d = nvc_diag_add(ctx->diags, NVC_RULE_FUNC_GC, nvc_anchor_function(fn),
                                          "GC names are not supported.");
        nvc_diag_note(ctx->diags, d, nvc_anchor_function(fn),
                      "the function names the collector '%s'", gc);
    }
    if (LLVMHasPrefixData(fn))
        nvc_diag_add(ctx->diags, NVC_RULE_FUNC_PREFIX_DATA, nvc_anchor_function(fn),
                     "Prefix data is not allowed.");
    if (LLVMHasPrologueData(fn))
        nvc_diag_add(ctx->diags, NVC_RULE_FUNC_PROLOGUE_DATA, nvc_anchor_function(fn),
                     "Prologue data is not allowed.");
    if (LLVMHasPersonalityFn(fn)) {
        struct nvc_diag *d = nvc_diag_add(ctx->diags, NVC_RULE_FUNC_PERSONALITY,
                                          nvc_anchor_function(fn),
                                          "Personality function is not allowed.");
        size_t len = 0;
        LLVMValueRef pers = LLVMGetPersonalityFn(fn);
        const char *name = pers ? LLVMGetValueName2(pers, &len) : NULL;
        if (len)
            nvc_diag_note(ctx->diags, d, nvc_anchor_function(fn), "its personality is '@%.*s'",
                          (int)len, name);
    }
}

/* ---- parameters ---------------------------------------------------------- */

static void report_param(struct nvc_ctx *ctx, enum nvc_rule rule, LLVMValueRef fn, unsigned i,
                         const char *msg, const char *what)
{
    struct nvc_diag *d = nvc_diag_add(ctx->diags, rule, nvc_anchor_function(fn), "%s", msg);
    nvc_diag_note(ctx->diags, d, nvc_anchor_param(fn, i), "%s", what);
}

static bool has_extension(LLVMValueRef fn, unsigned index)
{
    return nvc_enum_attr(fn, index, "signext") || nvc_enum_attr(fn, index, "zeroext");
}

static bool is_narrow_int(LLVMTypeRef t)
{
    return LLVMGetTypeKind(t) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(t) < 32;
}

static void check_param_attrs(struct nvc_ctx *ctx, LLVMValueRef fn)
{
    unsigned n = LLVMCountParams(fn);
    for (unsigned i = 0; i < n; i++) {
        /* NVIDIA's texts; it reports a Warning for each such parameter. */
        if (nvc_enum_attr(fn, i, "inreg"))
            report_param(ctx, NVC_RULE_FUNC_PARAM_INREG, fn, i,
                         "InReg attribute on parameter will be ignored", "is marked 'inreg'");
        if (nvc_enum_attr(fn, i, "nest"))
            report_param(ctx, NVC_RULE_FUNC_PARAM_NEST, fn, i,
                         "Nest attribute on parameter will be ignored", "is marked 'nest'");
        /* NVIDIA's Info, one per parameter; vectors of narrow integers and
         * integers of 32 bits or more are not reported (measured). */
        if (is_narrow_int(LLVMTypeOf(LLVMGetParam(fn, i))) && !has_extension(fn, i))
            report_param(ctx, NVC_RULE_FUNC_NARROW_INT_PARAM, fn, i,
                         "Integer parameter less than 32-bits without sext/zext flag",
                         "has neither 'signext' nor 'zeroext'; NVVM assumes 'zeroext'");
    }
}

/* The return attributes sit at index 0 of the C API, which nvc_enum_attr
 * reserves for parameter 0: ask LLVM directly. */
static bool return_has_extension(LLVMValueRef fn)
{
    static const char *const ext[] = {"signext", "zeroext"};
    for (int i = 0; i < 2; i++) {
        unsigned kind = LLVMGetEnumAttributeKindForName(ext[i], strlen(ext[i]));
        if (LLVMGetEnumAttributeAtIndex(fn, LLVMAttributeReturnIndex, kind))
            return true;
    }
    return false;
}

static void check_return(struct nvc_ctx *ctx, LLVMValueRef fn)
{
    LLVMTypeRef ret = LLVMGetReturnType(LLVMGlobalGetValueType(fn));
    if (!is_narrow_int(ret) || return_has_extension(fn))
        return;
    struct nvc_diag *d = nvc_diag_add(ctx->diags, NVC_RULE_FUNC_NARROW_INT_RETURN,
                                      nvc_anchor_function(fn),
                                      "Integer return less than 32-bits without sext/zext flag");
    nvc_diag_note(ctx->diags, d, nvc_anchor_function(fn),
                  "the function returns i%u with neither 'signext' nor 'zeroext'; NVVM assumes "
                  "'zeroext'",
                  LLVMGetIntTypeWidth(ret));
}

/* ptxas: "Parameter '<f>_param_0' has illegal alignment (must be aligned to
 * 1, 2, 4, 8, 16, 32, 64, or 128 bytes)", for .func parameters and the
 * matching call arguments; .entry parameters of any alignment pass (measured
 * with ptxas 13.0 on sm_80: align 256 and 512 on a kernel pass, align 256 on
 * a device function fails, with nvcc and with clang alike). LLVM's NVPTX
 * backend writes a byval parameter's `align` as its .param alignment; other
 * parameters get their ABI alignment, which it caps at 128. */
#define PTX_FUNC_PARAM_MAX_ALIGN 128u

static void check_aggregate_align(struct nvc_ctx *ctx, LLVMValueRef fn)
{
    if (nvc_is_kernel(&ctx->kernels, fn))
        return;
    unsigned n = LLVMCountParams(fn);
    for (unsigned i = 0; i < n; i++) {
        if (!nvc_param_byval_type(fn, i))
            continue;
        LLVMAttributeRef a = nvc_enum_attr(fn, i, "align");
        uint64_t align = a ? LLVMGetEnumAttributeValue(a) : 0;
        if (align <= PTX_FUNC_PARAM_MAX_ALIGN)
            continue;
        struct nvc_diag *d = nvc_diag_add(
            ctx->diags, NVC_RULE_FUNC_AGGREGATE_PARAM_ALIGN, nvc_anchor_function(fn),
            "by-value parameter aligned to %llu bytes: ptxas allows device function parameters "
            "to be aligned to 1, 2, 4, 8, 16, 32, 64 or 128 bytes only",
            (unsigned long long)align);
        nvc_diag_note(ctx->diags, d, nvc_anchor_param(fn, i),
                      "is passed 'byval' with 'align %llu'", (unsigned long long)align);
    }
}

static const char *type_text(struct nvc_ctx *ctx, LLVMTypeRef t)
{
    return nvc_arena_take_message(&ctx->diags->arena, LLVMPrintTypeToString(t));
}

/* A parameter that occupies no bytes, in a definition. Measured with CUDA
 * 13.0 and llc 22 (sm_100 / compute_100): `{}`, `[0 x i32]`, `{ {} }` and
 * `[2 x %opaque]` parameters of a kernel or of a called device function give
 * "Empty parameter types are not supported" from NVVM 20 (cicc -libnvvm,
 * recipe R2, and nvvmCompileProgram; nvvmVerifyProgram alone passes them)
 * and "LLVM ERROR: Empty parameter types are not supported" from llc; a
 * target extension type (`target("nvptx.handle")`) kills both (SIGILL /
 * trap). `{ i32, [0 x float] }` is 4 bytes and passes; so do declarations
 * with such parameters, even called ones, and return values of these types
 * (`{}`, `[0 x i32]`, `[1 x %opaque]` returned from a definition). */
static bool type_is_empty(struct nvc_ctx *ctx, LLVMTypeRef t)
{
    return !LLVMTypeIsSized(t) || LLVMStoreSizeOfType(ctx->dl, t) == 0;
}

static void report_empty_param(struct nvc_ctx *ctx, LLVMValueRef fn, unsigned i, LLVMTypeRef t)
{
    struct nvc_diag *d = nvc_diag_add(ctx->diags, NVC_RULE_FUNC_PARAM_EMPTY_TYPE,
                                      nvc_anchor_function(fn),
                                      "Empty parameter types are not supported");
    bool target_type = LLVMGetTypeKind(t) == LLVMTargetExtTypeKind;
    nvc_diag_note(ctx->diags, d, nvc_anchor_param(fn, i), "%s",
                  target_type ? "has no size: NVVM and llc crash on it rather than say so"
                              : (LLVMTypeIsSized(t) ? "is 0 bytes" : "has no size"));
}

/* "struct.Z" -> "Z": the name nvcc prints for the C++ type. */
static const char *source_type_name(LLVMTypeRef t)
{
    const char *name = LLVMGetTypeKind(t) == LLVMStructTypeKind ? LLVMGetStructName(t) : NULL;
    if (!name)
        return NULL;
    static const char *const prefixes[] = {"struct.", "class.", "union."};
    for (size_t i = 0; i < sizeof prefixes / sizeof *prefixes; i++)
        if (strncmp(name, prefixes[i], strlen(prefixes[i])) == 0)
            return name + strlen(prefixes[i]);
    return name;
}

/* A by-value parameter of a type with no bytes, in a definition: what clang
 * makes of a C++ struct whose only member is a zero-length array
 * (`struct Z { int a[0]; };`, a GNU extension), passed as
 * `ptr byval(%struct.Z)`. Measured with CUDA 13.0: nvcc rejects the source
 * with `zero-sized parameter type "Z" is not allowed in device code`
 * (kernels and device functions alike), and ptxas rejects clang's PTX for it
 * ("Parameter to entry function cannot be an incomplete array.", "Only the
 * last input parameter can be an incomplete array."). NVVM 20 accepts the IR
 * (R2 and nvvmCompileProgram), so the rule is in the cuda profile only. An
 * empty C++ struct is 1 byte and passes. */
static void report_zero_size_byval(struct nvc_ctx *ctx, LLVMValueRef fn, unsigned i,
                                   LLVMTypeRef by)
{
    const char *name = source_type_name(by);
    struct nvc_diag *d = nvc_diag_add(
        ctx->diags, NVC_RULE_FUNC_PARAM_ZERO_SIZE, nvc_anchor_function(fn),
        "zero-sized parameter type \"%s\" is not allowed in device code",
        name ? name : type_text(ctx, by));
    nvc_diag_note(ctx->diags, d, nvc_anchor_param(fn, i), "is passed by value and has no bytes");
}

/* Parameters of no bytes, by value or byval; definitions only (both rules:
 * NVIDIA accepts such declarations, measured). A byval parameter's own type
 * is `ptr`, so at most one of the two applies to a parameter. */
static void check_param_sizes(struct nvc_ctx *ctx, LLVMValueRef fn)
{
    if (LLVMIsDeclaration(fn))
        return;
    unsigned n = LLVMCountParams(fn);
    for (unsigned i = 0; i < n; i++) {
        LLVMTypeRef t = LLVMTypeOf(LLVMGetParam(fn, i));
        LLVMTypeRef by = nvc_param_byval_type(fn, i);
        if (type_is_empty(ctx, t))
            report_empty_param(ctx, fn, i, t);
        else if (by && LLVMTypeIsSized(by) && LLVMStoreSizeOfType(ctx->dl, by) == 0)
            report_zero_size_byval(ctx, fn, i, by);
    }
}

void nvc_check_function(struct nvc_ctx *ctx, LLVMValueRef fn)
{
    if (LLVMGetIntrinsicID(fn))
        return;
    check_alignment(ctx, fn);
    check_section(ctx, fn);
    check_codegen_extras(ctx, fn);
    check_param_attrs(ctx, fn);
    check_return(ctx, fn);
    check_aggregate_align(ctx, fn);
    check_param_sizes(ctx, fn);
}

/* ---- call sites -------------------------------------------------------- */

/* NVIDIA: "callalign metadata operands not integer literals" (measured on
 * `!callalign !{!"x"}`; an unsorted list passes). The metadata is NVVM IR's
 * (spec 1.3 §3.2.1): per argument, index << 16 | alignment. */
void nvc_check_callalign(struct nvc_ctx *ctx, LLVMValueRef call)
{
    unsigned kind = LLVMGetMDKindIDInContext(LLVMGetModuleContext(ctx->module), "callalign", 9);
    LLVMValueRef md = LLVMGetMetadata(call, kind);
    if (!md)
        return;
    unsigned n;
    LLVMValueRef *ops = nvc_md_node_operands(md, &n);
    for (unsigned i = 0; i < n; i++) {
        if (ops[i] && LLVMIsAConstantInt(ops[i]))
            continue;
        nvc_diag_add(ctx->diags, NVC_RULE_FUNC_CALLALIGN_FORMAT, nvc_anchor_inst(call),
                     "callalign metadata operands not integer literals");
        break;
    }
    free(ops);
}
