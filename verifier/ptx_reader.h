/* ptx_reader.h: reads the PTX in an inline-asm template, statement by
 * statement. Pure text: no LLVM, no allocation, so that the gate-table
 * generator (scripts/gen-ptx-gates, through scripts/ptx-gates/split.c) keys
 * its measurements with exactly the code the checker looks them up with.
 *
 * What it understands (PTX ISA 9.0, chapter 4 "Syntax"):
 *  - statements end at `;`; `{` and `}` open and close a scope and also end
 *    a statement; newlines are blanks;
 *  - `// ...` and `/ * ... * /` comments; `"..."` strings (in `.pragma`);
 *  - a label `name:` before a statement;
 *  - a guard predicate `@p`, `@!p`, `@%p1` before an instruction;
 *  - directives (`.reg`, `.pragma`, `.shared` ...): a statement whose first
 *    word starts with `.`;
 *  - the opcode: the first word of an instruction with all its modifiers
 *    (`cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes`);
 *  - special registers: `%name` words among the operands (`%clusterid.x`
 *    is the register `%clusterid`), except names the template declares
 *    itself with `.reg`.
 * Operands that are placeholders stay opaque: LLVM's `$0`, `${1:...}`, and
 * (in source text) `%0`, `%[name]`. What a placeholder stands for (a
 * register, an immediate, an address) is not known here, so a requirement
 * that depends on an operand's value is not judged. */
#ifndef NVC_PTX_READER_H
#define NVC_PTX_READER_H

#include <stdbool.h>
#include <stddef.h>

/* A span of the template: bytes [off, off + len). */
struct nvc_ptx_span {
    size_t off, len;
};

#define NVC_PTX_MAX_SREGS 8

/* One statement. */
struct nvc_ptx_stmt {
    struct nvc_ptx_span text;     /* from the first byte after the label to the ';' (excluded) */
    struct nvc_ptx_span opcode;   /* the first word (after any predicate), modifiers included */
    bool directive;               /* the first word starts with '.' */
    unsigned index;               /* 0, 1, 2 ... among the template's statements */
    struct nvc_ptx_span sregs[NVC_PTX_MAX_SREGS];  /* `%clusterid` of `%clusterid.x` */
    unsigned nsregs;
};

/* Called for each statement in order; return false to stop. */
typedef bool (*nvc_ptx_visit_fn)(void *ud, const char *tmpl, const struct nvc_ptx_stmt *stmt);

/* Reads `tmpl` (len bytes, need not be NUL-terminated) and calls `visit`
 * for every statement that has a first word. */
void nvc_ptx_read(const char *tmpl, size_t len, nvc_ptx_visit_fn visit, void *ud);

/* Whether `name` (len bytes) is `prefix` or continues it at a component
 * boundary ('.' or "::"): "tcgen05.fence" matches "tcgen05.fence::before_thread_sync"
 * and "tcgen05.fence.x", not "tcgen05.fences". A prefix ending in '$'
 * matches only the name itself. Returns the prefix length, 0 when no match. */
size_t nvc_ptx_prefix_match(const char *prefix, const char *name, size_t len);

#endif
