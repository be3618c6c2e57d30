/* diag.c: recording findings. */
#include "diag.h"

#include <llvm-c/Core.h>
#include <stdlib.h>

struct nvc_anchor nvc_anchor_none(void)
{
    return (struct nvc_anchor){NVC_ANCHOR_NONE, NULL, 0};
}

struct nvc_anchor nvc_anchor_function(LLVMValueRef fn)
{
    return (struct nvc_anchor){NVC_ANCHOR_FUNCTION, fn, 0};
}

struct nvc_anchor nvc_anchor_inst(LLVMValueRef inst)
{
    return (struct nvc_anchor){NVC_ANCHOR_INST, inst, 0};
}

struct nvc_anchor nvc_anchor_param(LLVMValueRef fn, unsigned index)
{
    return (struct nvc_anchor){NVC_ANCHOR_PARAM, fn, index};
}

struct nvc_anchor nvc_anchor_variable(LLVMValueRef decl)
{
    return (struct nvc_anchor){NVC_ANCHOR_VARIABLE, decl, 0};
}

struct nvc_anchor nvc_anchor_asm_text(LLVMValueRef call, unsigned offset)
{
    return (struct nvc_anchor){NVC_ANCHOR_ASM_TEXT, call, offset};
}

LLVMValueRef nvc_anchor_enclosing_function(struct nvc_anchor a)
{
    switch (a.kind) {
    case NVC_ANCHOR_FUNCTION:
    case NVC_ANCHOR_PARAM:
        return a.value;
    case NVC_ANCHOR_INST:
    case NVC_ANCHOR_ASM_TEXT:
        return LLVMGetBasicBlockParent(LLVMGetInstructionParent(a.value));
    case NVC_ANCHOR_VARIABLE:
        return LLVMIsAInstruction(a.value)
                   ? LLVMGetBasicBlockParent(LLVMGetInstructionParent(a.value))
                   : NULL;
    case NVC_ANCHOR_NONE:
        break;
    }
    return NULL;
}

/* The chain, innermost first, from a stack outermost first. */
static void set_inlined_at(struct nvc_diag_list *list, struct nvc_diag *d,
                           const LLVMValueRef *stack, unsigned depth)
{
    d->inlined_at = NULL;
    d->ninlined = depth;
    if (!depth)
        return;
    LLVMValueRef *calls = nvc_arena_alloc(&list->arena, depth * sizeof *calls);
    for (unsigned i = 0; i < depth; i++)
        calls[i] = stack[depth - 1 - i];
    d->inlined_at = calls;
}

static void push(struct nvc_diag_list *list, struct nvc_diag *d)
{
    list->items = nvc_grow(list->items, &list->cap, list->len, sizeof *list->items);
    list->items[list->len++] = d;
}

struct nvc_diag *nvc_diag_add(struct nvc_diag_list *list, enum nvc_rule rule,
                              struct nvc_anchor where, const char *fmt, ...)
{
    struct nvc_diag *d = nvc_arena_alloc(&list->arena, sizeof *d);
    va_list ap;
    va_start(ap, fmt);
    d->msg = nvc_arena_vprintf(&list->arena, fmt, ap);
    va_end(ap);
    d->rule = rule;
    d->severity = nvc_rules[rule].severity;
    d->anchor = where;
    d->notes_tail = &d->notes;
    set_inlined_at(list, d, list->inline_stack, list->inline_depth);
    push(list, d);
    return d;
}

struct nvc_diag *nvc_diag_add_inlined_copy(struct nvc_diag_list *list, const struct nvc_diag *d,
                                           const LLVMValueRef *stack, unsigned depth)
{
    struct nvc_diag *copy = nvc_arena_alloc(&list->arena, sizeof *copy);
    *copy = *d;
    copy->notes_tail = NULL;   /* complete: its notes are d's */
    set_inlined_at(list, copy, stack, depth);
    push(list, copy);
    return copy;
}

struct nvc_note *nvc_diag_note(struct nvc_diag_list *list, struct nvc_diag *d,
                               struct nvc_anchor where, const char *fmt, ...)
{
    struct nvc_note *n = nvc_arena_alloc(&list->arena, sizeof *n);
    va_list ap;
    va_start(ap, fmt);
    n->msg = nvc_arena_vprintf(&list->arena, fmt, ap);
    va_end(ap);
    n->anchor = where;
    *d->notes_tail = n;
    d->notes_tail = &n->next;
    return n;
}

void nvc_diag_list_free(struct nvc_diag_list *list)
{
    free(list->items);
    list->items = NULL;
    list->len = list->cap = 0;
    nvc_arena_free(&list->arena);
}

struct nvc_finding *nvc_finding_add(struct nvc_finding_list *list, enum nvc_rule rule,
                                    enum nvc_severity severity, const char *msg)
{
    struct nvc_finding *f = nvc_arena_alloc(&list->arena, sizeof *f);
    f->rule = rule;
    f->severity = severity;
    f->msg = msg;
    list->items = nvc_grow(list->items, &list->cap, list->len, sizeof *list->items);
    list->items[list->len++] = f;
    return f;
}

struct nvc_finding_note *nvc_finding_note_add(struct nvc_finding_list *list, struct nvc_finding *f,
                                              const char *msg)
{
    struct nvc_finding_note **tail = &f->notes;
    while (*tail)
        tail = &(*tail)->next;
    struct nvc_finding_note *n = nvc_arena_alloc(&list->arena, sizeof *n);
    n->msg = msg;
    *tail = n;
    return n;
}

struct nvc_finding_note *nvc_finding_note_prepend(struct nvc_finding_list *list,
                                                  struct nvc_finding *f, const char *msg)
{
    struct nvc_finding_note *n = nvc_arena_alloc(&list->arena, sizeof *n);
    n->msg = msg;
    n->next = f->notes;
    f->notes = n;
    return n;
}

void nvc_finding_list_free(struct nvc_finding_list *list)
{
    free(list->items);
    list->items = NULL;
    list->len = list->cap = 0;
    nvc_arena_free(&list->arena);
}
