/* shard.h: --shard=K/N, a scan split across N machines (CI runners), and
 * what each shard's JSON or SARIF report carries so that --merge (merge.h)
 * can put the N reports back together into the report one machine would
 * have written, byte for byte (docs/scan.md, "Sharding").
 *
 * The TUs a scan selects are its units, numbered in database order (the
 * order of the single-machine report). A shard's report says, besides what
 * any report says:
 *
 *   - for the run: which shard it is (K, N), how many units the run has,
 *     which of them this shard checked, and the run's identity (a hash of
 *     the selected TUs' files and commands and of the options that shape
 *     findings), so that shards of different runs are never merged;
 *   - for each finding: its unit, its place in arrival order (seq), its
 *     sort keys (file, line, column as report.c sorts them), its identity
 *     as report.c deduplicates findings across TUs, and its path as the CI
 *     formats name it (for a merged gitlab report);
 *   - for each failure: its unit; for a clang error also its CI path and
 *     line.
 *
 * JSON puts these in "shard" members, SARIF in "nvvmcheckShard" property
 * bags (SARIF 2.1.0 §3.8); --merge leaves them out of the merged report. */
#ifndef NVC_SHARD_H
#define NVC_SHARD_H

#include "json_writer.h"
#include "options.h"
#include "report.h"

#include <stddef.h>
#include <stdint.h>

/* The key of the SARIF property bags that hold a shard's information. */
#define NVC_SARIF_SHARD_KEY "nvvmcheckShard"

/* What a shard's report says about the run it is part of. */
struct nvc_shard_info {
    unsigned index, count;     /* K and N of --shard=K/N */
    size_t units;              /* TUs the whole run selects */
    const size_t *checked;     /* the units this shard checked, ascending */
    size_t nchecked;
    char run[17];              /* the run's identity, 16 hex digits */
};

/* Which shard (0 .. count-1) checks each of the n units. No shard gets more
 * than one unit more than another. Without recorded durations (issue 16:
 * they come with the header cache's records) the heaviest `weight` (a
 * source file's size) goes first: units sorted by weight, heaviest first,
 * then in database order, are dealt out as cards in snake order (1..N,
 * N..1, 1..N ...), so the largest sources land on different shards. The
 * result depends on the weights and n only: every runner computes the same
 * split. */
void nvc_shard_assign(const unsigned long long *weight, size_t n, unsigned count,
                      unsigned *shard_of);

/* The run's identity: FNV-1a (64 bits) over this version, the options that
 * shape findings and failures, and then each unit's strings as the caller
 * adds them (its file, directory and compile arguments). */
struct nvc_shard_run_id {
    uint64_t h;
};
void nvc_shard_run_begin(struct nvc_shard_run_id *id, const struct nvc_options *o);
void nvc_shard_run_add(struct nvc_shard_run_id *id, const char *s);
void nvc_shard_run_finish(const struct nvc_shard_run_id *id, char out[17]);

/* A finding's identity as report.c's same_finding compares findings (rule,
 * severity, place, message, notes): FNV-1a, 64 bits, 16 hex digits. Two
 * findings with the same identity are one finding of a header that several
 * TUs include; a collision of two different findings (odds about 2^-64 per
 * pair) would drop one of them from a merged report. */
void nvc_shard_finding_identity(const struct nvc_finding *f, char out[17]);

/* The writers the JSON and SARIF renderers share: the run's object, a
 * result's and a failure's; `ci_path` is nvc_output_ci_path's for the
 * result's location or the failure's clang error. */
void nvc_shard_write_run(struct nvc_json *j, const struct nvc_shard_info *s);
void nvc_shard_write_result(struct nvc_json *j, const struct nvc_result *d, const char *ci_path);
void nvc_shard_write_failure(struct nvc_json *j, const struct nvc_failure *f, const char *ci_path);

#endif
