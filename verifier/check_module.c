/* check_module.c: the module family (target triple, data layout,
 * !nvvmir.version).
 *
 * Rules (all module-level: findings carry no source location):
 *  - nvvm-module-triple: the triple libNVVM accepts.
 *  - nvvm-module-datalayout: the data layout libNVVM accepts, compared
 *    component by component, not as a string.
 *  - nvvm-module-nvvmir-version: the IR and debug-metadata versions.
 *
 * Everything here was measured with CUDA 13.0's NVVM-20 (cicc -libnvvm
 * -arch=compute_100 -opt-passes=nvvm-verify, recipe R2 of docs/reference/toolchain.md) on
 * hand-written modules, one construct at a time; the doc page of each rule
 * lists the cases. The texts are NVIDIA's, without its `DataLayoutError: `
 * and `Error: ` decorations. */
#include "verifier_internal.h"

#include <llvm-c/Core.h>
#include <llvm-c/Target.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* ---- triple ------------------------------------------------------------- */

/* Measured: the architecture must be exactly nvptx or nvptx64 and a later
 * component must start with "cuda" (nvptx64-nvidia-cuda, nvptx64-unknown-cuda,
 * nvptx64-cuda, nvptx64-nvidia-linux-cuda and nvptx64-nvidia-cudax pass;
 * nvptx64-nvidia-nvcl, nvptx64-nvidia-xcuda, nvptx64-nvidia-CUDA and
 * nvptx64 fail). The 32/64-bit architecture need not match the data layout. */
static bool triple_accepted(const char *triple)
{
    size_t arch = strcspn(triple, "-");
    bool nvptx = (arch == 5 && strncmp(triple, "nvptx", 5) == 0) ||
                 (arch == 7 && strncmp(triple, "nvptx64", 7) == 0);
    return nvptx && strstr(triple + arch, "-cuda") != NULL;
}

static void check_triple(struct nvc_ctx *ctx)
{
    const char *triple = LLVMGetTarget(ctx->module);
    if (!triple || !*triple) {
        /* libNVVM's loader, before the verifier runs */
        nvc_diag_add(ctx->diags, NVC_RULE_MODULE_TRIPLE, nvc_anchor_none(),
                     "Module does not contain a triple, should be 'nvptx64-'");
        return;
    }
    if (!triple_accepted(triple))
        nvc_diag_add(ctx->diags, NVC_RULE_MODULE_TRIPLE, nvc_anchor_none(),
                     "Invalid target triple (%s), must be one of: 32-bit: nvptx-*-cuda, "
                     "64-bit: nvptx64-*-cuda",
                     triple);
}

/* ---- data layout -------------------------------------------------------- */

/* The parts of the layout libNVVM looks at. The C API answers endianness;
 * it has no access to the native integer widths, address spaces, mangling
 * or the explicit specifications NVVM inspects, so those come from the
 * string (LLVM LangRef, "Data Layout"). Sizes and alignments are in bits. */
struct align_spec {
    unsigned width, abi, pref;
};

struct layout {
    bool mangling, bad_alloca_as, bad_program_as, bad_global_as, bad_non_integral;
    bool bad_pointer, bad_aggregate;
    bool native[129];               /* widths named by any n<..> spec (specs add up) */
    struct align_spec ints[16], floats[16];
    unsigned nints, nfloats;
};

static bool parse_uint(const char **s, unsigned *out)
{
    char *end;
    unsigned long v = strtoul(*s, &end, 10);
    if (end == *s)
        return false;
    *out = (unsigned)v;
    *s = end;
    return true;
}

/* ":a:b:c" after a letter: up to `max` numbers; returns how many. */
static unsigned parse_fields(const char *s, unsigned *f, unsigned max)
{
    unsigned n = 0;
    while (n < max && *s == ':') {
        s++;
        if (!parse_uint(&s, &f[n]))
            break;
        n++;
    }
    return n;
}

/* LLVM's defaults before any i/f specification (LangRef, Data Layout). */
static void default_alignments(struct layout *L)
{
    static const struct align_spec ints[] = {
        {1, 8, 8}, {8, 8, 8}, {16, 16, 16}, {32, 32, 32}, {64, 32, 64}};
    static const struct align_spec floats[] = {
        {16, 16, 16}, {32, 32, 32}, {64, 64, 64}, {128, 128, 128}};
    memcpy(L->ints, ints, sizeof ints);
    L->nints = sizeof ints / sizeof *ints;
    memcpy(L->floats, floats, sizeof floats);
    L->nfloats = sizeof floats / sizeof *floats;
}

