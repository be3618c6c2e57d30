/* compat_hollow.c: noticing a hollow result.
 *
 * Code often gates whole kernels on macros: `#if __CUDACC_VER_MAJOR__ >= 12`
 * (CUTLASS's SM90 kernels), `#if __CUDA_ARCH__ >= 900`, a project's own
 * -DENABLE_SM90. When the gate is closed under clang, the TU compiles to a
 * module without the kernels and every check passes on nothing. The source
 * text tells: it spells __global__ although the module has no kernel and no
 * function of the file. */
#include "compat.h"

#include "file_text.h"

#include <llvm-c/Core.h>
#include <llvm-c/DebugInfo.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define PTX_KERNEL_CALLING_CONV 71   /* llvm::CallingConv::PTX_Kernel */

static bool is_ident_char(char c)
{
    return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

/* `__global__` as a token, or __attribute__((global)), outside comments and
 * literals. */
static bool text_declares_kernel(const char *s, size_t n)
{
    for (size_t p = 0; p < n; p++) {
        if (s[p] == '/' && p + 1 < n && s[p + 1] == '/') {
            while (p < n && s[p] != '\n')
                p++;
        } else if (s[p] == '/' && p + 1 < n && s[p + 1] == '*') {
            const char *end = p + 2 < n ? strstr(s + p + 2, "*/") : NULL;
            p = end ? (size_t)(end - s) + 1 : n;
        } else if (s[p] == '"' || s[p] == '\'') {
            char q = s[p++];
            while (p < n && s[p] != q && s[p] != '\n')
                p += s[p] == '\\' ? 2 : 1;
        } else if ((p == 0 || !is_ident_char(s[p - 1])) &&
                   ((strncmp(s + p, "__global__", 10) == 0 && !is_ident_char(s[p + 10])) ||
                    strncmp(s + p, "__attribute__((global))", 23) == 0)) {
            return true;
        }
    }
    return false;
}

static bool file_declares_kernel(const char *input)
{
    size_t len;
    char *text = nvc_read_file(input, NVC_READ_ALL, &len);
    bool yes = text && text_declares_kernel(text, len);
    free(text);
    return yes;
}

static bool subprogram_in(LLVMValueRef fn, const char *input)
{
    LLVMMetadataRef sp = LLVMGetSubprogram(fn);
    LLVMMetadataRef file = sp ? LLVMDIScopeGetFile(sp) : NULL;
    unsigned len = 0;
    const char *name = file ? LLVMDIFileGetFilename(file, &len) : NULL;
    if (!name)
        return false;
    size_t in = strlen(input);
    /* the DIFile names the main file as clang was given it */
    return (len == in && memcmp(name, input, in) == 0) ||
           (len < in && input[in - len - 1] == '/' && memcmp(input + in - len, name, len) == 0);
}

bool nvc_compat_module_is_hollow(LLVMModuleRef m, const char *input)
{
    for (LLVMValueRef fn = LLVMGetFirstFunction(m); fn; fn = LLVMGetNextFunction(fn)) {
        if (LLVMIsDeclaration(fn))
            continue;
        if (LLVMGetFunctionCallConv(fn) == PTX_KERNEL_CALLING_CONV || subprogram_in(fn, input))
            return false;
    }
    return file_declares_kernel(input);
}
