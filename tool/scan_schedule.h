/* scan_schedule.h: in which order a scan starts its TUs' workers, and when
 * a TU waits for memory (docs/scan.md, "Scheduling"). Pure decisions over
 * the records of earlier runs (tu_records.h); scan.c acts on them. */
#ifndef NVC_SCAN_SCHEDULE_H
#define NVC_SCAN_SCHEDULE_H

#include "tu_records.h"

#include <stdbool.h>
#include <stddef.h>

/* The start order of n TUs (indices into `rec`, database order): those
 * without a record first, in database order (any of them may be the
 * longest, and this run records it), then those with one, longest first,
 * equal durations in database order. With -j2 and a few TUs of 30 to 60 s
 * among short ones, starting the long ones last leaves one CPU idle while
 * the other finishes them: longest-first bounds the makespan (Graham's LPT
 * rule, at most 4/3 of the optimum). */
void nvc_schedule_order(const struct nvc_tu_record *rec, size_t n, size_t *order);

/* Whether a TU whose record is `r` may start while `running` workers run
 * whose recorded peaks add up to `reserved_mb`, under a budget of
 * `budget_mb` (0: no budget). A TU without a record, and any TU when
 * nothing runs, may start (one worker at a time always makes progress). */
bool nvc_schedule_fits(const struct nvc_tu_record *r, size_t running,
                       unsigned long long reserved_mb, unsigned budget_mb);

#endif
