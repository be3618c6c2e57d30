/* diag.h: the diagnostics model. Data, never printing.
 *
 * A check records what it looked at (an anchor) and a message. srcmap/ later
 * resolves anchors to file:line:col and to the names users know (parameter
 * 'h' (struct Heavy)); tool/ renders the result. */
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
};

struct nvc_anchor {
    enum nvc_anchor_kind kind;
    LLVMValueRef value;
    unsigned index;
};

/* Filled by srcmap. line == 0 means no source location is known; file may
 * still name the input (IR file, or the compiled .cu). */
struct nvc_loc {
    const char *file;      /* as the user named it (DIFile filename) */
    const char *path;      /* where to read it from (directory + filename) */
    unsigned line, col;
};

struct nvc_note {
    struct nvc_anchor anchor;
    const char *msg;
    const char *subject;   /* srcmap: "parameter 'h' (struct Heavy)"; may be NULL */
    struct nvc_loc loc;
    struct nvc_note *next;
};

struct nvc_diag {
    enum nvc_rule rule;
    enum nvc_severity severity;
    struct nvc_anchor anchor;
    const char *msg;
    struct nvc_loc loc;
    struct nvc_note *notes, **notes_tail;
    unsigned archs;        /* tool: bit i = found for the i-th requested arch */
    size_t seq;            /* tool: order of arrival, the last sort key */
    const char *arch_note; /* tool, with several archs: "found when compiling for sm_75, sm_90" */
    const char *arch_names;  /* tool: every arch it was found for, "sm_75,sm_90" */
    const char *function;    /* srcmap: the function it is in or about, as named in the IR
                              * (mangled); NULL for module-level findings and globals */
    const char *function_demangled;   /* srcmap: that name demangled */
    bool suppressed;         /* tool: silenced by the user; renderers keep it out of text
                              * and annotations, SARIF lists it as a suppressed result,
                              * and it never counts towards the exit status */
    bool warning_as_error;   /* tool: a warning that --warnings-as-errors made an error */
};

struct nvc_diag_list {
    struct nvc_arena arena;
    struct nvc_diag **items;
    size_t len, cap;
};

struct nvc_anchor nvc_anchor_function(LLVMValueRef fn);
struct nvc_anchor nvc_anchor_inst(LLVMValueRef inst);
struct nvc_anchor nvc_anchor_param(LLVMValueRef fn, unsigned index);
struct nvc_anchor nvc_anchor_variable(LLVMValueRef decl);
/* The function an anchor lies in (an instruction's or a local's) or is about
 * (a function, a parameter); NULL for globals and module-level anchors. */
LLVMValueRef nvc_anchor_enclosing_function(struct nvc_anchor a);

/* Every finding goes through here: the one place to set a breakpoint. */
struct nvc_diag *nvc_report(struct nvc_diag_list *list, enum nvc_rule rule,
                            struct nvc_anchor where, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
struct nvc_note *nvc_note(struct nvc_diag_list *list, struct nvc_diag *d,
                          struct nvc_anchor where, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
struct nvc_note *nvc_note_prepend(struct nvc_diag_list *list, struct nvc_diag *d,
                                  struct nvc_anchor where, const char *msg);

bool nvc_diag_has_errors(const struct nvc_diag_list *list);
void nvc_diag_list_free(struct nvc_diag_list *list);

#endif
