/* check_annotations.c: the !nvvm.annotations entries as the producer wrote
 * them, before LLVM's reader turns them into attributes.
 *
 * Format (NVVM IR spec 1.3 §11.2): !{<global>, !"prop", <value>, !"prop2",
 * <value2>, ...}, several entries per global allowed, conflicting values
 * illegal. LLVM 22's IR and bitcode readers rewrite the entries they know
 * (UpgradeNVVMAnnotations) as soon as they load a module, and crash on some
 * malformed ones; NVIDIA's NVVM 20 does the same. So the tool looks at these
 * entries in a copy of the module loaded without that rewrite (a renamed
 * !nvvm.annotations for text, a lazily loaded module for bitcode), and does
 * not load the real module when an entry would crash the reader.
 *
 * Rules:
 *  - nvvm-annotation-malformed  an entry LLVM 22's reader or NVVM 20 crashes
 *    on (measured, each shape below), or that makes LLVM 22 write a module
 *    its own verifier rejects
 *  - nvvm-annotation-conflict   one global, one property, two values
 *  - nvvm-annotation-unknown    a property name that neither NVVM nor LLVM reads
 */
#include "verifier_internal.h"

#include <llvm-c/Core.h>
#include <stdlib.h>
#include <string.h>

enum prop_kind {
    PROP_UNKNOWN,
    PROP_FN_INT,        /* upgraded to an attribute, integer value */
    PROP_ALIGN,         /* upgraded to alignstack(N): hi16 = index, lo16 = align */
    PROP_GRID_CONSTANT, /* upgraded to a parameter attribute: !{i32 index, ...} */
    PROP_FN_KEPT,       /* read by NVVM, left alone by LLVM 22 */
    PROP_VAR_INT,       /* texture, surface, ...: on a global variable */
};

struct prop {
    const char *name;
    enum prop_kind kind;
};

/* NVVM IR spec 1.3 §11.3, LLVM 22's upgrader (kernel, maxntid*, reqntid*,
 * minctasm, maxnreg, cluster_dim_*, maxclusterrank and NVIDIA's
 * cluster_max_blocks, grid_constant, align; measured with opt 22), and names
 * cicc 13.0's NVVM has next to them in its binary (it also reads
 * cluster_max_blocks: measured). */
static const struct prop props[] = {
    {"kernel", PROP_FN_INT},
    {"maxntidx", PROP_FN_INT},
    {"maxntidy", PROP_FN_INT},
    {"maxntidz", PROP_FN_INT},
    {"reqntidx", PROP_FN_INT},
    {"reqntidy", PROP_FN_INT},
    {"reqntidz", PROP_FN_INT},
    {"minctasm", PROP_FN_INT},
    {"maxnreg", PROP_FN_INT},
    {"cluster_dim_x", PROP_FN_INT},
    {"cluster_dim_y", PROP_FN_INT},
    {"cluster_dim_z", PROP_FN_INT},
    {"maxclusterrank", PROP_FN_INT},
    {"align", PROP_ALIGN},
    {"grid_constant", PROP_GRID_CONSTANT},
    {"cluster_max_blocks", PROP_FN_INT},
    {"blocksareclusters", PROP_FN_KEPT},
    {"full_custom_abi", PROP_FN_KEPT},
    {"preserve_reg_abi", PROP_FN_KEPT},
    {"texture", PROP_VAR_INT},
    {"surface", PROP_VAR_INT},
    {"sampler", PROP_VAR_INT},
    {"managed", PROP_VAR_INT},
};

static const struct prop *find_prop(const char *name, unsigned len)
{
    for (size_t i = 0; i < sizeof props / sizeof *props; i++)
        if (strlen(props[i].name) == len && memcmp(props[i].name, name, len) == 0)
            return &props[i];
    return NULL;
}

struct seen_value {
    LLVMValueRef entity;
    const char *name;
    unsigned long long value;
    unsigned entry;
};