/* i<w>:<abi>[:<pref>]: the last specification of a width wins. */
static void set_alignment(struct align_spec *specs, unsigned *n, const unsigned *f, unsigned nf)
{
    if (nf < 2)
        return;
    struct align_spec s = {f[0], f[1], nf >= 3 ? f[2] : f[1]};
    for (unsigned i = 0; i < *n; i++)
        if (specs[i].width == s.width) {
            specs[i] = s;
            return;
        }
    if (*n < 16)
        specs[(*n)++] = s;
}

/* p[n]:<size>:<abi>[:<pref>[:<index>]], measured for n = 0..6 (larger
 * address spaces are not checked): size 32 or 64, ABI alignment 32 or 64
 * (64 for address space 2), preferred alignment = ABI alignment, index
 * size = size. p:64:32, p:32:64 and p3:32:32 pass; p:16:16, p:64:128,
 * p:64:64:128, p:64:64:64:32 and p2:32:32 fail. */
static bool pointer_spec_ok(const char *spec)
{
    const char *s = spec + 1;
    unsigned as = 0, f[4];
    if (*s >= '0' && *s <= '9' && !parse_uint(&s, &as))
        return true;
    unsigned n = parse_fields(s, f, 4);
    if (as > 6 || n < 2)
        return true;
    unsigned size = f[0], abi = f[1], pref = n >= 3 ? f[2] : abi, index = n >= 4 ? f[3] : size;
    bool abi_ok = as == 2 ? abi == 64 : (abi == 32 || abi == 64);
    return (size == 32 || size == 64) && abi_ok && pref == abi && index == size;
}

static bool address_space_is_zero(const char *digits)
{
    return strtoul(digits, NULL, 10) == 0;
}

static void parse_spec(struct layout *L, const char *spec)
{
    unsigned f[8];
    switch (spec[0]) {
    case 'm':
        L->mangling = true;
        break;
    case 'A':
        L->bad_alloca_as |= !address_space_is_zero(spec + 1);
        break;
    case 'P':
        L->bad_program_as |= !address_space_is_zero(spec + 1);
        break;
    case 'G':
        L->bad_global_as |= !address_space_is_zero(spec + 1);
        break;
    case 'p':
        L->bad_pointer |= !pointer_spec_ok(spec);
        break;
    case 'a': {
        /* measured: a:8, a:8:8, a:0, a:0:8 pass; a:0:64, a:8:64, a:16 fail;
         * no a<..> at all passes */
        unsigned n = parse_fields(spec[1] == '0' ? spec + 2 : spec + 1, f, 2);
        unsigned abi = n >= 1 ? f[0] : 0, pref = n >= 2 ? f[1] : abi;
        L->bad_aggregate |= (abi != 0 && abi != 8) || (pref != 0 && pref != 8);
        break;
    }
    case 'n':
        if (strncmp(spec, "ni:", 3) == 0) {
            /* measured: ni:1 .. ni:6 fail, ni:7, ni:8, ni:101 pass */
            unsigned n = parse_fields(spec + 2, f, 8);
            for (unsigned i = 0; i < n; i++)
                L->bad_non_integral |= f[i] >= 1 && f[i] <= 6;
        } else {
            const char *s = spec + 1;
            unsigned w;
            while (parse_uint(&s, &w)) {
                if (w <= 128)
                    L->native[w] = true;
                if (*s != ':')
                    break;
                s++;
            }
        }
        break;
    case 'i':
    case 'f': {
        const char *s = spec + 1;
        unsigned w;
        if (!parse_uint(&s, &w))
            break;
        f[0] = w;
        unsigned n = 1 + parse_fields(s, f + 1, 2);
        if (spec[0] == 'i')
            set_alignment(L->ints, &L->nints, f, n);
        else
            set_alignment(L->floats, &L->nfloats, f, n);
        break;
    }
    default:
        break;
    }
}

/* Measured: i1, i8, i16, i32, i64 and i128 must be naturally aligned with
 * ABI = preferred (i1 at 8 bits); other widths (i24, i256) are free. LLVM's
 * default i64:32:64 fails, so a layout without i64:64 is rejected. */
