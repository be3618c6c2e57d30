/* diag.c: recording findings. */
#include "diag.h"

#include <llvm-c/Core.h>
#include <stdlib.h>

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

LLVMValueRef nvc_anchor_enclosing_function(struct nvc_anchor a)
{
    switch (a.kind) {
    case NVC_ANCHOR_FUNCTION:
    case NVC_ANCHOR_PARAM:
        return a.value;
    case NVC_ANCHOR_INST:
        return LLVMGetBasicBlockParent(LLVMGetInstructionParent(a.value));
    case NVC_ANCHOR_VARIABLE:
        return LLVMIsAInstruction(a.value)
                   ? LLVMGetBasicBlockParent(LLVMGetInstructionParent(a.value)) : NULL;
    case NVC_ANCHOR_NONE:
        break;
    }
    return NULL;
}

static void push(struct nvc_diag_list *list, struct nvc_diag *d)
{
    list->items = nvc_grow(list->items, &list->cap, list->len, sizeof *list->items);
    list->items[list->len++] = d;
}

struct nvc_diag *nvc_report(struct nvc_diag_list *list, enum nvc_rule rule,
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
    push(list, d);
    return d;
}

static struct nvc_note *new_note(struct nvc_diag_list *list, struct nvc_anchor where,
                                 const char *msg)
{
    struct nvc_note *n = nvc_arena_alloc(&list->arena, sizeof *n);
    n->anchor = where;
    n->msg = msg;
    return n;
}

struct nvc_note *nvc_note(struct nvc_diag_list *list, struct nvc_diag *d,
                          struct nvc_anchor where, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    struct nvc_note *n = new_note(list, where, nvc_arena_vprintf(&list->arena, fmt, ap));
    va_end(ap);
    *d->notes_tail = n;
    d->notes_tail = &n->next;
    return n;
}

struct nvc_note *nvc_note_prepend(struct nvc_diag_list *list, struct nvc_diag *d,
                                  struct nvc_anchor where, const char *msg)
{
    struct nvc_note *n = new_note(list, where, msg);
    n->next = d->notes;
    if (!d->notes)
        d->notes_tail = &n->next;
    d->notes = n;
    return n;
}

bool nvc_diag_has_errors(const struct nvc_diag_list *list)
{
    for (size_t i = 0; i < list->len; i++)
        if (list->items[i]->severity == NVC_SEV_ERROR)
            return true;
    return false;
}

void nvc_diag_list_free(struct nvc_diag_list *list)
{
    free(list->items);
    list->items = NULL;
    list->len = list->cap = 0;
    nvc_arena_free(&list->arena);
}
