/* compat_diag.c: clang errors that are known differences between nvcc's
 * CUDA dialect and clang's, for the one-line reason of a TU that does not
 * compile (docs/compat.md, "What still fails"). Each entry was measured: nvcc
 * 13.0 accepts the construct (at most with a warning), clang 22 rejects it
 * with this message. */
#include "compat.h"

#include <string.h>

struct dialect_difference {
    const char *clang_says;   /* a substring of clang's message */
    const char *what;
};

static const struct dialect_difference differences[] = {
    {"initialization is not supported for __shared__ variables",
     "a __shared__ variable whose type has a constructor, in a form the checker cannot "
     "bridge (a type that depends on a template parameter, say): nvcc ignores the "
     "constructor (warning 20054), clang rejects the declaration"},
    {"in __host__ __device__ function",
     "a __host__ __device__ function calls a __host__ (or __device__) function: nvcc warns "
     "(20011/20014), clang rejects it once the function is emitted for the device"},
    {"invalid % escape in inline assembly string",
     "a single '%' before a PTX name in an asm template the rewriter cannot see whole "
     "(built by a macro): nvcc passes it to ptxas, clang rejects it"},
    {"invalid operand number in inline asm string",
     "an asm operand number past the last operand in an asm template the rewriter cannot "
     "see whole: nvcc only rejects it when the statement is compiled"},
    {"__builtin_ia32_",
     "GCC's own x86 intrinsic headers on the include path: clang lacks GCC's builtins"},
};

const char *nvc_compat_dialect_difference(const char *clang_message)
{
    for (size_t i = 0; clang_message && i < sizeof differences / sizeof *differences; i++)
        if (strstr(clang_message, differences[i].clang_says))
            return differences[i].what;
    return NULL;
}
