/* check_attrs.c: the function-attribute family.
 *
 * Rules:
 *  - nvvm-func-unsupported-attr: the 17 CPU-, security- and EH-oriented
 *    function attributes that NVIDIA's nvvm-verify rejects (S3 "Function
 *    Attribute Rejection", S0 §3.16 the same; docs/reference/sources.md).
 *
 * Measured with CUDA 13.0's NVVM-20 verifier (cicc -libnvvm
 * -opt-passes=nvvm-verify): it checks definitions and used declarations
 * (the walker skips unused ones), ignores call-site attributes (clang's
 * `builtin` on `new` passes), and skips declarations of library functions it
 * knows (`_Znwm`, `_ZdlPv`, `memcpy`
 * pass with `nobuiltin`/`returns_twice`; `free`, `foo`, `_Z3foov` do not). */
#include "verifier_internal.h"

#include <llvm-c/Core.h>
#include <string.h>

/* Matched by name: attribute kind numbers change between LLVM versions. */
static const char *const unsupported_attrs[] = {
    "alignstack",       "builtin",         "jumptable",       "naked",         "nobuiltin",
    "noimplicitfloat",  "noredzone",       "nonlazybind",     "returns_twice", "safestack",
    "sanitize_address", "sanitize_memory", "sanitize_thread", "ssp",           "sspreq",
    "sspstrong",        "uwtable",
};

/* Declarations NVVM treats as library functions: the replaceable C++
 * allocation functions (operator new/new[]/delete/delete[], Itanium names
 * _Znw*, _Zna*, _Zdl*, _Zda*) and the mem* routines. clang marks the former
 * nobuiltin in every device TU that uses new or delete. */
static bool is_known_library_declaration(LLVMValueRef fn)
{
    if (!LLVMIsDeclaration(fn))
        return false;
    size_t len;
    const char *name = LLVMGetValueName2(fn, &len);
    static const char *const prefixes[] = {"_Znw", "_Zna", "_Zdl", "_Zda"};
    for (size_t i = 0; i < sizeof prefixes / sizeof *prefixes; i++)
        if (len >= 4 && strncmp(name, prefixes[i], 4) == 0)
            return true;
    static const char *const mem[] = {"memcpy", "memmove", "memset"};
    for (size_t i = 0; i < sizeof mem / sizeof *mem; i++)
        if (len == strlen(mem[i]) && strncmp(name, mem[i], len) == 0)
            return true;
    return false;
}

void nvc_check_function_attrs(struct nvc_ctx *ctx, LLVMValueRef fn)
{
    if (LLVMGetIntrinsicID(fn) || is_known_library_declaration(fn))
        return;
    for (size_t i = 0; i < sizeof unsupported_attrs / sizeof *unsupported_attrs; i++) {
        if (!nvc_enum_attr(fn, NVC_FN_ATTRS, unsupported_attrs[i]))
            continue;
        /* NVIDIA's text, verbatim (docs/reference/toolchain.md §5). */
        nvc_diag_add(ctx->diags, NVC_RULE_FUNC_UNSUPPORTED_ATTR, nvc_anchor_function(fn),
                     "%s function attribute is not supported.", unsupported_attrs[i]);
    }
}
