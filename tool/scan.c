/* scan.c: `cuda-nvvmcheck -p build/`: every CUDA translation unit of a
 * compile database, checked in parallel worker processes.
 *
 * One worker process per TU (fork, at most -j at a time): a TU that crashes
 * clang or LLVM (a signal, an assertion, a fatal error) takes only its worker
 * down and is reported as a tool failure for that TU. A worker sends its
 * messages and findings back as structured records on one pipe
 * (scan_records.h) and its stderr on another; the parent drains both with
 * poll(), then assembles everything in TU order, so the output is the same
 * for any -j. Findings are deduplicated across TUs (a kernel in a shared
 * header is reported once) and sorted by the report. */
#include "scan.h"

#include "compdb.h"
#include "config.h"
#include "inputs.h"
#include "messages.h"
#include "output.h"
#include "scan_records.h"
#include "translate.h"

#include <errno.h>
#include <limits.h>
#include <poll.h>
#include <regex.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

struct buf {
    char *data;
    size_t len, cap;
};

static void buf_append(struct buf *b, const char *data, size_t n)
{
    while (b->cap - b->len < n + 1)
        b->data = nvc_grow(b->data, &b->cap, b->cap, 1);
    memcpy(b->data + b->len, data, n);
    b->len += n;
    b->data[b->len] = '\0';
}

struct scan_tu {
    const struct nvc_tu *tu;
    const char *file;      /* canonical path of the TU */
    struct nvc_translated t;
    struct buf out, err;   /* the worker's records (scan_records.h) and stderr */
    int status;            /* waitpid status */
};

#define SPAWN_FAILED (-1)
#define TRANSLATION_FAILED (-2)

struct job {
    struct scan_tu *tu;
    pid_t pid;
    int fds[2];            /* records, stderr; -1 once at end of file */
};

struct scan {
    const struct nvc_options *opts;
    struct nvc_arena arena;
    struct scan_tu *tus;
    size_t ntus;
    struct nvc_configs *configs;   /* read here, before the workers fork */
    char cwd[PATH_MAX];
};

/* ---- paths -------------------------------------------------------------- */

/* Canonical path (symlinks and ../ resolved) when the file exists. */
static const char *canonical(struct nvc_arena *a, const char *path)
{
    char resolved[PATH_MAX];
    return path && realpath(path, resolved) ? nvc_arena_strdup(a, resolved) : path;
}

/* Relative to the directory the scan was started in, when below it. */
static const char *display(const struct scan *sc, const char *path)
{
    size_t n = strlen(sc->cwd);
    if (path && strncmp(path, sc->cwd, n) == 0 && path[n] == '/')
        return path + n + 1;
    return path;
}

static void place(void *scan, struct nvc_arena *a, struct nvc_loc *loc)
{
    struct scan *sc = scan;
    if (!loc->path)
        return;
    loc->path = canonical(a, loc->path);
    loc->file = display(sc, loc->path);
}

/* ---- the worker --------------------------------------------------------- */

/* The funnel's messages, as records for the parent (flushed one by one). */
static void forward_message(void *records, enum nvc_tool_level level, const char *subject,
                            const char *text)
{
    nvc_records_write_message(records, level, subject, text);
}

static _Noreturn void worker_main(struct scan *sc, struct scan_tu *st, int out_fd)
{
    const struct nvc_tu *tu = st->tu;
    FILE *records = fdopen(out_fd, "w");
    if (records)
        nvc_tool_forward_messages(forward_message, records);
    struct nvc_report report;
    nvc_report_init(&report, sc->opts);
    struct nvc_session session = {.cli = sc->opts,
                                  .report = &report,
                                  .in_worker = true,
                                  .first_error_only = true,
                                  .configs = sc->configs,
                                  .current_input = st->file,
                                  .current_display = display(sc, st->file)};
    nvc_session_handle_fatal_errors(&session);
    nvc_maybe_crash_for_test(st->file);
    if (chdir(tu->directory) != 0) {
        char why[PATH_MAX + 256];
        snprintf(why, sizeof why, "cannot enter its build directory %s: %s", tu->directory,
                 strerror(errno));
        nvc_tool_error(session.current_display, "%s", why);
        nvc_report_failed(&report, session.current_display, why);
    } else {
        nvc_run_cuda_tu(&session, st->file, session.current_display, &st->t);
    }
    if (records) {
        nvc_tool_forward_messages(NULL, NULL);
        nvc_records_write_report(records, &report);
        fclose(records);
    }
    fflush(stderr);
    nvc_report_free(&report);
    exit(0);
}

