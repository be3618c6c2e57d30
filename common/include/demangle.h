/* demangle.h: Itanium C++ name demangling for messages. */
#ifndef NVC_DEMANGLE_H
#define NVC_DEMANGLE_H

#include "arena.h"

#include <llvm-c/Types.h>

#include <stddef.h>

/* The demangled name ("big_kernel(Heavy, float*)"), or the name itself when
 * it is not a mangled C++ name. */
const char *nvc_demangle(struct nvc_arena *a, const char *name, size_t len);

/* The demangled name of a function or global value. */
const char *nvc_demangle_value_name(struct nvc_arena *a, LLVMValueRef v);

/* The function's base name without scope or parameters
 * ("cudaGetParameterBuffer" for _ZL22cudaGetParameterBuffermm). */
const char *nvc_demangle_base_name(struct nvc_arena *a, const char *name, size_t len);

#endif
