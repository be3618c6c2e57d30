/* scan_records.h: what a scan worker sends its parent (scan.c), on a pipe of
 * its own: structured records, not text for the parent to parse back.
 *
 * Each record is a YAML document holding one JSON object (written with
 * json_writer, read with libyaml, which reads JSON as YAML flow style):
 *
 *   --- {"kind": "message", "level": "error", "subject": "src/b.cu", "text": "..."}
 *   --- {"kind": "finding", "rule": ..., "loc": {...}, "notes": [...], ...}
 *   --- {"kind": "failure", "file": ..., "reason": ..., "clang_error": ..., "loc": {...}}
 *   --- {"kind": "counts", "files_checked": ..., ...}    (last: the worker finished)
 *
 * A message record is written (and flushed) as the worker says the message,
 * so the parent has it even when the worker crashes or exits on a fatal
 * error right after; the rest is written when the check is done.
 *
 * Strings are bytes (file names and messages need not be UTF-8): they travel
 * as nvc_json_byte_string writes them, one character U+0000..U+00FF per
 * byte, so every byte arrives unchanged and the text on the pipe is ASCII
 * (which also keeps libyaml away from the characters YAML treats as line
 * breaks or refuses, such as U+0085, U+2028, U+FFFE). */
#ifndef NVC_SCAN_RECORDS_H
#define NVC_SCAN_RECORDS_H

#include "messages.h"
#include "report.h"

#include <stdio.h>

/* The worker's side. */
/* What a worker's pipe delivered, NUL-terminated (scan.c, isolate.c). */
struct nvc_records_buf {
    char *data;
    size_t len, cap;
};
void nvc_records_buf_append(struct nvc_records_buf *b, const char *data, size_t n);

void nvc_records_write_message(FILE *out, enum nvc_tool_level level, const char *subject,
                               const char *text);
/* Findings (with notes), failures and counts of the worker's report. */
void nvc_records_write_report(FILE *out, const struct nvc_report *r);

/* The parent's side: what one worker sent. */
struct nvc_worker_message {
    enum nvc_tool_level level;
    const char *subject;   /* may be NULL */
    const char *text;
};

struct nvc_worker_records {
    struct nvc_finding_list list;          /* the findings, and every string read */
    struct nvc_result *results;            /* their results, in the order sent */
    size_t nresults, capresults;
    struct nvc_worker_message *messages;   /* in the order said */
    size_t nmessages, capmessages;
    struct nvc_failure *failures;
    size_t nfailures, capfailures;
    unsigned files_checked, files_failed_dialect, files_failed_partly;
    size_t hidden_in_system_headers, hidden_by_header_filter;
    size_t hidden_by_line_filter;
    bool complete;                         /* the counts record arrived */
};

/* Reads the records in data[0..len); every location read goes through
 * `place` (the parent names files its own way). Stops at the first record
 * that is cut short (a worker that died while writing it); a record of an
 * unknown kind or with missing members is skipped. */
void nvc_records_read(const char *data, size_t len, nvc_loc_rename_fn *place, void *user,
                      struct nvc_worker_records *w);
/* Frees what nvc_records_read allocated, except `list` when the caller has
 * handed it to a report (keep_list). */
void nvc_worker_records_free(struct nvc_worker_records *w, bool keep_list);

#endif
