/* merge_parts.h: what merge.c (reading, checking and ordering the shards'
 * reports) hands merge_write.c (writing the merged one); see merge.h. */
#ifndef NVC_MERGE_PARTS_H
#define NVC_MERGE_PARTS_H

#include "arena.h"
#include "json_reader.h"
#include "options.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

enum merge_kind { MERGE_JSON, MERGE_SARIF };

/* One shard's report. */
struct merge_shard {
    const char *path;
    const struct nvc_json_value *doc;          /* the whole report */
    const struct nvc_json_value *run;          /* JSON: the document; SARIF: its run */
    const struct nvc_json_value *invocation;   /* SARIF: the run's invocation */
    const struct nvc_json_value *tool_version; /* the version of the tool that wrote it */
    unsigned index, count;                     /* K and N of --shard=K/N */
    size_t units;                              /* the run's TUs */
    const char *run_id;
    const struct nvc_json_value *checked;      /* the units it checked (an array) */
};

/* A finding, a clang error or a failure of one shard's report. */
struct merge_item {
    const struct nvc_json_value *v;   /* its object in the shard's report */
    const struct merge_shard *from;
    size_t pos;                       /* its place in the shard's list */
    size_t unit, seq;                 /* the TU it came from; arrival order there */
    const char *file;                 /* the sort keys (shard.h), file as bytes */
    unsigned long long line, col;
    const char *rule;
    const char *identity;             /* as report.c deduplicates findings */
    const struct nvc_json_value *message;   /* what it says (a string) */
    const struct nvc_json_value *path;      /* its CI path, for a gitlab report */
    unsigned long long ci_line;             /* the line a gitlab report gives (0: none) */
    unsigned long long hash;          /* its fingerprint's hash ("<hash>:<occurrence>") */
    int rank;                         /* 0 error, 1 warning, 2 note, 3 suppressed */
    char fingerprint[32];             /* the merged run's */
    bool keep;                        /* SARIF: in the log (under GitHub's limit) */
};

struct merge_list {
    struct merge_item *items;
    size_t n, cap;
};

struct merge {
    struct nvc_arena arena;
    enum merge_kind kind;
    struct merge_shard *shards;       /* in the order given */
    size_t nshards;
    struct merge_list results, clang_errors, failures;   /* in the merged order */
    size_t counts[4];                 /* results by rank (errors, warnings, notes, suppressed) */
    int exit_code;
    size_t left_out;                  /* SARIF: results over GitHub's limit */
};

/* A non-negative integer as this tool writes them; false for anything else. */
bool nvc_merge_number(const struct nvc_json_value *v, unsigned long long *out);

/* The merged report in `format`: the shards' (json or sarif), or gitlab.
 * `output_name` names it in the stderr warning of a SARIF log over
 * GitHub's limit. */
void nvc_merge_write(FILE *out, const struct merge *m, enum nvc_format format,
                     const char *output_name);

#endif
