/* check_kernel.c: kernels and their launch properties.
 *
 * LLVM 22 keeps the launch properties as string attributes: clang writes them
 * from __launch_bounds__/__grid_constant__, and LLVM's IR and bitcode readers
 * turn the older !nvvm.annotations entries (maxntidx, reqntidy, minctasm,
 * maxnreg, cluster_dim_x, maxclusterrank, grid_constant, kernel) into them
 * when they load a module, so these checks see one form:
 * (cluster_max_blocks, NVIDIA's name, becomes "nvvm.maxclusterrank" too):
 *   function: "nvvm.maxntid"="x[,y[,z]]"  "nvvm.reqntid"  "nvvm.cluster_dim"
 *             "nvvm.minctasm"="n"  "nvvm.maxnreg"  "nvvm.maxclusterrank"
 *             "nvvm.blocksareclusters"
 *   parameter: "nvvm.grid_constant"
 *
 * Rules:
 *  - nvvm-kernel-non-void               kernel definition returning a value
 *  - nvvm-kernel-attr-value             a value that does not parse, has too
 *                                       many parts, or is 0 where ptxas wants
 *                                       a positive number
 *  - nvvm-kernel-attr-non-kernel        launch properties on a function that
 *                                       is not a kernel (ignored)
 *  - nvvm-kernel-cluster-pre-hopper     cluster properties below sm_90
 *  - nvvm-kernel-cluster-non-kernel     cluster properties on a non-kernel
 *  - nvvm-kernel-cluster-partial-zero   cluster_dim mixing 0 and non-0
 *  - nvvm-kernel-cluster-max-blocks-zero  maxclusterrank 0
 * Measured facts are cited where each is used. */
#include "verifier_internal.h"

#include <llvm-c/Core.h>
#include <stdint.h>
#include <string.h>

#define MAX_DIMS 3

/* ---- values, parsed the way LLVM's NVPTX backend parses them ------------ */

/* StringRef::getAsInteger with radix 0, which LLVM uses for these values:
 * 0x/0X hex, 0b/0B binary, 0o/0O octal, a leading 0 octal, else decimal; no
 * sign, nothing after the digits (measured with llc 22: "0x40" and "010"
 * give 64 and 8, "+64" and "64 " in a scalar fail). */
