/* param_space.c: PTX .param layout of kernel parameters.
 *
 * ptxas places each parameter at its ABI alignment and counts the aligned
 * offsets (docs/reference/toolchain.md §4: struct of 32756 B + int* gives 0x8000). A byval
 * parameter occupies its pointee type, aligned to max(align attribute, ABI
 * alignment of the type), which is what NVPTX's getFunctionByValParamAlign
 * does for kernels. */
#include "param_space.h"

#include "nvvm_props.h"

#include <llvm-c/Core.h>

static uint64_t round_up(uint64_t v, uint64_t align)
{
    return align > 1 ? (v + align - 1) / align * align : v;
}

static uint64_t align_attr(LLVMValueRef fn, unsigned index)
{
    LLVMAttributeRef a = nvc_enum_attr(fn, index, "align");
    return a ? LLVMGetEnumAttributeValue(a) : 0;
}

static void size_slot(LLVMTargetDataRef dl, LLVMValueRef fn, struct nvc_param_slot *s)
{
    LLVMTypeRef by = nvc_param_byval_type(fn, s->index);
    s->byval = by != NULL;
    s->type = by ? by : LLVMTypeOf(LLVMGetParam(fn, s->index));
    if (!LLVMTypeIsSized(s->type)) {   /* opaque: nothing to lay out */
        s->size = 0;
        s->align = 1;
        return;
    }
    s->size = LLVMABISizeOfType(dl, s->type);
    s->align = LLVMABIAlignmentOfType(dl, s->type);
    uint64_t requested = by ? align_attr(fn, s->index) : 0;
    if (requested > s->align)
        s->align = requested;
}

void nvc_param_layout_compute(LLVMTargetDataRef dl, LLVMValueRef fn, struct nvc_arena *a,
                              struct nvc_param_layout *out)
{
    out->count = LLVMCountParams(fn);
    out->slots = out->count ? nvc_arena_alloc(a, out->count * sizeof *out->slots) : NULL;
    out->total = out->raw_sum = 0;
    for (unsigned i = 0; i < out->count; i++) {
        struct nvc_param_slot *s = &out->slots[i];
        s->index = i;
        size_slot(dl, fn, s);
        s->offset = round_up(out->total, s->align);
        out->total = s->offset + s->size;
        out->raw_sum += s->size;
    }
}

/* Limits, as measured with CUDA 13.0 (docs/reference/toolchain.md §0.5, §4):
 * - 32764 bytes (0x7ffc) for PTX ISA >= 8.1, on every SM from sm_75 to sm_121
 *   (nvcc and ptxas agree); the CUDA Programming Guide states it from Volta on.
 * - ptxas allows 0x1100 = 4352 bytes when the PTX ISA is below 8.1.
 * - CUDA Programming Guide, "Function Parameters": 4 KB before Volta. */
struct nvc_param_limit nvc_param_limit_for(unsigned sm, unsigned ptx, unsigned override)
{
    if (override)
        return (struct nvc_param_limit){override, NVC_LIMIT_OVERRIDE};
    if (sm && sm < 70)
        return (struct nvc_param_limit){4096, NVC_LIMIT_PRE_VOLTA};
    if (ptx && ptx < 81)
        return (struct nvc_param_limit){4352, NVC_LIMIT_OLD_PTX};
    return (struct nvc_param_limit){32764, NVC_LIMIT_MODERN};
}
