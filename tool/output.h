/* output.h: writing the report in each requested format (--format,
 * --output, --format=X:FILE), and what the renderers share: paths relative
 * to the source root, finding fingerprints, note text, columns. */
#ifndef NVC_OUTPUT_H
#define NVC_OUTPUT_H

#include "report.h"

#include <stdio.h>

/* GitHub code scanning rejects a SARIF run with more results than this
 * (docs.github.com, "SARIF support for code scanning", limits table). */
#define NVC_SARIF_MAX_RESULTS 25000

/* The key of the fingerprint in SARIF's partialFingerprints ("<name>/v<version>",
 * SARIF 2.1.0 §3.27.17); its value is the JSON report's "fingerprint". */
#define NVC_SARIF_FINGERPRINT_KEY "nvvmcheckFingerprint/v1"

/* What every renderer gets. */
struct nvc_render_ctx {
    const struct nvc_report *r;
    const char *source_root;     /* absolute, symlinks resolved, ends in '/'
                                  * (path_base.h says which directory) */
    int exit_code;               /* what the run exits with (before writing reports) */
    char (*fingerprints)[32];    /* per &r->results[i]: "<16 hex digits>:<occurrence>",
                                  * then per failure (nvc_output_failure_fingerprint) */
    const char *output_name;     /* the report file, or "standard output" */
    size_t sarif_max_results;
};

/* Writes every report of r->opts->outputs: files as report_file.h says (a
 * regular file through a temporary file renamed over it, so a killed run
 * never leaves a truncated report; a device or FIFO written through);
 * standard output directly. Returns exit_code, or 2 when a
 * report could not be written (said on stderr). */
int nvc_output_write_all(const struct nvc_report *r, int exit_code);

/* A scan's report on standard output in text or github format, written TU
 * by TU: each TU's results as soon as it and every TU before it in database
 * order are done, so the output is the same for every -j. Report files are
 * still written whole by nvc_output_write_all. */
struct nvc_output_stream {
    bool on;                  /* standard output gets text or github */
    enum nvc_format format;
    char *source_root;        /* as nvc_render_ctx's */
};
/* Whether r's options ask for a report that streams; if so, marks r as
 * streamed (r->stdout_streamed). */
void nvc_output_stream_begin(struct nvc_output_stream *s, struct nvc_report *r);
/* Sorts the results of one TU (from `first`) and writes them and the TU's
 * failures (from `first_failure`), then flushes standard output. */
void nvc_output_stream_unit(struct nvc_output_stream *s, struct nvc_report *r, size_t first,
                            unsigned first_failure);
void nvc_output_stream_end(struct nvc_output_stream *s);
/* The source root of the options (--source-root, or the current directory),
 * absolute, symlinks resolved, ending in '/'. */
void nvc_output_source_root(const struct nvc_options *o, char *buf, size_t cap);
/* Every result's fingerprint, as the reports carry it (malloc'd, one per
 * result; the caller frees it). */
nvc_fingerprint *nvc_output_fingerprints(const struct nvc_report *r);

/* `path` (a finding's loc.path) relative to the source root, in buf; NULL
 * when it lies outside or is unknown. */
const char *nvc_output_relative(const struct nvc_render_ctx *c, const char *path, char *buf,
                                size_t cap);
/* `path` made absolute and normalised (symlinks resolved when it exists). */
void nvc_output_absolute(const char *path, char *buf, size_t cap);

/* How a finding's file is named for CI systems: relative to the source root
 * when inside it, else as the text output names it. */
const char *nvc_output_ci_path(const struct nvc_render_ctx *c, const struct nvc_loc *loc,
                               char *buf, size_t cap);

/* The fingerprint of r->failures[i]'s clang error (a failure with one). */
const char *nvc_output_failure_fingerprint(const struct nvc_render_ctx *c, size_t i);

/* A note as the text output words it: "parameter 'h' (struct Heavy) takes ...". */
void nvc_note_text(const struct nvc_finding_note *n, char *buf, size_t cap);

/* loc's 1-based column counted in Unicode code points instead of bytes
 * (SARIF's unicodeCodePoints); the byte column when the line cannot be read. */
unsigned nvc_output_column_in_code_points(const struct nvc_render_ctx *c,
                                          const struct nvc_loc *loc);

/* The renderers, one file each (render_text.h has the text renderer). */
void nvc_render_json(FILE *out, const struct nvc_render_ctx *c);
void nvc_render_sarif(FILE *out, const struct nvc_render_ctx *c);
void nvc_render_github(FILE *out, const struct nvc_render_ctx *c);
/* The findings results[first..end) and failures[first_failure..end_failure). */
void nvc_render_github_part(FILE *out, const struct nvc_render_ctx *c, size_t first, size_t end,
                            unsigned first_failure, unsigned end_failure);
void nvc_render_gitlab(FILE *out, const struct nvc_render_ctx *c);

/* SARIF's notification that `left_out` of `total` results are not in the
 * log (at most `max` are), also said on stderr about `output_name`:
 * render_sarif.c's, and --merge's for a merged log (merge.h). */
struct nvc_json;
void nvc_sarif_write_truncation(struct nvc_json *j, const char *output_name, size_t left_out,
                                size_t total, size_t max);

#endif
