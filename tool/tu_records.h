/* tu_records.h: what a scan remembers of each translation unit from one run
 * to the next: how long its check took and the most memory its worker
 * used (docs/scan.md, "Scheduling"). The next scan starts the longest TUs
 * first, holds back a TU whose last peak would not fit in the memory left,
 * and --shard balances its shards by these durations.
 *
 * The records live in the cache directory (the header cache's, cache_setup.h),
 * one small text file per TU, `tu-v1/<key>`:
 *
 *     cuda-nvvmcheck tu record 1
 *     ms 2315
 *     peak_mb 412
 *
 * The key is the SHA-256 (first 32 hex digits) of the TU's file, its build
 * directory and its device compile arguments, so a TU whose command changes
 * is a new TU. A record is written by the scan's parent after the worker
 * ends (a temporary file renamed over the old one: concurrent scans never
 * read half a record). Records are hints: one that is missing, unreadable
 * or malformed is no record, and one that cannot be written is not said. */
#ifndef NVC_TU_RECORDS_H
#define NVC_TU_RECORDS_H

#include <stdbool.h>
#include <stddef.h>

struct nvc_tu_record {
    bool known;
    unsigned ms;        /* wall time of the TU's worker, milliseconds */
    unsigned peak_mb;   /* the worker's peak resident set (getrusage's ru_maxrss), MB */
};

/* A TU's key, from its strings in order (file, directory, arguments; a
 * NULL string counts as empty): 32 hex digits and a NUL. */
struct nvc_tu_key {
    char hex[33];
};
void nvc_tu_key_make(const char *const *strings, size_t n, struct nvc_tu_key *key);

/* The record of `key` under the cache directory `cache_root`; known false
 * when there is none. */
struct nvc_tu_record nvc_tu_record_read(const char *cache_root, const struct nvc_tu_key *key);

/* Writes (replaces) the record of `key`; best effort. */
void nvc_tu_record_write(const char *cache_root, const struct nvc_tu_key *key,
                         const struct nvc_tu_record *r);

/* The memory the kernel says it can give new work without swapping
 * (/proc/meminfo's MemAvailable), in MB; 0 when unknown. */
unsigned nvc_memory_available_mb(void);

#endif
