/* compat_hollow.c: noticing a hollow result.
 *
 * Code gates kernels on macros that only nvcc defines: `#ifdef __NVCC__`
 * around a header's kernels, `#ifndef __NVCC__ ... #else <kernels>`. Under
 * clang such a gate is closed, the TU compiles to a module without the
 * kernels, and every check passes on nothing, where nvcc emits the kernels
 * (measured: a header whose kernel is behind `#ifdef __NVCC__`, included by
 * a .cu that has no __global__ of its own: `nvcc -ptx` writes its .entry).
 *
 * The preprocessor tells (compile.cpp hands over every block it skips, with
 * the names its #if chain tests that are not macros there): a skipped block
 * outside system headers whose chain names a macro nvcc defines and this
 * compile does not, and whose text defines a kernel, is a kernel nvcc
 * compiles and clang did not. Gates on macros that clang defines as nvcc
 * does (__CUDA_ARCH__, and __CUDACC_VER_MAJOR__ & co, which
 * compat_version.c defines) or on the project's own macros are closed under
 * nvcc too: nvcc emits nothing either, and that is no hollow result. */
#include "compat.h"

#include <llvm-c/Core.h>
#include <stdio.h>
#include <string.h>

/* What nvcc 13 defines for its device preprocessing, measured with `nvcc
 * --dryrun -ptx -arch=sm_90` (the -D flags of its `gcc -E` step), less
 * __CUDA_ARCH__ and __CUDACC__, which clang defines as well. The
 * __CUDACC_VER_* macros stay listed: compat_version.c defines them, and then
 * they are macros here, but without a CUDA_VERSION in the toolkit's cuda.h
 * they are not. nvcc defines some more only for some flags (__CUDACC_RDC__
 * for -rdc=true, __CUDACC_EXTENDED_LAMBDA__ for --extended-lambda,
 * __CUDACC_RELAXED_CONSTEXPR__, __CUDACC_DEBUG__ for -G); without the
 * compile command the checker cannot tell, so they are not listed. */
static const char *const nvcc_macros[] = {
    "__NVCC__",
    "__CUDACC_VER_MAJOR__",
    "__CUDACC_VER_MINOR__",
    "__CUDACC_VER_BUILD__",
    "__CUDA_API_VER_MAJOR__",
    "__CUDA_API_VER_MINOR__",
    "__CUDA_ARCH_LIST__",
    "__NVCC_DIAG_PRAGMA_SUPPORT__",
    "__CUDACC_DEVICE_ATOMIC_BUILTINS__",
    "CUDA_DOUBLE_MATH_FUNCTIONS",
};

static bool is_ident_char(char c)
{
    return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

/* The first of `names` (each followed by a space) that nvcc defines, or
 * NULL. */
static const char *first_nvcc_macro(const char *names)
{
    for (const char *p = names; *p;) {
        size_t n = strcspn(p, " ");
        for (size_t i = 0; i < sizeof nvcc_macros / sizeof *nvcc_macros; i++)
            if (strlen(nvcc_macros[i]) == n && memcmp(nvcc_macros[i], p, n) == 0)
                return nvcc_macros[i];
        p += n;
        p += *p == ' ';
    }
    return NULL;
}

/* Where `__global__` as a token, or __attribute__((global)), first occurs
 * outside comments and literals; len when nowhere. */
static size_t kernel_in_text(const char *s, size_t n)
{
    for (size_t p = 0; p < n; p++) {
        if (s[p] == '/' && p + 1 < n && s[p + 1] == '/') {
            while (p < n && s[p] != '\n')
                p++;
        } else if (s[p] == '/' && p + 1 < n && s[p + 1] == '*') {
            for (p += 2; p + 1 < n && !(s[p] == '*' && s[p + 1] == '/'); p++)
                ;
            p++;
        } else if (s[p] == '"' || s[p] == '\'') {
            char q = s[p++];
            while (p < n && s[p] != q && s[p] != '\n')
                p += s[p] == '\\' ? 2 : 1;
        } else if ((p == 0 || !is_ident_char(s[p - 1])) &&
                   ((p + 10 <= n && memcmp(s + p, "__global__", 10) == 0 &&
                     (p + 10 == n || !is_ident_char(s[p + 10]))) ||
                    (p + 23 <= n && memcmp(s + p, "__attribute__((global))", 23) == 0))) {
            return p;
        }
    }
    return n;
}

static unsigned lines_before(const char *s, size_t at)
{
    unsigned lines = 0;
    for (size_t p = 0; p < at; p++)
        lines += s[p] == '\n';
    return lines;
}

void nvc_compat_skipped_block(struct nvc_fe_gated_kernel *gated, const char *file, unsigned line,
                              bool system_header, const char *text, size_t len,
                              const char *undefined)
{
    if (gated->found || system_header)
        return;
    const char *macro = first_nvcc_macro(undefined);
    size_t at = macro ? kernel_in_text(text, len) : len;
    if (at == len)
        return;
    gated->found = true;
    snprintf(gated->file, sizeof gated->file, "%s", file);
    gated->line = line + lines_before(text, at);
    snprintf(gated->macro, sizeof gated->macro, "%s", macro);
}

bool nvc_compat_module_is_hollow(LLVMModuleRef m, const struct nvc_fe_gated_kernel *gated)
{
    if (!gated || !gated->found)
        return false;
    for (LLVMValueRef fn = LLVMGetFirstFunction(m); fn; fn = LLVMGetNextFunction(fn))
        if (!LLVMIsDeclaration(fn))   /* a kernel or a device function */
            return false;
    return true;
}