struct annot_ctx {
    struct nvc_ctx *ctx;
    LLVMValueRef node;      /* the entry, as a value */
    unsigned index;         /* its position in !nvvm.annotations */
    LLVMValueRef entity;
    bool crashes;           /* the reader would crash, or write a broken module */
    struct seen_value *seen;
    size_t nseen, capseen;
};

/* An operand as the IR spells it: ptr @k, !"kernel", i32 1, !{i32 1}. */
static void append_operand(struct nvc_arena *arena, char **out, LLVMValueRef op, int depth)
{
    const char *text;
    unsigned len = 0;
    if (!op)
        text = "null";
    else if (LLVMIsAMDString(op)) {
        const char *str = LLVMGetMDString(op, &len);
        text = nvc_arena_printf(arena, "!\"%.*s\"", (int)len, str);
    } else if (LLVMIsAMDNode(op)) {
        unsigned n;
        LLVMValueRef *ops = nvc_md_node_operands(op, &n);
        char *list = nvc_arena_strdup(arena, "!{");
        if (depth < 2) {
            for (unsigned i = 0; i < n; i++) {
                if (i)
                    list = nvc_arena_printf(arena, "%s, ", list);
                append_operand(arena, &list, ops[i], depth + 1);
            }
        } else if (n) {
            list = nvc_arena_printf(arena, "%s...", list);
        }
        free(ops);
        text = nvc_arena_printf(arena, "%s}", list);
    } else if (LLVMIsAGlobalValue(op)) {
        size_t nlen;
        const char *name = LLVMGetValueName2(op, &nlen);
        text = nvc_arena_printf(
            arena, "%s @%.*s",
            nvc_arena_take_message(arena, LLVMPrintTypeToString(LLVMTypeOf(op))), (int)nlen, name);
    } else {
        text = nvc_arena_take_message(arena, LLVMPrintValueToString(op));
    }
    *out = nvc_arena_printf(arena, "%s%s", *out, text);
}

static const char *entry_text(struct annot_ctx *a)
{
    char *text = "";
    append_operand(&a->ctx->diags->arena, &text, a->node, 0);
    return text;
}

static struct nvc_anchor entity_anchor(LLVMValueRef entity)
{
    if (entity && LLVMIsAFunction(entity))
        return nvc_anchor_function(entity);
    if (entity && LLVMIsAGlobalVariable(entity))
        return nvc_anchor_variable(entity);
    return nvc_anchor_none();
}

static struct nvc_diag *report(struct annot_ctx *a, enum nvc_rule rule, const char *msg)
{
    struct nvc_diag *d = nvc_diag_add(a->ctx->diags, rule, entity_anchor(a->entity), "%s", msg);
    nvc_diag_note(a->ctx->diags, d, nvc_anchor_none(), "in entry %u of !nvvm.annotations: %s",
                  a->index, entry_text(a));
    return d;
}

static void malformed(struct annot_ctx *a, const char *msg, const char *consequence)
{
    struct nvc_diag *d = report(a, NVC_RULE_ANNOTATION_MALFORMED, msg);
    nvc_diag_note(a->ctx->diags, d, nvc_anchor_none(), "%s", consequence);
    a->crashes = true;
}

static const char *const crash_note =
    "LLVM 22's IR reader and NVIDIA's NVVM 20 crash on this entry";

static bool is_int(LLVMValueRef v)
{
    return v && LLVMIsAConstantInt(v);
}

static const char *entity_kind(LLVMValueRef e)
{
    return LLVMIsAGlobalVariable(e) ? "global variable"
           : LLVMIsAFunction(e)     ? "function"
                                    : "global value";
}

/* LLVM's C API shows the one-operand node !{null} as !{}: wrapping it as a
 * value canonicalizes it (MetadataAsValue::get). Whether the module has such
 * a node is read from its printed text (only when an empty list is seen). */
static bool module_has_null_node(LLVMModuleRef m)
{
    char *text = LLVMPrintModuleToString(m);
    bool found = text && strstr(text, "!{null}") != NULL;
    LLVMDisposeMessage(text);
    return found;
}

