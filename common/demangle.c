/* demangle.c: wraps the C++ runtime's __cxa_demangle, which the LLVM C API does
 * not expose. The binary links the C++ runtime anyway (libLLVM needs it). */
#include "demangle.h"

#include <llvm-c/Core.h>

#include <stdlib.h>
#include <string.h>

/* Itanium C++ ABI, 3.4 "Demangler API". */
extern char *__cxa_demangle(const char *mangled, char *buf, size_t *len, int *status);

const char *nvc_demangle(struct nvc_arena *a, const char *name, size_t len)
{
    char *copy = nvc_arena_strndup(a, name, len);
    if (len < 2 || strncmp(copy, "_Z", 2) != 0)
        return copy;
    int status = 0;
    char *out = __cxa_demangle(copy, NULL, NULL, &status);
    if (status != 0 || !out) {
        free(out);
        return copy;
    }
    char *result = nvc_arena_strdup(a, out);
    free(out);
    return result;
}

const char *nvc_demangle_value_name(struct nvc_arena *a, LLVMValueRef v)
{
    size_t len;
    const char *name = LLVMGetValueName2(v, &len);
    return nvc_demangle(a, name, len);
}

/* Cuts "ns::f<int>(int, float*)" down to "f": drop the parameter list, a
 * template argument list, then any scope. */
const char *nvc_demangle_base_name(struct nvc_arena *a, const char *name, size_t len)
{
    char *s = (char *)nvc_demangle(a, name, len);
    char *paren = strchr(s, '(');
    if (paren)
        *paren = '\0';
    size_t n = strlen(s);
    if (n && s[n - 1] == '>') {
        int depth = 0;
        for (size_t i = n; i-- > 0;) {
            depth += s[i] == '>' ? 1 : s[i] == '<' ? -1 : 0;
            if (depth == 0) {
                s[i] = '\0';
                break;
            }
        }
    }
    char *scope = strrchr(s, ':');
    return scope ? scope + 1 : s;
}
