/* sm_gates.h: which GPU architectures an llvm.nvvm.* intrinsic needs, from
 * the measured table sm_gates.def (scripts/gen-sm-gates). Pure lookups. */
#ifndef NVC_SM_GATES_H
#define NVC_SM_GATES_H

#include "nvvm_props.h"

#include <stdbool.h>
#include <stddef.h>

struct nvc_sm_gate {
    const char *prefix;    /* a name or a dot-separated prefix; "name$" = exact */
    unsigned min_sm;       /* the lowest SM it compiles for */
    const char *archs;     /* "" = every SM >= min_sm; else the exact list */
    unsigned members;      /* LLVM 22 intrinsics the row covers */
    const char *evidence;  /* what refused it below the gate */
};

/* The row of the longest prefix matching `name`, or NULL (not gated). */
const struct nvc_sm_gate *nvc_sm_gate_find(const char *name, size_t len);

/* Whether code for `target` may use an intrinsic of this row. A list row
 * accepts exactly the listed targets; targets newer than every probed SM,
 * and (for list rows) targets that were not probed, are accepted: the
 * table cannot speak for them. */
bool nvc_sm_gate_allows(const struct nvc_sm_gate *gate, struct nvc_arch target);

/* "sm_90a" or "one of sm_100f, sm_100a, sm_103f, sm_103a" into buf. */
const char *nvc_sm_gate_describe(const struct nvc_sm_gate *gate, char *buf, size_t cap);

#endif