/* grid_constant: !{i32 i, ...}, 1-based parameter indices. LLVM 22 crashes
 * on anything else (an i32, a string); an index past the last parameter
 * makes it write an attribute its verifier rejects. */
static void check_grid_constant(struct annot_ctx *a, LLVMValueRef value)
{
    if (!value || !LLVMIsAMDNode(value)) {
        malformed(a,
                  "the value of grid_constant must be a list of parameter numbers, "
                  "like !{i32 1, i32 3}",
                  "LLVM 22's IR reader crashes on this entry");
        return;
    }
    unsigned n, nparams = LLVMCountParams(a->entity);
    LLVMValueRef *ops = nvc_md_node_operands(value, &n);
    if (n == 0 && module_has_null_node(a->ctx->module))
        malformed(a,
                  "grid_constant's list is !{null} or empty (LLVM's C API shows both as "
                  "!{}, and the module has a !{null} node)",
                  "LLVM 22's IR reader crashes on !{null} here");
    for (unsigned i = 0; i < n; i++) {
        if (!is_int(ops[i])) {
            malformed(a, "grid_constant lists something that is not a parameter number",
                      "LLVM 22's IR reader crashes on this entry");
            break;
        }
        unsigned long long k = LLVMConstIntGetZExtValue(ops[i]);
        if (k > nparams) {
            malformed(a,
                      nvc_arena_printf(&a->ctx->diags->arena,
                                       "grid_constant names parameter "
                                       "%llu, but '%s' has %u",
                                       k, nvc_function_display_name(a->ctx, a->entity), nparams),
                      "LLVM 22's reader turns it into an attribute after the last "
                      "parameter, which its verifier rejects");
            break;
        }
    }
    free(ops);
}

/* align: i32 (index << 16) | alignment, index 0 = the return value. */
static void check_align(struct annot_ctx *a, LLVMValueRef value)
{
    unsigned long long v = LLVMConstIntGetZExtValue(value);
    unsigned index = (unsigned)(v >> 16), nparams = LLVMCountParams(a->entity);
    if (index > nparams)
        malformed(a,
                  nvc_arena_printf(&a->ctx->diags->arena,
                                   "align names parameter %u, but "
                                   "'%s' has %u",
                                   index, nvc_function_display_name(a->ctx, a->entity), nparams),
                  "LLVM 22's reader turns it into an attribute after the last parameter, which "
                  "its verifier rejects; NVVM 20 stops with \"input module is broken\"");
}

static void check_conflict(struct annot_ctx *a, const char *name, LLVMValueRef value)
{
    unsigned long long v = LLVMConstIntGetZExtValue(value);
    for (size_t i = 0; i < a->nseen; i++) {
        struct seen_value *s = &a->seen[i];
        if (s->entity != a->entity || strcmp(s->name, name) != 0 || s->value == v)
            continue;
        struct nvc_diag *d = report(a, NVC_RULE_ANNOTATION_CONFLICT,
                                    nvc_arena_printf(&a->ctx->diags->arena,
                                                     "conflicting values for %s: %llu and %llu",
                                                     name, s->value, v));
        nvc_diag_note(a->ctx->diags, d, nvc_anchor_none(),
                      "entry %u gave %llu; NVVM 20 "
                      "accepts both without a word and LLVM 22 keeps the one it reads last",
                      s->entry, s->value);
        return;
    }
    a->seen = nvc_grow(a->seen, &a->capseen, a->nseen, sizeof *a->seen);
    a->seen[a->nseen++] = (struct seen_value){a->entity, name, v, a->index};
}

