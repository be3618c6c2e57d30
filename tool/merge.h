/* merge.h: --merge, the JSON reports or SARIF logs of a scan's N shards
 * (--shard=K/N, shard.h) combined into the report one machine would have
 * written for the whole run, byte for byte (docs/scan.md, "Sharding"):
 *
 *   cuda-nvvmcheck --merge --format=sarif:all.sarif shard-1.sarif shard-2.sarif
 *
 * The shards' reports are one format, all N of them, of one run (the same
 * version, database, TU selection and options: the run identity of
 * shard.h), and their TUs partition the run's. The merged report has the
 * findings in the single run's order (file, line, column, rule, then TU
 * order), a finding of a header several TUs include once (from the first
 * TU in database order), the failures in database order, fingerprints
 * numbered over the whole run, counts, exit code and SARIF's
 * executionSuccessful recomputed, GitHub's 25,000-result limit applied
 * to the whole log, and nothing of the shards' own information. It is
 * written in the shards' format (json or sarif), the only ones the shards'
 * reports hold enough for: text, github and gitlab reports are refused.
 * Everything else (the tool and its rules, the source root, the run's
 * summary unit) must be the same in every shard and is copied. */
#ifndef NVC_MERGE_H
#define NVC_MERGE_H

#include "options.h"

/* Reads o->inputs, writes o->outputs. Returns the merged report's exit
 * code (0, 1 or 2, as the single run's), or 2 after saying on stderr why
 * the reports cannot be merged or a report cannot be written. */
int nvc_merge(const struct nvc_options *o);

#endif