/* ---- running workers ---------------------------------------------------- */

static bool spawn(struct scan *sc, struct scan_tu *st, struct job *job)
{
    int out[2], err[2];
    if (pipe(out) != 0)
        return false;
    if (pipe(err) != 0) {
        close(out[0]);
        close(out[1]);
        return false;
    }
    fflush(stdout);
    fflush(stderr);
    pid_t pid = fork();
    if (pid == 0) {
        close(out[0]);
        close(err[0]);
        dup2(err[1], 2);
        close(err[1]);
        worker_main(sc, st, out[1]);
    }
    close(out[1]);
    close(err[1]);
    if (pid < 0) {
        close(out[0]);
        close(err[0]);
        return false;
    }
    *job = (struct job){st, pid, {out[0], err[0]}};
    return true;
}

/* Reads what is there from every running job; reaps the finished ones.
 * Returns the number of jobs still running. */
static size_t pump(struct job *jobs, size_t njobs)
{
    struct pollfd pfd[2 * 256];
    size_t n = 0;
    for (size_t j = 0; j < njobs; j++)
        for (int k = 0; k < 2; k++)
            pfd[n++] = (struct pollfd){jobs[j].fds[k], POLLIN, 0};
    if (poll(pfd, n, -1) < 0 && errno != EINTR)
        nvc_fatal("poll failed");
    char chunk[65536];
    for (size_t j = 0, p = 0; j < njobs; j++)
        for (int k = 0; k < 2; k++, p++) {
            if (jobs[j].fds[k] < 0 || !(pfd[p].revents & (POLLIN | POLLHUP | POLLERR)))
                continue;
            ssize_t got = read(jobs[j].fds[k], chunk, sizeof chunk);
            if (got > 0) {
                buf_append(k == 0 ? &jobs[j].tu->out : &jobs[j].tu->err, chunk, (size_t)got);
            } else if (got == 0 || errno != EINTR) {
                close(jobs[j].fds[k]);
                jobs[j].fds[k] = -1;
            }
        }
    size_t running = 0;
    for (size_t j = 0; j < njobs; j++) {
        if (jobs[j].fds[0] < 0 && jobs[j].fds[1] < 0) {
            waitpid(jobs[j].pid, &jobs[j].tu->status, 0);
            continue;
        }
        jobs[running++] = jobs[j];
    }
    return running;
}

/* ---- assembling the results --------------------------------------------- */

/* nvc_fatal's line: common/ ends the process with it, past the funnel. */
static bool is_fatal_line(const char *line)
{
    return strncmp(line, "cuda-nvvmcheck: fatal: ", 23) == 0;
}

/* What the worker said: its own messages, as it said them (with --verbose,
 * all of its stderr: clang's diagnostics too). */
static void say_what_the_worker_said(const struct scan *sc, const struct scan_tu *st,
                                     const struct nvc_worker_records *w)
{
    if (!sc->opts->verbose)
        for (size_t i = 0; i < w->nmessages; i++)
            nvc_tool_say(w->messages[i].level, w->messages[i].subject, w->messages[i].text);
    char *text = st->err.data;
    for (char *line = text ? strtok(text, "\n") : NULL; line; line = strtok(NULL, "\n"))
        if (sc->opts->verbose || is_fatal_line(line))
            fprintf(stderr, "%s\n", line);
}

/* The reason of the worker's last error about the TU, or NULL. */
static const char *last_error_about(const struct scan *sc, const struct scan_tu *st,
                                    const struct nvc_worker_records *w)
{
    const char *file = display(sc, st->file);
    for (size_t i = w->nmessages; i-- > 0;) {
        const struct nvc_worker_message *m = &w->messages[i];
        if (m->level == NVC_TOOL_ERROR && m->subject && strcmp(m->subject, file) == 0)
            return m->text;
    }
    return NULL;
}

static void tu_failed(const struct scan *sc, const struct scan_tu *st, struct nvc_report *r,
                      const char *why)
{
    nvc_tool_error(display(sc, st->file), "%s", why);
    nvc_report_failed(r, display(sc, st->file), why);
}

