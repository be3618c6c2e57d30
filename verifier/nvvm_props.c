/* nvvm_props.c: kernel identity and target properties. */
#include "nvvm_props.h"

#include "arena.h"

#include <llvm-c/Core.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* NVVM IR spec 1.3, "Kernel": !{ptr @f, !"kernel", i32 1} */
static LLVMValueRef kernel_of_entry(const LLVMValueRef ops[3])
{
    unsigned len = 0;
    const char *key = ops[1] ? LLVMGetMDString(ops[1], &len) : NULL;
    if (!key || len != 6 || memcmp(key, "kernel", 6) != 0)
        return NULL;
    if (!ops[2] || !LLVMIsAConstantInt(ops[2]) || LLVMConstIntGetZExtValue(ops[2]) == 0)
        return NULL;
    return ops[0] && LLVMIsAFunction(ops[0]) ? ops[0] : NULL;
}

static LLVMValueRef annotated_kernel(LLVMValueRef node)
{
    unsigned n;
    LLVMValueRef *ops = nvc_md_node_operands(node, &n);
    LLVMValueRef fn = n == 3 ? kernel_of_entry(ops) : NULL;
    free(ops);
    return fn;
}

void nvc_kernel_index_build(struct nvc_kernel_index *idx, LLVMModuleRef m)
{
    memset(idx, 0, sizeof *idx);
    idx->nvvm_kernel_kind = LLVMGetMDKindIDInContext(LLVMGetModuleContext(m), "nvvm.kernel", 11);
    unsigned n;
    LLVMValueRef *nodes = nvc_named_md_operands(m, "nvvm.annotations", &n);
    if (n == 0)
        return;
    idx->legacy = calloc(n, sizeof *idx->legacy);
    if (!idx->legacy)
        nvc_fatal("out of memory");
    for (unsigned i = 0; i < n; i++) {
        LLVMValueRef fn = annotated_kernel(nodes[i]);
        if (fn)
            idx->legacy[idx->nlegacy++] = fn;
    }
    free(nodes);
}

void nvc_kernel_index_free(struct nvc_kernel_index *idx)
{
    free(idx->legacy);
    memset(idx, 0, sizeof *idx);
}

static bool has_attachment(LLVMValueRef fn, unsigned kind)
{
    size_t n = 0;
    LLVMValueMetadataEntry *md = LLVMGlobalCopyAllMetadata(fn, &n);
    bool found = false;
    for (size_t i = 0; i < n && !found; i++)
        found = LLVMValueMetadataEntriesGetKind(md, (unsigned)i) == kind;
    if (md)
        LLVMDisposeValueMetadataEntries(md);
    return found;
}

bool nvc_is_kernel(const struct nvc_kernel_index *idx, LLVMValueRef fn)
{
    if (LLVMGetFunctionCallConv(fn) == NVC_PTX_KERNEL_CC)
        return true;
    for (unsigned i = 0; i < idx->nlegacy; i++)
        if (idx->legacy[i] == fn)
            return true;
    return has_attachment(fn, idx->nvvm_kernel_kind);
}

static const char *string_fn_attr(LLVMValueRef fn, const char *key, unsigned *len)
{
    LLVMAttributeRef a = nvc_string_attr(fn, NVC_FN_ATTRS, key);
    *len = 0;
    return a ? LLVMGetStringAttributeValue(a, len) : NULL;
}

static unsigned leading_number(const char *s, size_t len)
{
    unsigned v = 0;
    size_t i = 0;
    for (; i < len && s[i] >= '0' && s[i] <= '9'; i++)
        v = v * 10 + (unsigned)(s[i] - '0');
    return i ? v : 0;
}

/* "90a..." of length len: the SM and the variant letter that ends it. */
static struct nvc_arch arch_of(const char *s, size_t len)
{
    struct nvc_arch a = {0, 0};
    size_t n = 0;
    while (n < len && s[n] >= '0' && s[n] <= '9')
        n++;
    if (n == 0)
        return a;
    if (n < len && (s[n] == 'a' || s[n] == 'f'))
        a.variant = s[n++];
    if (n != len)
        return (struct nvc_arch){0, 0};
    a.sm = leading_number(s, n);
    return a;
}

struct nvc_arch nvc_parse_arch(const char *s)
{
    if (strncmp(s, "sm_", 3) == 0)
        s += 3;
    else if (strncmp(s, "compute_", 8) == 0)
        s += 8;
    return arch_of(s, strlen(s));
}

/* The "+sm_90a" entry of "+ptx88,+sm_90a". */
static struct nvc_arch feature_arch(const char *feats, unsigned len)
{
    for (unsigned i = 0; feats && i + 4 < len; i++) {
        if (strncmp(feats + i, "+sm_", 4) != 0)
            continue;
        unsigned end = i + 4;
        while (end < len && feats[end] != ',')
            end++;
        return arch_of(feats + i + 4, end - i - 4);
    }
    return (struct nvc_arch){0, 0};
}

struct nvc_arch nvc_target_arch(LLVMValueRef fn)
{
    unsigned len;
    const char *cpu = string_fn_attr(fn, "target-cpu", &len);
    if (cpu && len > 3 && strncmp(cpu, "sm_", 3) == 0)
        return arch_of(cpu + 3, len - 3);
    const char *feats = string_fn_attr(fn, "target-features", &len);
    return feature_arch(feats, len);
}

unsigned nvc_target_sm(LLVMValueRef fn)
{
    return nvc_target_arch(fn).sm;
}

const char *nvc_arch_name(struct nvc_arch arch, char *buf, unsigned cap)
{
    if (arch.variant)
        snprintf(buf, cap, "sm_%u%c", arch.sm, arch.variant);
    else
        snprintf(buf, cap, "sm_%u", arch.sm);
    return buf;
}

unsigned nvc_target_ptx(LLVMValueRef fn)
{
    unsigned len;
    const char *feats = string_fn_attr(fn, "target-features", &len);
    /* Several "+ptxNN" features (clang adds its own +ptx88 before a
     * -target-feature +ptx90 the command asks for): the highest wins, as in
     * the NVPTX subtarget, and it is what llc writes into .version. */
    unsigned best = 0;
    for (unsigned i = 0; feats && i + 4 < len; i++)
        if (strncmp(feats + i, "+ptx", 4) == 0) {
            unsigned v = leading_number(feats + i + 4, len - i - 4);
            best = v > best ? v : best;
        }
    return best;
}

unsigned nvc_param_index(LLVMValueRef arg)
{
    LLVMValueRef fn = LLVMGetParamParent(arg);
    unsigned n = LLVMCountParams(fn), i = 0;
    while (i < n && LLVMGetParam(fn, i) != arg)
        i++;
    return i;
}

bool nvc_md_string_is(LLVMValueRef v, const char *want)
{
    unsigned len = 0;
    const char *s = v && LLVMIsAMDString(v) ? LLVMGetMDString(v, &len) : NULL;
    return s && len == strlen(want) && memcmp(s, want, len) == 0;
}
