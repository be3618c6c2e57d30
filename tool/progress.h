/* progress.h: what a scan (-p) says on stderr while it runs.
 *
 * On a terminal, one line that rewrites itself ("\r[3/8] src/c.cu" and
 * erase-to-end-of-line): translation units done out of all, and the TU the
 * output waits for. Elsewhere (a CI log), a short line at the first TU and
 * then at least every NVC_PROGRESS_INTERVAL seconds (default 30: CI systems
 * stop jobs that print nothing for minutes). Both end with the wall time,
 * "[8/8] done in 12.3 s", which stays off standard output so that two runs'
 * reports compare equal. --quiet turns all of it off. */
#ifndef NVC_PROGRESS_H
#define NVC_PROGRESS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

/* The default interval between two progress lines in a log, in seconds. */
#define NVC_PROGRESS_DEFAULT_INTERVAL 30.0

enum nvc_progress_mode {
    NVC_PROGRESS_OFF,    /* --quiet, or nothing to check */
    NVC_PROGRESS_TTY,    /* stderr is a terminal: one line, rewritten */
    NVC_PROGRESS_LOG,    /* otherwise: a line now and then */
};

struct nvc_progress {
    enum nvc_progress_mode mode;
    FILE *out;
    size_t total, done;
    size_t done_shown;   /* `done` when the last line was written */
    const char *waiting_shown;
    double start, last_line;
    double interval;     /* seconds between log lines */
    bool line_on_screen; /* terminal: the progress line is showing */
    bool said_anything;
};

/* Starts the clock. `quiet`: --quiet. The mode follows isatty(stderr); the
 * interval, NVC_PROGRESS_INTERVAL (seconds, 0 = at every TU that finishes). */
void nvc_progress_init(struct nvc_progress *p, size_t total, bool quiet);
/* `done` TUs of the total have finished; the output waits for `waiting`
 * (NULL when none). Writes a line when the mode asks for one now. */
void nvc_progress_update(struct nvc_progress *p, size_t done, const char *waiting);
/* Before anything else is written to the terminal: erases the progress line
 * (the next update redraws it). */
void nvc_progress_clear(struct nvc_progress *p);
/* How long poll() may wait before a log line is due, in milliseconds; -1
 * when no line is ever due without a TU finishing. */
int nvc_progress_timeout_ms(const struct nvc_progress *p);
/* The last line: "[8/8] done in 12.3 s". */
void nvc_progress_finish(struct nvc_progress *p);

#endif
