/* llvm_util.h: small helpers over the LLVM C API that several layers need:
 * metadata operands (which the C API only reaches through values) and
 * attributes by name. */
#ifndef NVC_LLVM_UTIL_H
#define NVC_LLVM_UTIL_H

#include <llvm-c/Types.h>
#include <stdbool.h>
#include <stddef.h>

/* The operands of a metadata node (as a value) or of a module's named
 * metadata: a malloc'd array the caller frees (NULL when there are none),
 * the count in *n. Exits on out of memory. */
LLVMValueRef *nvc_md_node_operands(LLVMValueRef node, unsigned *n);
LLVMValueRef *nvc_named_md_operands(LLVMModuleRef m, const char *name, unsigned *n);

/* Operand `index` of a metadata node, or NULL (no node, out of range, null
 * operand); the string of a metadata-string operand, with its length. */
LLVMMetadataRef nvc_md_operand(LLVMContextRef ctx, LLVMMetadataRef md, unsigned index);
const char *nvc_md_string_operand(LLVMContextRef ctx, LLVMMetadataRef md, unsigned index,
                                  size_t *len);

/* Attributes by name (kind numbers change between LLVM versions). The C API
 * numbers parameters from 1 (0 is the return value, -1 the function); these
 * take the parameter's own index, or NVC_FN_ATTRS for the function. */
#define NVC_FN_ATTRS (~0u)
LLVMAttributeRef nvc_enum_attr(LLVMValueRef fn, unsigned param, const char *name);
LLVMAttributeRef nvc_string_attr(LLVMValueRef fn, unsigned param, const char *name);

/* The type a byval parameter passes by value, or NULL when not byval. */
LLVMTypeRef nvc_param_byval_type(LLVMValueRef fn, unsigned index);

/* What inlining does to fn (verifier/inlining.c): an `alwaysinline`
 * function with a body is inlined at each direct call; it is erased, not
 * kept, when its linkage lets it go unused (linkonce, internal, private,
 * available_externally) and every use of it is a direct call. */
bool nvc_is_inlined_function(LLVMValueRef fn);
bool nvc_inlining_erases(LLVMValueRef fn);

/* Whether the bytes start with LLVM's bitcode magic (or its wrapper's). */
bool nvc_ir_is_bitcode(const void *data, size_t len);

#endif
