/* diag.h: the diagnostics model. Data, never printing.
 *
 * A check records what it looked at (an anchor) and a message: a struct
 * nvc_diag. srcmap/ turns each into a struct nvc_finding, with the anchors
 * resolved to file:line:col and to the names users know (parameter 'h'
 * (struct Heavy)); tool/ wraps findings in its own per-run records and
 * renders them. */
#ifndef NVC_DIAG_H
#define NVC_DIAG_H

#include "arena.h"
#include "rules.h"

#include <llvm-c/Types.h>
#include <stdbool.h>

enum nvc_anchor_kind {
    NVC_ANCHOR_NONE,      /* module-level: no place in the source */
    NVC_ANCHOR_FUNCTION,  /* value = the function */
    NVC_ANCHOR_INST,      /* value = an instruction */
    NVC_ANCHOR_PARAM,     /* value = the function, index = parameter number */
    NVC_ANCHOR_VARIABLE,  /* value = an alloca or global: where it is declared */
    NVC_ANCHOR_ASM_TEXT,  /* value = a call of inline asm, index = a byte offset in its
                           * template (the IR's asm string): srcmap places it at that
                           * byte of the string literal when it can, else at the call */
};

struct nvc_anchor {
    enum nvc_anchor_kind kind;
    LLVMValueRef value;
    unsigned index;
};

struct nvc_note {
    struct nvc_anchor anchor;
    const char *msg;
    struct nvc_note *next;
};

/* What a check found. Complete when the verifier returns its list: later
 * stages read it and build their own records (struct nvc_finding, the
 * tool's results); nothing changes it. */
struct nvc_diag {
    enum nvc_rule rule;
    enum nvc_severity severity;
    struct nvc_anchor anchor;
    const char *msg;
    struct nvc_note *notes, **notes_tail;
    /* The calls the anchor's function was inlined through, virtually
     * (verifier/inlining.c), innermost first: inlined_at[0] calls the
     * anchor's function, inlined_at[n - 1] stands in the function the
     * finding lands in. Like a DILocation's inlined-at chain, which the
     * anchor may have too (it comes first). */
    const LLVMValueRef *inlined_at;
    unsigned ninlined;
};

struct nvc_diag_list {
    struct nvc_arena arena;
    struct nvc_diag **items;
    size_t len, cap;
    /* While the verifier checks a body as inlined: the calls it was inlined
     * through, outermost first; nvc_diag_add gives each new finding that
     * chain (innermost first). */
    const LLVMValueRef *inline_stack;
    unsigned inline_depth;
};

/* ---- located findings: srcmap's output, what reports are made of ------- */

/* line == 0 means no source location is known; file may still name the
 * input (IR file, or the compiled .cu). */
struct nvc_loc {
    const char *file;      /* as the user named it (DIFile filename) */
    const char *path;      /* where to read it from (directory + filename) */
    unsigned line, col;
};

struct nvc_finding_note {
    const char *msg;
    const char *subject;   /* "parameter 'h' (struct Heavy)"; may be NULL */
    struct nvc_loc loc;
    struct nvc_finding_note *next;
};

/* A finding with its place in the source: made by srcmap from a struct
 * nvc_diag (or by a scan from a worker's record), read-only afterwards. */
struct nvc_finding {
    enum nvc_rule rule;
    enum nvc_severity severity;   /* the rule's; the tool may promote it */
    const char *msg;
    struct nvc_loc loc;
    const char *function;            /* the function it is in or about, as named in
                                      * the IR (mangled); NULL for module-level
                                      * findings and globals */
    const char *function_demangled;  /* that name demangled */
    struct nvc_finding_note *notes;
};

struct nvc_finding_list {
    struct nvc_arena arena;
    struct nvc_finding **items;
    size_t len, cap;
};

/* A module-level anchor: no place in the source. */
struct nvc_anchor nvc_anchor_none(void);
struct nvc_anchor nvc_anchor_function(LLVMValueRef fn);
struct nvc_anchor nvc_anchor_inst(LLVMValueRef inst);
struct nvc_anchor nvc_anchor_param(LLVMValueRef fn, unsigned index);
struct nvc_anchor nvc_anchor_variable(LLVMValueRef decl);
struct nvc_anchor nvc_anchor_asm_text(LLVMValueRef call, unsigned offset);
/* The function an anchor lies in (an instruction's or a local's) or is about
 * (a function, a parameter); NULL for globals and module-level anchors. */
LLVMValueRef nvc_anchor_enclosing_function(struct nvc_anchor a);

/* Every finding goes through here: the one place to set a breakpoint. */
struct nvc_diag *nvc_diag_add(struct nvc_diag_list *list, enum nvc_rule rule,
                              struct nvc_anchor where, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
/* A copy of `d` (its notes shared) inlined through `stack` (outermost
 * first, `depth` calls), added to the list. */
struct nvc_diag *nvc_diag_add_inlined_copy(struct nvc_diag_list *list, const struct nvc_diag *d,
                                           const LLVMValueRef *stack, unsigned depth);
/* Adds a note to a finding the calling check is still building. */
struct nvc_note *nvc_diag_note(struct nvc_diag_list *list, struct nvc_diag *d,
                               struct nvc_anchor where, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
void nvc_diag_list_free(struct nvc_diag_list *list);

struct nvc_finding *nvc_finding_add(struct nvc_finding_list *list, enum nvc_rule rule,
                                    enum nvc_severity severity, const char *msg);
/* A note after the finding's other notes. */
struct nvc_finding_note *nvc_finding_note_add(struct nvc_finding_list *list, struct nvc_finding *f,
                                              const char *msg);
/* A note before the finding's other notes. */
struct nvc_finding_note *nvc_finding_note_prepend(struct nvc_finding_list *list,
                                                  struct nvc_finding *f, const char *msg);
void nvc_finding_list_free(struct nvc_finding_list *list);

#endif