static void check_property(struct annot_ctx *a, LLVMValueRef key, LLVMValueRef value)
{
    unsigned len = 0;
    const char *name = key && LLVMIsAMDString(key) ? LLVMGetMDString(key, &len) : NULL;
    if (!name) {
        malformed(a, "a property name is not a string", crash_note);
        return;
    }
    const char *pname = nvc_arena_strndup(&a->ctx->diags->arena, name, len);
    const struct prop *p = find_prop(name, len);
    if (!p) {
        struct nvc_diag *d = report(a, NVC_RULE_ANNOTATION_UNKNOWN,
                                    nvc_arena_printf(&a->ctx->diags->arena,
                                                     "unknown property '%s' in !nvvm.annotations",
                                                     pname));
        nvc_diag_note(a->ctx->diags, d, nvc_anchor_none(),
                      "neither NVVM nor LLVM reads it, so it has no effect");
        return;
    }
    bool on_function = LLVMIsAFunction(a->entity) != NULL;
    if ((p->kind == PROP_FN_INT || p->kind == PROP_ALIGN || p->kind == PROP_GRID_CONSTANT) &&
        !on_function) {
        malformed(a,
                  nvc_arena_printf(&a->ctx->diags->arena,
                                   "%s is a function property, but "
                                   "the entry annotates a %s",
                                   pname, entity_kind(a->entity)),
                  crash_note);
        return;
    }
    if (p->kind == PROP_GRID_CONSTANT) {
        check_grid_constant(a, value);
        return;
    }
    if (!is_int(value)) {
        /* Measured: NVVM 20 crashes for kernel, maxntidx, minctasm,
         * cluster_dim_x, align and texture with a string value; LLVM 22's
         * reader for the properties it upgrades. */
        const char *msg = nvc_arena_printf(&a->ctx->diags->arena,
                                           "the value of %s is not an integer constant", pname);
        if (p->kind == PROP_FN_INT || p->kind == PROP_ALIGN)
            malformed(a, msg, crash_note);
        else if (p->kind == PROP_VAR_INT) {
            struct nvc_diag *d = report(a, NVC_RULE_ANNOTATION_MALFORMED, msg);
            nvc_diag_note(a->ctx->diags, d, nvc_anchor_none(),
                          "NVIDIA's NVVM 20 crashes on this entry");
        }
        return;
    }
    if (p->kind == PROP_ALIGN)
        check_align(a, value);
    else if (p->kind == PROP_FN_INT)
        check_conflict(a, p->name, value);
}

/* An entry's operands, ops[0] the annotated global value (a->entity). */
static void check_entry_operands(struct annot_ctx *a, LLVMValueRef *ops, unsigned n)
{
    a->entity = ops[0] && LLVMIsAGlobalValue(ops[0]) ? ops[0] : NULL;
    if (!a->entity)
        return;   /* same: LLVM drops the entry, NVVM accepts it */
    if (n % 2 == 0) {
        /* The reader reads a value past the end (measured: segfault). */
        malformed(a,
                  "a property has no value: an entry is the annotated global followed by "
                  "name/value pairs",
                  crash_note);
        return;
    }
    for (unsigned j = 1; j + 1 < n; j += 2)
        check_property(a, ops[j], ops[j + 1]);
}

static void check_entry(struct annot_ctx *a)
{
    unsigned n;
    LLVMValueRef *ops = nvc_md_node_operands(a->node, &n);
    if (n == 0) {
        /* LLVM 22's reader reads operand 0 of an empty entry (measured under
         * AddressSanitizer: SEGV in UpgradeNVVMAnnotations); never load it. */
        a->crashes = true;
        nvc_diag_add(a->ctx->diags, NVC_RULE_ANNOTATION_MALFORMED, nvc_anchor_none(),
                     "an empty !nvvm.annotations entry: LLVM 22's IR reader reads past its end");
        return;
    }
    check_entry_operands(a, ops, n);
    free(ops);
}

bool nvc_check_raw_annotations(struct nvc_ctx *ctx, const char *md_name)
{
    unsigned n;
    LLVMValueRef *nodes = nvc_named_md_operands(ctx->module, md_name, &n);
    if (n == 0)
        return false;
    struct annot_ctx a = {.ctx = ctx};
    for (unsigned i = 0; i < n; i++) {
        a.node = nodes[i];
        a.index = i;
        a.entity = NULL;
        check_entry(&a);
    }
    free(nodes);
    free(a.seen);
    return a.crashes;
}
