/* report.h: findings of the whole run, merged across archs and sorted, and
 * the outcome of each input. */
#ifndef NVC_REPORT_H
#define NVC_REPORT_H

#include "diag.h"
#include "options.h"
#include "srcmap.h"

#include <regex.h>
#include <stdbool.h>
#include <stddef.h>

/* A finding as this run reports it: srcmap's located finding, which stays
 * as srcmap made it, and what the tool decided about it for this run. */
struct nvc_result {
    const struct nvc_finding *f;
    enum nvc_severity severity;   /* f's, or error when promoted */
    bool warning_as_error;        /* a warning that --warnings-as-errors made an error */
    bool suppressed;              /* silenced by the user (NOLINT); renderers keep it out
                                   * of text and annotations, SARIF lists it as a
                                   * suppressed result, and it never counts towards the
                                   * exit status */
    unsigned archs;               /* bit i = found for the i-th requested arch */
    size_t seq;                   /* order of arrival, the last sort key */
    const char *arch_note;        /* with several archs: "found when compiling for
                                   * sm_75, sm_90" */
    const char *arch_names;       /* every arch it was found for, "sm_75,sm_90" */
    size_t unit;                  /* a scan's TU it came from (its place among the
                                   * selected TUs; shard.h) */
};

/* The rule id under which a TU that does not compile is reported, as
 * clang-tidy reports one (its clang-diagnostic-<name> family): not a rule
 * of the registry, so --checks cannot turn it off. */
#define NVC_CLANG_ERROR_ID "clang-diagnostic-error"

/* An input that could not be checked, and why (as printed on stderr). */
struct nvc_failure {
    const char *file;      /* as messages name it */
    const char *reason;
    /* A .cu that does not compile: clang's first error, which every report
     * format shows as an NVC_CLANG_ERROR_ID result at `at` (where clang put
     * it; at.path absolute, at.line 0 when clang gave no place); NULL for
     * the other failures. `archs`: the archs it did not compile for,
     * "sm_75,sm_90". */
    const char *clang_error;
    struct nvc_loc at;
    const char *archs;
    size_t unit;           /* a scan's TU it is about, as nvc_result's */
};

/* A finding's identity across runs, "<16 hex digits>:<occurrence>" (output.c). */
typedef char nvc_fingerprint[32];

struct nvc_shard_info;

struct nvc_report {
    const struct nvc_options *opts;
    const struct nvc_shard_info *shard;  /* --shard: what the JSON and SARIF reports carry
                                          * for --merge (shard.h); NULL otherwise */
    struct nvc_source_cache *sources;
    struct nvc_finding_list **lists;  /* one per checked module, kept for their arenas */
    size_t nlists, caplists;
    struct nvc_result *results;       /* merged view, sorted by nvc_report_finish */
    size_t nresults, capresults;
    unsigned files_checked, files_failed;
    struct nvc_failure *failures;     /* files_failed of them, in the order they happened */
    size_t capfailures;
    struct nvc_arena arena;           /* the report's own strings (failures, arch lists) */
    unsigned files_failed_dialect;    /* of those, by a known nvcc/clang dialect difference */
    unsigned files_failed_partly;     /* of those, checked for their other archs (and so
                                       * counted in files_checked too) */
    size_t hidden_in_system_headers;
    size_t hidden_by_header_filter;
    nvc_fingerprint *fingerprints;    /* NULL, or set by the gate: per result, as the
                                       * whole report numbered them before the gate */
    size_t hidden_by_line_filter;     /* --line-filter (tidy_cli.h) */
    const char *unit;                 /* "file" or "translation unit" */
    bool stdout_streamed;             /* a scan wrote the findings of its text or github
                                       * report on standard output TU by TU
                                       * (nvc_output_stream_unit); only the text
                                       * summary is left for nvc_output_write_all */
    const char *system_dirs[32];       /* prefixes of paths whose findings are hidden */
    unsigned nsystem_dirs;
};

/* Findings located under this directory are not shown (counted instead). */
void nvc_report_add_system_dir(struct nvc_report *r, const char *dir);
/* The include directories `args` (clang arguments) make system ones, as
 * clang classifies them (measured with clang 22: a warning in a header found
 * through -isystem or -idirafter is not shown, through -I or -iquote it is):
 * findings there are hidden like the toolkit's, unless --system-headers.
 * Relative directories are taken from the current directory. */
