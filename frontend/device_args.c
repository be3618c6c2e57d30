/* device_args.c: the clang driver arguments for one device-side compile. */
#include "compat.h"
#include "frontend.h"

#include "arena.h"

#include <llvm-c/Core.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *format(const char *fmt, const char *a)
{
    size_t n = strlen(fmt) + strlen(a) + 16;
    char *s = malloc(n);
    if (!s)
        nvc_fatal("out of memory");
    snprintf(s, n, fmt, a);
    return s;
}

/* nvcc 13 defines, for sm_<N>a, __CUDA_ARCH_SPECIFIC__ and
 * __CUDA_ARCH_FAMILY_SPECIFIC__ as N * 10, and for sm_<N>f the second one
 * only (measured: #pragma message in the device pass of nvcc -gencode
 * arch=compute_100a,code=sm_100a prints 1000 for both); clang 22 defines
 * neither (it defines __CUDA_ARCH_FEAT_SM<N>_ALL for sm_<N>a, as nvcc does).
 * Code that selects arch-specific asm with them is checked as nvcc
 * compiles it. Writes the -D arguments into out[0..1]; returns how many. */
static size_t arch_specific_macros(const char *arch, char *out[2])
{
    size_t len = strlen(arch);
    if (strncmp(arch, "sm_", 3) != 0 || len < 5)
        return 0;
    char variant = arch[len - 1];
    if (variant != 'a' && variant != 'f')
        return 0;
    char num[16];
    snprintf(num, sizeof num, "%.*s0", (int)(len - 4), arch + 3);
    size_t n = 0;
    if (variant == 'a')
        out[n++] = format("-D__CUDA_ARCH_SPECIFIC__=%s", num);
    out[n++] = format("-D__CUDA_ARCH_FAMILY_SPECIFIC__=%s", num);
    return n;
}

/* nvcc's -ccbin (--compiler-bindir), apart or joined with `=`: the host
 * compiler. clang has no such option; it is taken out of the user's
 * arguments and only tells which compiler's own include directory to add
 * (compat_host.c). Returns how many arguments it takes at user_args[i]
 * (0: not -ccbin) and writes its value, the last one winning. */
static int ccbin_flag(const char *const *user_args, int nuser, int i, const char **value)
{
    static const char *const names[] = {"-ccbin", "--compiler-bindir"};
    for (size_t k = 0; k < sizeof names / sizeof *names; k++) {
        size_t n = strlen(names[k]);
        if (strncmp(user_args[i], names[k], n) != 0)
            continue;
        if (user_args[i][n] == '=') {
            *value = user_args[i] + n + 1;
            return 1;
        }
        if (user_args[i][n] == '\0') {
            *value = i + 1 < nuser ? user_args[i + 1] : NULL;
            return i + 1 < nuser ? 2 : 1;
        }
    }
    return 0;
}

void nvc_device_args_build(struct nvc_device_args *out, const char *file, const char *arch,
                           const char *cuda_path, const char *const *user_args, int nuser)
{
    memset(out, 0, sizeof *out);
    out->owned[0] = format("--offload-arch=%s", arch);
    out->owned[1] = format("--cuda-path=%s", cuda_path);
    out->owned[2] = format("%s/include/cccl", cuda_path);   /* nvcc adds it implicitly */
    /* nvcc's version macros (compat_version.c; docs/compat.md says what they
     * gate) and the compatibility header, before the user's arguments so
     * that their -D/-U/-include come after ours. */
    struct nvc_cuda_version v;
    bool versioned = nvc_cuda_version(cuda_path, &v);
    char num[16];
    snprintf(num, sizeof num, "%u", v.major);
    out->owned[3] = format("-D__CUDACC_VER_MAJOR__=%s", num);
    snprintf(num, sizeof num, "%u", v.minor);
    out->owned[4] = format("-D__CUDACC_VER_MINOR__=%s", num);
    snprintf(num, sizeof num, "%u", v.build);
    out->owned[5] = format("-D__CUDACC_VER_BUILD__=%s", num);
    size_t nspecific = arch_specific_macros(arch, &out->owned[6]);
    const char *fixed_before[] = {
        "-x",          "cuda",        "-include",    NVC_COMPAT_HEADER_PATH, out->owned[3],
        out->owned[4], out->owned[5], out->owned[6], out->owned[7]};
    const char *fixed_after[] = {
        "-isystem",
        out->owned[2],
        out->owned[1],
        out->owned[0],
        "-Wno-unknown-cuda-version",  /* clang 22 knows CUDA up to 12.9 */
        /* `U::template f(x)`: nvcc accepts it silently (docs/compat.md, 8) */
        "-Wno-error=missing-template-arg-list-after-template-kw",
        "--cuda-device-only",
        "-fgpu-rdc",                  /* needed for <<<>>> in device code */
        /* Overload errors whose candidates include wrong-sided ones (a host
         * function calling max/isfinite/clock, which clang's wrappers
         * declare for the device only) are reported only if the function
         * is emitted for the device: host code is nvcc's host compiler's
         * business (docs/compat.md, pattern 8). Errors in device code stay. */
        "-fgpu-defer-diag",
        "-g",
        "-O0",                  /* DILocalVariables for parameters */
        "-fno-discard-value-names",   /* IR names for messages without -g */
        "-emit-llvm",
        "-c",
        "-o",
        "/dev/null",
    };
    /* The version macros are dropped when the version is not known; the
     * arch-specific ones are there only for a and f targets. */
    size_t nbefore = 4;
    const char *before[9];
    for (size_t i = 0; i < 4; i++)
        before[i] = fixed_before[i];
    if (versioned)
        for (size_t i = 4; i < 7; i++)
            before[nbefore++] = fixed_before[i];
    for (size_t i = 0; i < nspecific; i++)
        before[nbefore++] = fixed_before[7 + i];
    size_t nafter = sizeof fixed_after / sizeof *fixed_after;
    out->argv = calloc(nbefore + (size_t)nuser + nafter + 3, sizeof *out->argv);
    if (!out->argv)
        nvc_fatal("out of memory");
    for (size_t i = 0; i < nbefore; i++)
        out->argv[out->argc++] = before[i];
    const char *ccbin = NULL;
    for (int i = 0; i < nuser;) {
        int taken = ccbin_flag(user_args, nuser, i, &ccbin);
        if (!taken)
            out->argv[out->argc++] = user_args[i];
        i += taken ? taken : 1;
    }
    for (size_t i = 0; i < nafter; i++)
        out->argv[out->argc++] = fixed_after[i];
    /* Headers nvcc finds in its host compiler's own include directory
     * (<omp.h>): searched after all others, and clang's own headers hide
     * GCC's of the same name (compat_host.c). */
    const char *host_include = nvc_compat_host_include_dir(ccbin);
    if (host_include) {
        out->argv[out->argc++] = "-idirafter";
        out->argv[out->argc++] = host_include;
    }
    out->argv[out->argc++] = file;
}