static bool worker_failed(const struct scan *sc, const struct scan_tu *st, struct nvc_report *r,
                          const struct nvc_worker_records *w)
{
    char why[256];
    if (WIFSIGNALED(st->status)) {
        int sig = WTERMSIG(st->status);
        snprintf(why, sizeof why, "the check crashed (signal %d, %s); not checked", sig,
                 strsignal(sig));
        tu_failed(sc, st, r, why);
    } else if (WIFEXITED(st->status) && WEXITSTATUS(st->status) == NVC_WORKER_FATAL_EXIT) {
        /* the worker already said why, in a message record */
        const char *said = last_error_about(sc, st, w);
        nvc_report_failed(r, display(sc, st->file),
                          said ? said
                               : "clang/LLVM stopped with a "
                                 "fatal error; not checked");
    } else if (!w->complete) {
        snprintf(why, sizeof why,
                 "the check ended without a result (exit status %d); not "
                 "checked",
                 WIFEXITED(st->status) ? WEXITSTATUS(st->status) : -1);
        tu_failed(sc, st, r, why);
    } else {
        return false;
    }
    return true;
}

/* The worker's failures and counts go to the report whatever became of it;
 * its findings only when it finished. */
static void collect(struct scan *sc, struct scan_tu *st, struct nvc_report *r)
{
    if (st->status == SPAWN_FAILED)
        return;   /* said and counted when it happened */
    if (st->status == TRANSLATION_FAILED) {
        char why[1024];
        snprintf(why, sizeof why, "%s; not checked", st->t.error);
        tu_failed(sc, st, r, why);
        return;
    }
    struct nvc_worker_records w;
    nvc_records_read(st->out.data, st->out.len, place, sc, &w);
    say_what_the_worker_said(sc, st, &w);
    for (size_t i = 0; i < w.nfailures; i++)
        nvc_report_failed(r, w.failures[i].file, w.failures[i].reason);
    r->files_checked += w.files_checked;
    r->hidden_in_system_headers += w.hidden_in_system_headers;
    r->hidden_by_header_filter += w.hidden_by_header_filter;
    r->files_failed_dialect += w.files_failed_dialect;
    r->files_failed_partly += w.files_failed_partly;
    bool failed = worker_failed(sc, st, r, &w);
    if (!failed) {
        /* the header filter and NOLINT comments were applied by the worker */
        struct nvc_finding_list *kept = malloc(sizeof *kept);
        if (!kept)
            nvc_fatal("out of memory");
        *kept = w.list;
        nvc_report_keep_list(r, kept);
        for (size_t i = 0; i < w.nresults; i++)
            nvc_report_add_unique(r, &w.results[i]);
    }
    nvc_worker_records_free(&w, !failed);
}

/* ---- selecting TUs ------------------------------------------------------- */

static bool compile_regex(regex_t *re, const char *pattern, const char *what)
{
    int rc = regcomp(re, pattern, REG_EXTENDED | REG_NOSUB);
    if (rc == 0)
        return true;
    char msg[256];
    regerror(rc, re, msg, sizeof msg);
    nvc_tool_error(NULL, "%s '%s': %s (see --help)", what, pattern, msg);
    return false;
}

static bool selected(const char *file, regex_t *filters, int nfilters)
{
    for (int i = 0; i < nfilters; i++)
        if (regexec(&filters[i], file, 0, NULL, 0) == 0)
            return true;
    return nfilters == 0;
}

static void say_what_was_translated(struct scan *sc, struct scan_tu *st, const char **last_note)
{
    const char *file = display(sc, st->file);
    for (int i = 0; i < st->t.nrefused; i++)
        nvc_tool_warning(file,
                         "ignoring %s from the compile database: it would load code into "
                         "the checker (--allow-plugins keeps it)",
                         st->t.refused[i]);
    if (st->t.arch_note && (!*last_note || strcmp(*last_note, st->t.arch_note) != 0))
        nvc_tool_note(NULL, "%s", *last_note = st->t.arch_note);
    if (sc->opts->verbose && st->t.ndropped) {
        struct nvc_arena a = {0};
        const char *dropped = "";
        for (int i = 0; i < st->t.ndropped; i++)
            dropped = nvc_arena_printf(&a, "%s %s", dropped, st->t.dropped[i]);
        nvc_tool_note(file, "dropped (no meaning for the device compile):%s", dropped);
        nvc_arena_free(&a);
    }
}

/* Arguments after `--` go to every TU, after its own (clang-tidy's
 * --extra-arg). */
static void append_extra_args(struct scan *sc, struct nvc_translated *t)
{
    int extra = sc->opts->ncompiler_args;
    if (extra == 0)
        return;
    const char **args = nvc_arena_alloc(&sc->arena, (size_t)(t->nargs + extra + 1) * sizeof *args);
    memcpy(args, t->args, (size_t)t->nargs * sizeof *args);
    memcpy(args + t->nargs, sc->opts->compiler_args, (size_t)extra * sizeof *args);
    t->args = args;
    t->nargs += extra;
}