void nvc_report_add_system_include_dirs(struct nvc_report *r, const char *const *args, int nargs);
/* Whether `path` lies under one of the report's system dirs (report: a
 * struct nvc_report; an nvc_srcmap_system_path_fn). */
bool nvc_report_is_system_path(const void *report, const char *path);
/* What srcmap needs to place findings the way the report hides them: the
 * system dirs, to report inline-PTX findings of system headers at the
 * user's calls. */
struct nvc_srcmap_options nvc_report_srcmap_options(const struct nvc_report *r);

void nvc_report_init(struct nvc_report *r, const struct nvc_options *opts);
/* Adds the resolved findings of one module compiled for opts->archs[arch];
 * takes ownership of the list. A finding identical to one already found for
 * another arch of the same input only gains that arch. Findings in system
 * headers are counted for the input's first checked arch only
 * (`first_checked`). */
void nvc_report_add(struct nvc_report *r, struct nvc_finding_list *list, unsigned arch,
                    size_t input_first, bool first_checked);
/* After the last arch of an input: with several archs, notes which archs
 * each finding was found for, and which were not checked (bit set
 * `checked`: the archs whose module was checked; the others did not
 * compile). */
void nvc_report_end_input(struct nvc_report *r, size_t input_first, const char *const *archs,
                          unsigned narchs, unsigned checked);
/* --warnings-as-errors: the warnings of the current input (from `first`)
 * whose rule is in `rules` become errors. */
void nvc_report_promote(struct nvc_report *r, size_t first, const struct nvc_rule_set *rules);
/* Adds a result that is already merged (a scan worker's, whose finding lives
 * in `list`, which the report then owns); one identical to a result already
 * present (a header shared by TUs) is dropped. */
void nvc_report_keep_list(struct nvc_report *r, struct nvc_finding_list *list);
void nvc_report_add_unique(struct nvc_report *r, const struct nvc_result *res);
/* Adds a merged result as it is, even if identical to one present (a
 * single-file worker's: each input's findings stand, as when checked in
 * this process). */
void nvc_report_add_result(struct nvc_report *r, const struct nvc_result *res);
/* Hides the findings of the current input (from `first`) that lie in a
 * header whose canonical path `re` does not match or `exclude` matches
 * (--exclude-header-filter, as clang-tidy's; either may be NULL); `main_file`
 * (the input itself) is never hidden. Counts them in hidden_by_header_filter. */
void nvc_report_hide_headers(struct nvc_report *r, size_t first, const regex_t *re,
                             const regex_t *exclude, const char *main_file);
/* --line-filter: hides the findings of the current input (from `first`)
 * that the filter does not pass; counts them in hidden_by_line_filter. */
void nvc_report_hide_lines(struct nvc_report *r, size_t first,
                           const struct nvc_line_filter *filter);
/* Counts `file` as not checked and keeps the reason for machine-readable
 * reports (printing it is the caller's job). */
void nvc_report_failed(struct nvc_report *r, const char *file, const char *reason);
/* Counts `f` (a failure with or without clang's error) as not checked,
 * copying its strings into the report. */
void nvc_report_add_failure(struct nvc_report *r, const struct nvc_failure *f);
/* How many failures carry clang's error (NVC_CLANG_ERROR_ID results). */
size_t nvc_report_count_clang_errors(const struct nvc_report *r);
/* Findings are read-only: to show files under other names (the launcher's
 * build-log spelling), each result from `first` gets a copy of its finding
 * whose locations went through `rename` (which may change loc->file and
 * loc->path, allocating in `a`). */
typedef void nvc_loc_rename_fn(void *user, struct nvc_arena *a, struct nvc_loc *loc);
void nvc_report_rename_files(struct nvc_report *r, size_t first, nvc_loc_rename_fn *rename,
                             void *user);
/* Sorts the results from `first` on (one scanned TU's), in the order
 * nvc_report_finish gives the whole report. */
void nvc_report_sort_from(struct nvc_report *r, size_t first);
void nvc_report_finish(struct nvc_report *r);
/* Findings by severity, suppressed ones apart. */
struct nvc_report_counts {
    size_t errors, warnings, notes, suppressed;
};
struct nvc_report_counts nvc_report_count(const struct nvc_report *r);
int nvc_report_exit_code(const struct nvc_report *r);
void nvc_report_free(struct nvc_report *r);

#endif