void nvc_device_args_free(struct nvc_device_args *a)
{
    free(a->argv);
    for (size_t i = 0; i < sizeof a->owned / sizeof *a->owned; i++)
        free(a->owned[i]);
    memset(a, 0, sizeof *a);
}

/* At -O0, clang's only pass is the AlwaysInliner. On code where every device
 * function is __forceinline__ (CUTLASS_DEVICE, CuTe's CUTE_HOST_DEVICE), it
 * copies each callee, -O0 stack slots and all, into every caller, the copies
 * of copies included: the generated CUTLASS-style TU of bench/memory.sh
 * peaked at 2.8 GB in that pass alone, against 0.47 GB for clang -O3's whole
 * compile (docs/benchmarks.md, "Memory"). Inlining bottom-up with SROA after
 * each level brought it to 448 MB, still 2.15x nvcc's 208 MB: half of what
 * was left were the debug locations of the copies (every inlined
 * instruction gets a new DILocation per level it is copied through, and
 * LLVM never frees them), and the copies themselves are the rest.
 *
 * So nothing is inlined. nvc-defer-always-inline (compile.cpp) takes
 * `alwaysinline` off before the AlwaysInliner runs and marks the function
 * with nvc_deferred_inline_attr(); nvc_restore_always_inline puts it back
 * on the compiled module. The verifier inlines these functions virtually
 * (verifier/inlining.c): it checks a helper's body once per call chain that
 * would have inlined it, each finding with that chain as its "inlined into"
 * notes, as if the copies existed. docs/benchmarks.md has the figures.
 *
 * SROA still runs on each function that is not optnone, that is on the
 * helpers: their scalar locals become SSA values, as nvcc's own -O3 device
 * compile makes them, and as they were when SROA ran on them before they
 * were copied. It does not touch the functions clang marks optnone at -O0
 * (every function that is not always_inline: kernels and ordinary device
 * functions), which keep their -O0 stack slots and their parameters'
 * DILocalVariables, which the rules and the source mapping read.
 *
 * SROA describes each promoted local with #dbg_value records. Nothing the
 * checker reports reads them: a finding's location is its instruction's
 * line table entry, and the variables it names are address-taken locals
 * (which SROA keeps in memory, #dbg_declare and all), globals and the
 * parameters of optnone functions. So nvc-drop-dbg-values (compile.cpp)
 * erases the #dbg_value records of every function that is not optnone,
 * right after SROA, and nvc-drop-value-names the names of its instructions
 * but allocas. */
const char *nvc_device_inline_pipeline(void)
{
    return "nvc-defer-always-inline,function(sroa,nvc-drop-dbg-values,nvc-drop-value-names)";
}

const char *nvc_deferred_inline_attr(void)
{
    return "nvc-deferred-always-inline";
}

void nvc_restore_always_inline(LLVMModuleRef m)
{
    const char *name = nvc_deferred_inline_attr();
    unsigned len = (unsigned)strlen(name);
    LLVMContextRef ctx = LLVMGetModuleContext(m);
    LLVMAttributeRef always = LLVMCreateEnumAttribute(
        ctx, LLVMGetEnumAttributeKindForName("alwaysinline", 12), 0);
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
        if (LLVMGetStringAttributeAtIndex(f, LLVMAttributeFunctionIndex, name, len)) {
            LLVMRemoveStringAttributeAtIndex(f, LLVMAttributeFunctionIndex, name, len);
            LLVMAddAttributeAtIndex(f, LLVMAttributeFunctionIndex, always);
        }
}