/* The CUDA TUs of the database that the path regexes select. */
static bool select_tus(struct scan *sc, const struct nvc_compdb *db)
{
    int nfilters = sc->opts->ninputs;
    regex_t *filters = calloc((size_t)nfilters + 1, sizeof *filters);
    bool ok = filters != NULL;
    for (int i = 0; ok && i < nfilters; i++)
        if (!compile_regex(&filters[i], sc->opts->inputs[i], "bad path regex"))
            nfilters = i, ok = false;
    sc->tus = nvc_arena_alloc(&sc->arena, (db->ntus + 1) * sizeof *sc->tus);
    const char *last_note = NULL;
    for (size_t i = 0; ok && i < db->ntus; i++) {
        struct scan_tu *st = &sc->tus[sc->ntus];
        st->tu = &db->tus[i];
        st->file = canonical(&sc->arena, st->tu->file);
        nvc_translate_command(&sc->arena, st->tu->argv, st->tu->argc, st->tu->file,
                              st->tu->directory, sc->opts->allow_plugins, &st->t);
        if (!st->t.is_cuda || !selected(st->file, filters, nfilters))
            continue;
        const struct nvc_config *unused;   /* read now: a bad one stops the scan (exit 2) */
        if (!nvc_config_for(sc->configs, st->file, false, &unused)) {
            ok = false;
            break;
        }
        if (st->t.error)
            st->status = TRANSLATION_FAILED;   /* said when results are collected */
        append_extra_args(sc, &st->t);
        say_what_was_translated(sc, st, &last_note);
        sc->ntus++;
    }
    for (int i = 0; i < nfilters; i++)
        regfree(&filters[i]);
    free(filters);
    return ok;
}

/* ---- the scan ------------------------------------------------------------ */

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static unsigned job_count(const struct nvc_options *o)
{
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    unsigned j = o->jobs ? o->jobs : cores > 0 ? (unsigned)cores : 1;
    return j > 256 ? 256 : j;
}

static void run_workers(struct scan *sc, struct nvc_report *r)
{
    struct job jobs[256];
    size_t running = 0, next = 0, limit = job_count(sc->opts);
    bool progress = isatty(2);
    while (next < sc->ntus || running > 0) {
        while (next < sc->ntus && running < limit) {
            struct scan_tu *st = &sc->tus[next++];
            if (st->status == TRANSLATION_FAILED)
                continue;
            if (progress)
                fprintf(stderr, "[%zu/%zu] %s\n", next, sc->ntus, display(sc, st->file));
            if (!spawn(sc, st, &jobs[running])) {
                char why[256];
                snprintf(why, sizeof why, "cannot start a worker: %s", strerror(errno));
                tu_failed(sc, st, r, why);
                st->status = SPAWN_FAILED;
                continue;
            }
            running++;
        }
        if (running)
            running = pump(jobs, running);
    }
}

int nvc_scan(const struct nvc_options *o)
{
    double start = now();
    struct scan sc = {.opts = o, .configs = nvc_configs_new(o)};
    if (!getcwd(sc.cwd, sizeof sc.cwd))
        sc.cwd[0] = '\0';
    struct nvc_compdb db;
    char why[1024];
    int rc = 2;
    if (!nvc_compdb_load(&sc.arena, o->build_dir, &db, why, sizeof why)) {
        nvc_tool_error(NULL, "%s", why);
    } else if (select_tus(&sc, &db)) {
        if (sc.ntus == 0)
            nvc_tool_warning(nvc_arena_printf(&sc.arena, "%s/compile_commands.json", o->build_dir),
                             "no CUDA translation unit %s (%zu commands)",
                             o->ninputs ? "matches the path regexes" : "in it", db.ntus);
        struct nvc_report report;
        nvc_report_init(&report, o);
        report.unit = "translation unit";
        run_workers(&sc, &report);
        for (size_t i = 0; i < sc.ntus; i++)
            collect(&sc, &sc.tus[i], &report);
        nvc_report_finish(&report);
        report.elapsed = now() - start;
        rc = nvc_output_write_all(&report, nvc_report_exit_code(&report));
        nvc_report_free(&report);
    }
    for (size_t i = 0; i < sc.ntus; i++) {
        free(sc.tus[i].out.data);
        free(sc.tus[i].err.data);
    }
    nvc_configs_free(sc.configs);
    nvc_compdb_free(&db);
    nvc_arena_free(&sc.arena);
    return rc;
}
