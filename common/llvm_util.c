/* llvm_util.c: helpers over the LLVM C API shared by the layers. */
#include "llvm_util.h"

#include "arena.h"

#include <llvm-c/Core.h>
#include <stdlib.h>
#include <string.h>

LLVMValueRef *nvc_md_node_operands(LLVMValueRef node, unsigned *n)
{
    *n = node ? LLVMGetMDNodeNumOperands(node) : 0;
    if (*n == 0)
        return NULL;
    LLVMValueRef *ops = malloc(*n * sizeof *ops);
    if (!ops)
        nvc_fatal("out of memory");
    LLVMGetMDNodeOperands(node, ops);
    return ops;
}

LLVMValueRef *nvc_named_md_operands(LLVMModuleRef m, const char *name, unsigned *n)
{
    *n = LLVMGetNamedMetadataNumOperands(m, name);
    if (*n == 0)
        return NULL;
    LLVMValueRef *ops = malloc(*n * sizeof *ops);
    if (!ops)
        nvc_fatal("out of memory");
    LLVMGetNamedMetadataOperands(m, name, ops);
    return ops;
}

LLVMMetadataRef nvc_md_operand(LLVMContextRef ctx, LLVMMetadataRef md, unsigned index)
{
    if (!md)
        return NULL;
    unsigned n;
    LLVMValueRef *ops = nvc_md_node_operands(LLVMMetadataAsValue(ctx, md), &n);
    LLVMMetadataRef op = index < n && ops[index] ? LLVMValueAsMetadata(ops[index]) : NULL;
    free(ops);
    return op;
}

const char *nvc_md_string_operand(LLVMContextRef ctx, LLVMMetadataRef md, unsigned index,
                                  size_t *len)
{
    LLVMMetadataRef op = nvc_md_operand(ctx, md, index);
    *len = 0;
    if (!op)
        return NULL;
    unsigned n = 0;
    const char *s = LLVMGetMDString(LLVMMetadataAsValue(ctx, op), &n);
    *len = n;
    return s;
}

static LLVMAttributeIndex attr_index(unsigned param)
{
    return param == NVC_FN_ATTRS ? (LLVMAttributeIndex)LLVMAttributeFunctionIndex : param + 1;
}

LLVMAttributeRef nvc_enum_attr(LLVMValueRef fn, unsigned param, const char *name)
{
    unsigned kind = LLVMGetEnumAttributeKindForName(name, strlen(name));
    return kind ? LLVMGetEnumAttributeAtIndex(fn, attr_index(param), kind) : NULL;
}

LLVMAttributeRef nvc_string_attr(LLVMValueRef fn, unsigned param, const char *name)
{
    return LLVMGetStringAttributeAtIndex(fn, attr_index(param), name, (unsigned)strlen(name));
}

LLVMTypeRef nvc_param_byval_type(LLVMValueRef fn, unsigned index)
{
    LLVMAttributeRef a = nvc_enum_attr(fn, index, "byval");
    return a ? LLVMGetTypeAttributeValue(a) : NULL;
}

bool nvc_is_inlined_function(LLVMValueRef fn)
{
    return !LLVMIsDeclaration(fn) && nvc_enum_attr(fn, NVC_FN_ATTRS, "alwaysinline");
}

static bool is_discardable(LLVMValueRef fn)
{
    switch (LLVMGetLinkage(fn)) {
    case LLVMLinkOnceAnyLinkage:
    case LLVMLinkOnceODRLinkage:
    case LLVMInternalLinkage:
    case LLVMPrivateLinkage:
    case LLVMAvailableExternallyLinkage:
        return true;
    default:
        return false;
    }
}

static bool only_called_directly(LLVMValueRef fn)
{
    for (LLVMUseRef u = LLVMGetFirstUse(fn); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if (!(LLVMIsACallInst(user) || LLVMIsAInvokeInst(user)) || LLVMGetCalledValue(user) != fn)
            return false;
    }
    return true;
}

bool nvc_inlining_erases(LLVMValueRef fn)
{
    return nvc_is_inlined_function(fn) && is_discardable(fn) && only_called_directly(fn);
}

bool nvc_ir_is_bitcode(const void *data, size_t len)
{
    const unsigned char *p = data;
    return len >= 4 && ((p[0] == 'B' && p[1] == 'C' && p[2] == 0xC0 && p[3] == 0xDE) ||
                        (p[0] == 0xDE && p[1] == 0xC0 && p[2] == 0x17 && p[3] == 0x0B));
}
