/* progress.c: a scan's progress on stderr (progress.h). */
#include "progress.h"

#include "messages.h"

#include <stdlib.h>
#include <time.h>
#include <unistd.h>

/* ECMA-48 "erase in line" from the cursor to the end (CSI K), which every
 * terminal emulator in use understands; with "\r" it rewrites the line. */
#define ERASE_LINE "\r\033[K"

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* NVC_PROGRESS_INTERVAL: seconds between two log lines (tests use 0). */
static double interval_from_environment(void)
{
    const char *v = getenv("NVC_PROGRESS_INTERVAL");
    if (!v || !*v)
        return NVC_PROGRESS_DEFAULT_INTERVAL;
    char *end;
    double s = strtod(v, &end);
    if (*end || !(s >= 0)) {
        nvc_tool_warning(NULL, "NVC_PROGRESS_INTERVAL='%s' is not a number of seconds; using %g",
                         v, NVC_PROGRESS_DEFAULT_INTERVAL);
        return NVC_PROGRESS_DEFAULT_INTERVAL;
    }
    return s;
}

void nvc_progress_init(struct nvc_progress *p, size_t total, bool quiet)
{
    *p = (struct nvc_progress){.out = stderr, .total = total, .start = now()};
    if (quiet || total == 0)
        p->mode = NVC_PROGRESS_OFF;
    else
        p->mode = isatty(fileno(stderr)) ? NVC_PROGRESS_TTY : NVC_PROGRESS_LOG;
    if (p->mode == NVC_PROGRESS_LOG)
        p->interval = interval_from_environment();
}

static void write_line(struct nvc_progress *p, const char *waiting)
{
    fprintf(p->out, "%s[%zu/%zu] %s%s", p->mode == NVC_PROGRESS_TTY ? ERASE_LINE : "", p->done,
            p->total, waiting ? waiting : "", p->mode == NVC_PROGRESS_TTY ? "" : "\n");
    fflush(p->out);
    p->line_on_screen = p->mode == NVC_PROGRESS_TTY;
    p->said_anything = true;
}

/* A log line at the first TU, then when the interval has passed; with an
 * interval of 0, at every TU that finishes (and only then). */
static bool log_line_due(const struct nvc_progress *p, double t)
{
    if (!p->said_anything)
        return true;
    if (t - p->last_line < p->interval)
        return false;
    return p->interval > 0 || p->done != p->done_shown;
}

void nvc_progress_update(struct nvc_progress *p, size_t done, const char *waiting)
{
    p->done = done;
    if (p->mode == NVC_PROGRESS_TTY) {
        /* redrawn only when it changes: the parent wakes at every read */
        if (!waiting)
            nvc_progress_clear(p);
        else if (!p->line_on_screen || done != p->done_shown || waiting != p->waiting_shown)
            write_line(p, waiting);
        p->done_shown = done;
        p->waiting_shown = waiting;
        return;
    }
    double t = now();
    if (p->mode != NVC_PROGRESS_LOG || !waiting || !log_line_due(p, t))
        return;
    write_line(p, waiting);
    p->last_line = t;
    p->done_shown = done;
}

void nvc_progress_clear(struct nvc_progress *p)
{
    if (!p->line_on_screen)
        return;
    fputs(ERASE_LINE, p->out);
    fflush(p->out);
    p->line_on_screen = false;
}

int nvc_progress_timeout_ms(const struct nvc_progress *p)
{
    if (p->mode != NVC_PROGRESS_LOG || p->interval <= 0)
        return -1;
    double left = p->last_line + p->interval - now();
    return left <= 0 ? 0 : (int)(left * 1000) + 1;
}

void nvc_progress_finish(struct nvc_progress *p)
{
    if (p->mode == NVC_PROGRESS_OFF)
        return;
    nvc_progress_clear(p);
    fprintf(p->out, "[%zu/%zu] done in %.1f s\n", p->done, p->total, now() - p->start);
    fflush(p->out);
}