static bool ints_ok(const struct layout *L)
{
    for (unsigned i = 0; i < L->nints; i++) {
        unsigned w = L->ints[i].width, want = w == 1 ? 8 : w;
        bool checked = w == 1 || w == 8 || w == 16 || w == 32 || w == 64 || w == 128;
        if (checked && (L->ints[i].abi != want || L->ints[i].pref != want))
            return false;
    }
    return true;
}

/* Measured: f32, f64 and f128 natural with ABI = preferred; f16 and f80 free. */
static bool floats_ok(const struct layout *L)
{
    for (unsigned i = 0; i < L->nfloats; i++) {
        unsigned w = L->floats[i].width;
        if ((w == 32 || w == 64 || w == 128) && (L->floats[i].abi != w || L->floats[i].pref != w))
            return false;
    }
    return true;
}

static void parse_layout(struct layout *L, const char *dl)
{
    memset(L, 0, sizeof *L);
    default_alignments(L);
    char spec[64];
    while (*dl) {
        size_t len = strcspn(dl, "-");
        if (len < sizeof spec) {
            memcpy(spec, dl, len);
            spec[len] = '\0';
            parse_spec(L, spec);
        }
        dl += len + (dl[len] == '-');
    }
}

/* NVIDIA's example, printed after its data-layout errors. */
#define NVVM_EXAMPLE_LAYOUT \
    "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-" \
    "f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64-a:8:8"

static void report_layout(struct nvc_ctx *ctx, unsigned *count, const char *msg)
{
    struct nvc_diag *d = nvc_diag_add(ctx->diags, NVC_RULE_MODULE_DATALAYOUT, nvc_anchor_none(),
                                      "%s", msg);
    if ((*count)++ == 0)
        nvc_diag_note(ctx->diags, d, nvc_anchor_none(),
                      "the data layout is \"%s\"; "
                      "example valid data layout (64-bit): %s",
                      LLVMGetDataLayoutStr(ctx->module), NVVM_EXAMPLE_LAYOUT);
}

static void check_datalayout(struct nvc_ctx *ctx)
{
    const char *dl = LLVMGetDataLayoutStr(ctx->module);
    unsigned count = 0;
    if (!dl || !*dl) {
        /* the loader's text; the verifier's "Empty target data layout, must
         * exist" is never reached */
        nvc_diag_add(ctx->diags, NVC_RULE_MODULE_DATALAYOUT, nvc_anchor_none(),
                     "Data Layout string is empty");
        return;
    }
    struct layout L;
    parse_layout(&L, dl);
    /* in the order libNVVM's loader prints them, then the verifier's two */
    if (LLVMByteOrder(ctx->dl) != LLVMLittleEndian)
        report_layout(ctx, &count, "Endianness must be little endian [Supported: -e].");
    if (L.bad_program_as)
        report_layout(ctx, &count, "Program address space must be 0 [Supported: -P:0].");
    if (L.bad_global_as)
        report_layout(ctx, &count, "Default global address space must be 0 [Supported: -G:0].");
    if (L.bad_alloca_as)
        report_layout(ctx, &count, "Alloca address space must be 0 [Supported: -A:0].");
    if (!L.native[32])
        report_layout(ctx, &count,
                      "Require 32 bit native integer width [Supported: -n:16:32:64 or -n:32].");
    if (L.bad_non_integral)
        report_layout(ctx, &count, "Non integral address spaces not supported.");
    if (L.bad_pointer)
        report_layout(ctx, &count,
                      "Unsupported pointer alignment [Supported: 64-bit: "
                      "-p:64:64:64, 32-bit (deprecated): -p:32:32:32].");
    if (!ints_ok(&L))
        report_layout(ctx, &count,
                      "Unsupported integer alignment [Supported: "
                      "-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128].");
    if (!floats_ok(&L))
        report_layout(ctx, &count,
                      "Unsupported floating-point alignment [Supported: -f32:32:32-f64:64:64].");
    if (L.bad_aggregate)
        report_layout(ctx, &count, "Unsupported aggregate alignment [Supported: -a:8:8].");
    if (L.mangling)
        report_layout(ctx, &count, "No mangling mode supported.");
    if (L.native[32] && (!L.native[16] || !L.native[64]))
        report_layout(ctx, &count,
                      "Require 16 and 64 bit native integer widths [Supported: -n:16:32:64].");
}

