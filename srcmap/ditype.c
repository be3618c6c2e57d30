/* ditype.c: spelling DITypes the way CUDA C++ users write them.
 *
 * Operand positions (LLVM 22, DebugInfoMetadata.h; checked by dumping clang
 * 22's nodes): DIScope-derived nodes hold File(0), Scope(1), Name(2); DIType
 * adds SizeInBits(3) and OffsetInBits(4) (operands since LLVM 21), then
 * DIDerivedType and DICompositeType hold BaseType(5); DIVariable holds
 * Scope(0), Name(1), File(2), Type(3). */
#include "srcmap_internal.h"

#include <llvm-c/Core.h>
#include <llvm-c/DebugInfo.h>
#include <stdlib.h>

enum {   /* DWARF 5, §7.5.3 tag encodings */
       TAG_array = 0x01,
       TAG_class = 0x02,
       TAG_enum = 0x04,
       TAG_pointer = 0x0f,
       TAG_reference = 0x10,
       TAG_typedef = 0x16,
       TAG_union = 0x17,
       TAG_struct = 0x13,
       TAG_base = 0x24,
       TAG_const = 0x26,
       TAG_volatile = 0x35,
       TAG_restrict = 0x37,
       TAG_rvalue_reference = 0x42,
};

static const char *own_name(struct nvc_arena *a, LLVMMetadataRef type)
{
    size_t len = 0;
    const char *name = LLVMDITypeGetName(type, &len);
    return len ? nvc_arena_strndup(a, name, len) : NULL;
}

static const char *record_name(struct nvc_arena *a, const char *keyword, LLVMMetadataRef type)
{
    const char *name = own_name(a, type);
    return nvc_arena_printf(a, "%s %s", keyword, name ? name : "(anonymous)");
}

static bool is_pointer_like(LLVMMetadataRef type)
{
    unsigned tag = type ? LLVMGetDINodeTag(type) : 0;
    return tag == TAG_pointer || tag == TAG_reference || tag == TAG_rvalue_reference;
}

static const char *derived_name(struct nvc_arena *a, LLVMContextRef ctx, unsigned tag,
                                LLVMMetadataRef type)
{
    LLVMMetadataRef base = nvc_md_operand(ctx, type, 5);   /* BaseType */
    const char *b = nvc_ditype_name(a, ctx, base);
    switch (tag) {
    case TAG_pointer:
        return nvc_arena_printf(a, "%s *", b);
    case TAG_reference:
        return nvc_arena_printf(a, "%s &", b);
    case TAG_rvalue_reference:
        return nvc_arena_printf(a, "%s &&", b);
    case TAG_restrict:
        return nvc_arena_printf(a, "%s __restrict__", b);
    case TAG_array:
        return nvc_arena_printf(a, "%s[]", b);
    case TAG_const:
    case TAG_volatile: {
        const char *q = tag == TAG_const ? "const" : "volatile";
        /* a qualified pointer reads "T *const"; a qualified object "const T" */
        return is_pointer_like(base) ? nvc_arena_printf(a, "%s%s", b, q)
                                     : nvc_arena_printf(a, "%s %s", q, b);
    }
    }
    return b;
}

const char *nvc_ditype_name(struct nvc_arena *a, LLVMContextRef ctx, LLVMMetadataRef type)
{
    if (!type)
        return "void";
    unsigned tag = LLVMGetDINodeTag(type);
    const char *name;
    switch (tag) {
    case TAG_struct:
        return record_name(a, "struct", type);
    case TAG_class:
        return record_name(a, "class", type);
    case TAG_union:
        return record_name(a, "union", type);
    case TAG_enum:
        return record_name(a, "enum", type);
    case TAG_base:
    case TAG_typedef:
        name = own_name(a, type);
        return name ? name : "?";
    default:
        return derived_name(a, ctx, tag, type);
    }
}
