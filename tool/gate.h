/* gate.h: reporting only new findings, to gate CI on what a change adds.
 *
 *   --diff=REF    only findings on lines changed between REF and the work
 *                 tree (`git diff -U0 REF`, run in the source root)
 *   --diff=-      likewise, the unified diff read from standard input
 *   --baseline=F  only findings whose fingerprint is not in F, a JSON or
 *                 SARIF report of this tool
 *
 * Both are read before anything is checked; the findings are filtered when
 * the report is complete (nvc_report_finish), so the exit status and every
 * format see only the reported ones. */
#ifndef NVC_GATE_H
#define NVC_GATE_H

#include <stdbool.h>

struct nvc_options;
struct nvc_report;

/* Reads what --diff and --baseline name. False when one cannot be read (said
 * on stderr): the run stops with exit status 2. Nothing to do without them. */
bool nvc_gate_load(const struct nvc_options *o);
/* Drops the results the gate hides, keeping the others' fingerprints as the
 * whole report gave them (r->fingerprints), and says on stderr how many went. */
void nvc_gate_apply(struct nvc_report *r);
void nvc_gate_free(void);

#endif