static bool parse_llvm_uint(const char *s, size_t len, uint64_t *out)
{
    unsigned radix = 10;
    if (len >= 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X'))
        radix = 16, s += 2, len -= 2;
    else if (len >= 2 && s[0] == '0' && (s[1] == 'b' || s[1] == 'B'))
        radix = 2, s += 2, len -= 2;
    else if (len >= 2 && s[0] == '0' && (s[1] == 'o' || s[1] == 'O'))
        radix = 8, s += 2, len -= 2;
    else if (len >= 2 && s[0] == '0')
        radix = 8, s += 1, len -= 1;
    if (len == 0)
        return false;
    uint64_t v = 0;
    for (size_t i = 0; i < len; i++) {
        char c = s[i];
        unsigned digit = c >= '0' && c <= '9'   ? (unsigned)(c - '0')
                         : c >= 'a' && c <= 'z' ? (unsigned)(c - 'a' + 10)
                         : c >= 'A' && c <= 'Z' ? (unsigned)(c - 'A' + 10)
                                                : 99;
        if (digit >= radix || v > (UINT64_MAX - digit) / radix)
            return false;
        v = v * radix + digit;
    }
    *out = v;
    return true;
}

static bool is_space(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r';
}

struct attr_value {
    const char *name;      /* "nvvm.maxntid" */
    const char *text;
    unsigned len;
    unsigned n;            /* parsed values */
    uint64_t v[MAX_DIMS];
};

static bool get_attr(LLVMValueRef fn, const char *name, struct attr_value *out)
{
    LLVMAttributeRef a = nvc_string_attr(fn, NVC_FN_ATTRS, name);
    if (!a)
        return false;
    memset(out, 0, sizeof *out);
    out->name = name;
    out->text = LLVMGetStringAttributeValue(a, &out->len);
    return true;
}

static void report_value(struct nvc_ctx *ctx, LLVMValueRef fn, const struct attr_value *a,
                         const char *msg)
{
    struct nvc_diag *d = nvc_diag_add(ctx->diags, NVC_RULE_KERNEL_ATTR_VALUE,
                                      nvc_anchor_function(fn), "%s", msg);
    nvc_diag_note(ctx->diags, d, nvc_anchor_function(fn), "the function has \"%s\"=\"%.*s\"",
                  a->name, (int)a->len, a->text);
}

/* "x[,y[,z]]" (maxntid, reqntid, cluster_dim): LLVM splits at commas, trims
 * each part and needs an unsigned 32-bit number; otherwise llc and NVVM 20
 * both print "error: can't parse integer attribute <part> in <attr>" -- and
 * NVVM still exits 0 and writes a made-up value (".maxntid 32767" for "+64").
 * A fourth value is dropped without a word (llc: "1,2,3,4" -> ".maxntid 1, 2, 3"). */
static bool parse_list(struct nvc_ctx *ctx, LLVMValueRef fn, struct attr_value *a)
{
    const char *s = a->text, *end = a->text + a->len;
    if (a->len == 0)
        return false;   /* llc writes no directive and says nothing */
    unsigned parts = 0;
    for (;;) {
        const char *comma = memchr(s, ',', (size_t)(end - s));
        const char *e = comma ? comma : end, *b = s;
        while (b < e && is_space(*b))
            b++;
        while (e > b && is_space(e[-1]))
            e--;
        uint64_t v;
        if (!parse_llvm_uint(b, (size_t)(e - b), &v) || v > UINT32_MAX) {
            /* NVIDIA's and LLVM's text. */
            report_value(ctx, fn, a,
                         nvc_arena_printf(&ctx->diags->arena,
                                          "can't parse integer attribute %.*s in %s", (int)(e - b),
                                          b, a->name));
            return false;
        }
        if (parts < MAX_DIMS)
            a->v[parts] = v;
        parts++;
        if (!comma)
            break;
        s = comma + 1;
    }
    a->n = parts < MAX_DIMS ? parts : MAX_DIMS;
    if (parts > MAX_DIMS) {
        struct nvc_diag *d = nvc_diag_add(
            ctx->diags, NVC_RULE_KERNEL_ATTR_VALUE, nvc_anchor_function(fn),
            "%s has %u values; it takes at most 3 (x, y, z)", a->name, parts);
        nvc_diag_note(
            ctx->diags, d, nvc_anchor_function(fn),
            "LLVM's NVPTX backend keeps the first 3 and drops the rest without a warning");
    }
    return true;
}

/* A single number (minctasm, maxnreg, maxclusterrank): not trimmed; llc and
 * NVVM 20 print "error: cannot parse integer attribute <attr>" (NVVM then
 * writes 0). A value above 32 bits is cut to its low 32 bits ("4294967296"
 * -> ".maxnreg 0", measured with llc 22). */
static bool parse_scalar(struct nvc_ctx *ctx, LLVMValueRef fn, struct attr_value *a)
{
    uint64_t v;
    if (!parse_llvm_uint(a->text, a->len, &v)) {
        report_value(ctx, fn, a,
                     nvc_arena_printf(&ctx->diags->arena, "cannot parse integer attribute %s",
                                      a->name));   /* NVIDIA's and LLVM's text */
        return false;
    }
    if (v > UINT32_MAX) {
        report_value(ctx, fn, a,
                     nvc_arena_printf(
                         &ctx->diags->arena,
                         "value %llu of %s does not fit in 32 bits; LLVM keeps its low 32 bits",
                         (unsigned long long)v, a->name));
        return false;
    }
    a->v[0] = v;
    a->n = 1;
    return true;
}

/* ptxas: "Positive non-zero value expected for maxntid" (also reqntid,
 * minnctapersm, maxnreg), measured with ptxas 13.0 on llc's PTX. clang drops
 * a 0 in __launch_bounds__, so only other producers write one. */
static void check_positive(struct nvc_ctx *ctx, LLVMValueRef fn, const struct attr_value *a,
                           const char *directive)
{
    for (unsigned i = 0; i < a->n; i++)
        if (a->v[i] == 0) {
            report_value(ctx, fn, a,
                         nvc_arena_printf(&ctx->diags->arena,
                                          "%s must be positive: ptxas rejects '.%s' with a 0",
                                          a->name, directive));
            return;
        }
}

/* ---- kernel-only properties --------------------------------------------- */

static const char *const launch_attrs[] = {
    "nvvm.maxntid", "nvvm.reqntid", "nvvm.minctasm", "nvvm.maxnreg", "nvvm.blocksareclusters",
};

/* NVVM 20 and llc 22 ignore these on a non-kernel (measured: no message, no
 * PTX directive on a .func). A producer that sets them usually meant the
 * function to be a kernel and forgot to mark it. */
static void check_non_kernel_attrs(struct nvc_ctx *ctx, LLVMValueRef fn)
{
    for (size_t i = 0; i < sizeof launch_attrs / sizeof *launch_attrs; i++) {
        if (!nvc_string_attr(fn, NVC_FN_ATTRS, launch_attrs[i]))
            continue;
        struct nvc_diag *d = nvc_diag_add(
            ctx->diags, NVC_RULE_KERNEL_ATTR_NON_KERNEL, nvc_anchor_function(fn),
            "\"%s\" is a kernel property, but '%s' is not a kernel: it "
            "is ignored",
            launch_attrs[i], nvc_function_display_name(ctx, fn));
        nvc_diag_note(ctx->diags, d, nvc_anchor_function(fn),
                      "a kernel has the ptx_kernel calling "
                      "convention (or a \"kernel\" entry in !nvvm.annotations)");
    }
    unsigned n = LLVMCountParams(fn);
    for (unsigned i = 0; i < n; i++) {
        if (!nvc_string_attr(fn, i, "nvvm.grid_constant"))
            continue;
        struct nvc_diag *d = nvc_diag_add(ctx->diags, NVC_RULE_KERNEL_ATTR_NON_KERNEL,
                                          nvc_anchor_function(fn),
                                          "\"nvvm.grid_constant\" is a kernel parameter property, "
                                          "but '%s' is not a kernel: it is ignored",
                                          nvc_function_display_name(ctx, fn));
        nvc_diag_note(ctx->diags, d, nvc_anchor_param(fn, i), "is marked \"nvvm.grid_constant\"");
    }
}

static void check_launch_values(struct nvc_ctx *ctx, LLVMValueRef fn)
{
    struct attr_value a;
    if (get_attr(fn, "nvvm.maxntid", &a) && parse_list(ctx, fn, &a))
        check_positive(ctx, fn, &a, "maxntid");
    if (get_attr(fn, "nvvm.reqntid", &a) && parse_list(ctx, fn, &a))
        check_positive(ctx, fn, &a, "reqntid");
    if (get_attr(fn, "nvvm.minctasm", &a) && parse_scalar(ctx, fn, &a))
        check_positive(ctx, fn, &a, "minnctapersm");
    if (get_attr(fn, "nvvm.maxnreg", &a) && parse_scalar(ctx, fn, &a))
        check_positive(ctx, fn, &a, "maxnreg");
}

/* ---- clusters ------------------------------------------------------------ */

/* NVIDIA's four cluster checks (strings in cicc 13.0's NVVM verifier). NVVM
 * 20 reports the last three as Infos only (measured with
 * -nvvm-verify-show-info); the pre-Hopper one cannot be measured (NVVM 20
 * verifies for sm_100+ only). What LLVM 22 does (llc + ptxas 13.0):
 *  - below sm_90 it drops "nvvm.cluster_dim"/"nvvm.maxclusterrank" without a
 *    word and ptxas accepts the kernel, which then runs without clusters;
 *  - "0,2,1" gives `.explicitcluster` without `.reqnctapercluster`: the 2 is lost;
 *  - maxclusterrank 0 gives `.maxclusterrank 0`, which ptxas accepts;
 *  - on a non-kernel nothing is written. */
static void check_clusters(struct nvc_ctx *ctx, LLVMValueRef fn, bool kernel)
{
    struct attr_value dims, rank;
    bool has_dims = get_attr(fn, "nvvm.cluster_dim", &dims);
    bool has_rank = get_attr(fn, "nvvm.maxclusterrank", &rank);
    if (!has_dims && !has_rank)
        return;
    struct nvc_anchor at = nvc_anchor_function(fn);
    const char *which = has_dims && has_rank ? "\"nvvm.cluster_dim\" and \"nvvm.maxclusterrank\""
                        : has_dims           ? "\"nvvm.cluster_dim\""
                                             : "\"nvvm.maxclusterrank\"";
    unsigned sm = nvc_function_sm(ctx, fn);
    if (sm < 90) {
        struct nvc_diag *d = nvc_diag_add(
            ctx->diags, NVC_RULE_KERNEL_CLUSTER_PRE_HOPPER, at,
            "Cluster dimensions and cluster maximum blocks are not supported on pre-Hopper "
            "Architectures");
        nvc_diag_note(ctx->diags, d, at,
                      "the function has %s and is compiled for sm_%u; clusters "
                      "need sm_90 or later, and LLVM drops them below that without a warning",
                      which, sm);
    }
    if (!kernel) {
        struct nvc_diag *d = nvc_diag_add(
            ctx->diags, NVC_RULE_KERNEL_CLUSTER_NON_KERNEL, at,
            "Cluster dimensions and cluster maximum blocks are only allowed for kernel functions");
        nvc_diag_note(ctx->diags, d, at, "'%s' has %s but is not a kernel: it is ignored",
                      nvc_function_display_name(ctx, fn), which);
    }
    if (has_dims && parse_list(ctx, fn, &dims)) {
        bool zero = false, nonzero = false;
        for (unsigned i = 0; i < dims.n; i++) {
            if (dims.v[i])
                nonzero = true;
            else
                zero = true;
        }
        if (zero && nonzero) {
            struct nvc_diag *d = nvc_diag_add(
                ctx->diags, NVC_RULE_KERNEL_CLUSTER_PARTIAL_ZERO, at,
                "If any cluster dimension is specified as 0 then all other dimensions must be "
                "specified as 0");
            nvc_diag_note(ctx->diags, d, at,
                          "the function has \"nvvm.cluster_dim\"=\"%.*s\"; LLVM "
                          "writes no cluster shape for it, so the non-zero dimensions are lost",
                          (int)dims.len, dims.text);
        }
    }
    if (has_rank && parse_scalar(ctx, fn, &rank) && rank.v[0] == 0)
        nvc_diag_add(ctx->diags, NVC_RULE_KERNEL_CLUSTER_MAX_BLOCKS_ZERO, at,
                     "Cluster maximum blocks must be non-zero");
}

/* ---- entry point --------------------------------------------------------- */

void nvc_check_kernel_props(struct nvc_ctx *ctx, LLVMValueRef fn)
{
    bool kernel = nvc_is_kernel(&ctx->kernels, fn);
    if (kernel) {
        /* NVIDIA's text; NVVM 20 checks definitions only (a non-void
         * ptx_kernel declaration passes). llc 22 writes `st.param` to a
         * func_retval0 that an .entry does not have; ptxas rejects it. */
        LLVMTypeRef ret = LLVMGetReturnType(LLVMGlobalGetValueType(fn));
        if (LLVMGetTypeKind(ret) != LLVMVoidTypeKind)
            nvc_diag_add(ctx->diags, NVC_RULE_KERNEL_NON_VOID, nvc_anchor_function(fn),
                         "non-void entry function.");
        check_launch_values(ctx, fn);
    } else {
        check_non_kernel_attrs(ctx, fn);
    }
    check_clusters(ctx, fn, kernel);
}
