/* ptx_gates.h: which targets and PTX ISA versions a PTX instruction form or
 * special register needs, from the measured table ptx_gates.def
 * (scripts/gen-ptx-gates: ptxas of the CUDA toolkit assembling each form at
 * every target and version). Pure lookups.
 *
 * The .def holds:
 *   PTX_GATE_TARGETS("sm_75 sm_80 ... sm_121a")
 *       the probed targets, in the order of every verdict string;
 *   PTX_GATE_MSG(id, "text")
 *       ptxas' messages for one statement (lines joined by '\n'), with the
 *       probing target's own name, where ptxas quotes it, as "{target}";
 *   PTX_GATE(kind, "key", "verdicts", forms, "example")
 *       kind: PTX_GATE_INSN (key: an opcode or a prefix of opcodes, matched
 *       with nvc_ptx_prefix_match, longest first) or PTX_GATE_SREG (key: a
 *       special register, "%clusterid"); verdicts: one word per probed
 *       target: "V" = assembles from PTX ISA V on (V = 10 * major + minor),
 *       "V/M" = the same, and below V ptxas says message M, "-/M" = refused
 *       at every version with message M, "?" = not known (the probe failed
 *       there for its own reasons); forms: how many measured forms the
 *       row covers; example: one of them. */
#ifndef NVC_PTX_GATES_H
#define NVC_PTX_GATES_H

#include "verifier.h"

#include <stdbool.h>
#include <stddef.h>

/* PTX_GATE_FAMILY: a prefix whose measured forms differ, with their most
 * permissive verdict (refused only where every one of them is); looked up
 * only when no PTX_GATE_INSN row matches. */
enum nvc_ptx_gate_kind { PTX_GATE_INSN, PTX_GATE_FAMILY, PTX_GATE_SREG };

struct nvc_ptx_gate {
    enum nvc_ptx_gate_kind kind;
    const char *key;
    const char *verdicts;
    unsigned forms;
    const char *example;
};

/* The verdict of one row for one target. */
struct nvc_ptx_verdict {
    bool probed;          /* false: the table does not speak for this target */
    bool allowed;         /* assembles at some version */
    unsigned min_ptx;     /* when allowed: the first version that assembles */
    const char *message;  /* ptxas' text below min_ptx or when refused; may be NULL */
};

/* The longest row matching an opcode, or NULL. */
const struct nvc_ptx_gate *nvc_ptx_gate_find_insn(const char *opcode, size_t len);
/* The row of a special register ("%clusterid"), or NULL. */
const struct nvc_ptx_gate *nvc_ptx_gate_find_sreg(const char *name, size_t len);

struct nvc_ptx_verdict nvc_ptx_gate_verdict(const struct nvc_ptx_gate *g, struct nvc_arch target);

/* The probed targets, in table order; count in *n. */
const struct nvc_arch *nvc_ptx_gate_targets(size_t *n);

#endif