/* ---- !nvvmir.version ---------------------------------------------------- */

/* What CUDA 13.0's libNVVM accepts (nvvmIRVersion): IR 2.0, debug metadata
 * up to 3.2. Measured: IR 1.x, 2.1 and 3.0 fail; debug 3.0 to 3.2 pass,
 * 2.0, 3.3 and 4.0 fail. */
enum { IR_MAJOR = 2, IR_MINOR = 0, DBG_MAJOR = 3, DBG_MINOR = 2 };

static bool integer_fields(const LLVMValueRef *ops, unsigned n, uint32_t *v)
{
    for (unsigned i = 0; i < n; i++) {
        if (!ops[i] || !LLVMIsAConstantInt(ops[i]))
            return false;
        v[i] = (uint32_t)LLVMConstIntGetZExtValue(ops[i]);   /* printed as unsigned */
    }
    return true;
}

static bool version_fields(LLVMValueRef node, uint32_t v[4], unsigned *n)
{
    LLVMValueRef *ops = nvc_md_node_operands(node, n);
    bool ok = (*n == 2 || *n == 4) && integer_fields(ops, *n, v);
    free(ops);
    return ok;
}

static void check_version_node(struct nvc_ctx *ctx, LLVMValueRef node, unsigned index)
{
    uint32_t v[4];
    unsigned n;
    if (!version_fields(node, v, &n)) {
        struct nvc_diag *d = nvc_diag_add(
            ctx->diags, NVC_RULE_MODULE_NVVMIR_VERSION, nvc_anchor_none(),
            "incompatible IR detected. Possible mix of compiler/IR from different releases.");
        nvc_diag_note(ctx->diags, d, nvc_anchor_none(),
                      "operand %u of !nvvmir.version is not a node of 2 "
                      "or 4 integer constants (IR major, minor[, debug metadata major, minor])",
                      index);
        return;
    }
    if (v[0] != IR_MAJOR || v[1] != IR_MINOR)
        nvc_diag_add(ctx->diags, NVC_RULE_MODULE_NVVMIR_VERSION, nvc_anchor_none(),
                     "IR version %u.%u incompatible with current version %d.%d", v[0], v[1],
                     IR_MAJOR, IR_MINOR);
    else if (n == 4 && (v[2] != DBG_MAJOR || v[3] > DBG_MINOR))
        nvc_diag_add(ctx->diags, NVC_RULE_MODULE_NVVMIR_VERSION, nvc_anchor_none(),
                     "DBG version %u.%u incompatible with current version %d.%d", v[2], v[3],
                     DBG_MAJOR, DBG_MINOR);
}

static void check_nvvmir_version(struct nvc_ctx *ctx)
{
    static const char name[] = "nvvmir.version";
    if (!LLVMGetNamedMetadata(ctx->module, name, sizeof name - 1)) {
        struct nvc_diag *d = nvc_diag_add(
            ctx->diags, NVC_RULE_MODULE_NVVMIR_VERSION, nvc_anchor_none(),
            "IR version 1.0 incompatible with current version %d.%d", IR_MAJOR, IR_MINOR);
        nvc_diag_note(ctx->diags, d, nvc_anchor_none(),
                      "the module has no !nvvmir.version, which libNVVM "
                      "reads as 1.0; add `!nvvmir.version = !{!N}` with `!N = !{i32 %d, i32 %d}`",
                      IR_MAJOR, IR_MINOR);
        return;
    }
    /* measured: a present but empty !nvvmir.version passes; every node counts */
    unsigned n;
    LLVMValueRef *nodes = nvc_named_md_operands(ctx->module, name, &n);
    for (unsigned i = 0; i < n; i++)
        check_version_node(ctx, nodes[i], i);
    free(nodes);
}

void nvc_check_module(struct nvc_ctx *ctx)
{
    if (nvc_rule_on(ctx, NVC_RULE_MODULE_TRIPLE))
        check_triple(ctx);
    if (nvc_rule_on(ctx, NVC_RULE_MODULE_DATALAYOUT))
        check_datalayout(ctx);
    if (nvc_rule_on(ctx, NVC_RULE_MODULE_NVVMIR_VERSION))
        check_nvvmir_version(ctx);
}
