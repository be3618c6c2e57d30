/* isolate.c: single-file mode (`cuda-nvvmcheck a.cu b.ll c.bc`), each input
 * checked in a worker process, as a scan checks each TU (scan.c).
 *
 * The worker inherits stderr, so clang's diagnostics and the tool's
 * messages appear as they are said, in the order said. Its report (findings,
 * failures, counts) comes back as the scan's structured records
 * (scan_records.h) on a pipe; the parent adds it to the run's report. A
 * worker that leaves no complete report (killed by a signal, past its time
 * limit, out of its memory limit) costs its input alone: the parent says so
 * and counts the input as not checked. */
#include "isolate.h"

#include "messages.h"
#include "scan_records.h"
#include "worker_limits.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

/* ---- the worker --------------------------------------------------------- */

static _Noreturn void worker_main(const struct nvc_session *parent, const char *input, int out_fd)
{
    FILE *records = fdopen(out_fd, "w");
    struct nvc_report report;
    nvc_report_init(&report, parent->cli);
    struct nvc_session session = {.cli = parent->cli,
                                  .report = &report,
                                  .configs = parent->configs,
                                  .in_worker = true,
                                  .exits_after_input = true,
                                  .records = records};
    nvc_session_handle_fatal_errors(&session);
    nvc_maybe_crash_for_test(input);
    nvc_run_input(&session, input);
    if (records) {
        nvc_records_write_report(records, &report);
        fclose(records);
    }
    fflush(stdout);
    fflush(stderr);
    nvc_report_free(&report);
    exit(0);
}

/* ---- the parent ----------------------------------------------------------- */

/* Reads the worker's records until it closes the pipe. The worker's alarm
 * ends it at its time limit; should it survive that (SIGALRM blocked), the
 * parent kills it a little later. Returns whether the parent had to. */
static bool drain(const struct nvc_options *o, pid_t pid, int fd, struct nvc_records_buf *out)
{
    double deadline = nvc_limits_now() + nvc_limit_timeout(o) + 5;
    char chunk[65536];
    for (;;) {
        double left = deadline - nvc_limits_now();
        if (left <= 0) {
            kill(pid, SIGKILL);
            return true;
        }
        struct pollfd p = {fd, POLLIN, 0};
        int ready = poll(&p, 1, left > 3600 ? 3600 * 1000 : (int)(left * 1000) + 1);
        if (ready < 0 && errno != EINTR)
            nvc_fatal("poll failed");
        if (ready <= 0)
            continue;
        ssize_t got = read(fd, chunk, sizeof chunk);
        if (got > 0)
            nvc_records_buf_append(out, chunk, (size_t)got);
        else if (got == 0 || errno != EINTR)
            return false;
    }
}

static void no_rename(void *user, struct nvc_arena *a, struct nvc_loc *loc)
{
    (void)user;
    (void)a;
    (void)loc;
}

static void failed(struct nvc_session *s, const char *input, const char *why)
{
    nvc_tool_error(input, "%s", why);
    nvc_report_failed(s->report, input, why);
}

/* The worker's failures and counts go to the report whatever became of it;
 * its findings only when its report arrived whole. */
static void collect(struct nvc_session *s, const char *input, const struct nvc_records_buf *out,
                    int status, bool timed_out)
{
    struct nvc_worker_records w;
    nvc_records_read(out->data ? out->data : "", out->len, no_rename, NULL, &w);
    struct nvc_report *r = s->report;
    for (size_t i = 0; i < w.nfailures; i++)
        nvc_report_add_failure(r, &w.failures[i]);   /* with clang's first error */
    r->files_checked += w.files_checked;
    r->hidden_in_system_headers += w.hidden_in_system_headers;
    r->hidden_by_header_filter += w.hidden_by_header_filter;
    r->hidden_by_line_filter += w.hidden_by_line_filter;
    r->files_failed_dialect += w.files_failed_dialect;
    r->files_failed_partly += w.files_failed_partly;
    bool whole = w.complete && !timed_out;
    if (whole) {
        struct nvc_finding_list *kept = malloc(sizeof *kept);
        if (!kept)
            nvc_fatal("out of memory");
        *kept = w.list;
        nvc_report_keep_list(r, kept);
        for (size_t i = 0; i < w.nresults; i++)
            nvc_report_add_result(r, &w.results[i]);
    } else {
        char why[320];
        nvc_limits_explain_end(s->cli, status, timed_out, why, sizeof why);
        failed(s, input, why);
    }
    nvc_worker_records_free(&w, whole);
}

void nvc_run_input_isolated(struct nvc_session *s, const char *input)
{
    if (s->cli->no_isolation) {
        nvc_run_input(s, input);
        return;
    }
    int fds[2];
    if (pipe(fds) != 0) {
        char why[160];
        snprintf(why, sizeof why, "cannot start a worker: %s; not checked", strerror(errno));
        failed(s, input, why);
        return;
    }
    /* the compilers a check may start (a host compiler for its headers)
     * must not hold the pipe open after the worker is gone */
    fcntl(fds[0], F_SETFD, FD_CLOEXEC);
    fcntl(fds[1], F_SETFD, FD_CLOEXEC);
    fflush(stdout);
    fflush(stderr);
    pid_t parent = getpid();
    pid_t pid = fork();
    if (pid == 0) {
        close(fds[0]);
        nvc_limits_apply_in_worker(s->cli, parent);
        worker_main(s, input, fds[1]);
    }
    close(fds[1]);
    if (pid < 0) {
        char why[160];
        snprintf(why, sizeof why, "cannot start a worker: %s; not checked", strerror(errno));
        close(fds[0]);
        failed(s, input, why);
        return;
    }
    struct nvc_records_buf out = {0};
    bool timed_out = drain(s->cli, pid, fds[0], &out);
    close(fds[0]);
    int status = 0;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
        ;
    collect(s, input, &out, status, timed_out);
    free(out.data);
}
