/* scan.c: `cuda-nvvmcheck -p build/`: every CUDA translation unit of a
 * compile database, checked in parallel worker processes.
 *
 * One worker process per TU (fork, at most -j at a time): a TU that crashes
 * clang or LLVM (a signal, an assertion, a fatal error) takes only its worker
 * down and is reported as a tool failure for that TU. A worker sends its
 * findings back as text records on one pipe and its stderr on another; the
 * parent drains both with poll(), then assembles everything in TU order, so
 * the output is the same for any -j. Findings are deduplicated across TUs (a
 * kernel in a shared header is reported once) and sorted by the report. */
#include "scan.h"

#include "compdb.h"
#include "config.h"
#include "inputs.h"
#include "output.h"
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

#define FIELD_SEP '\x1f'

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
    struct buf out, err;   /* the worker's records and stderr */
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

/* ---- records: one line each, fields separated by \x1f ------------------ */

static void put_field(FILE *f, const char *s)
{
    fputc(FIELD_SEP, f);
    for (; s && *s; s++) {
        if (*s == '\\')
            fputs("\\\\", f);
        else if (*s == '\n')
            fputs("\\n", f);
        else if (*s == FIELD_SEP)
            fputs("\\u", f);
        else
            fputc(*s, f);
    }
}

static void put_loc(FILE *f, const struct nvc_loc *loc)
{
    fprintf(f, "%c%u%c%u", FIELD_SEP, loc->line, FIELD_SEP, loc->col);
    put_field(f, loc->file);
    put_field(f, loc->path);
}

/* Every field of a finding that some renderer prints travels, so a scan's
 * reports equal a single run's (test/output/scan-sarif.test):
 *   D rule severity line col file path arch_note arch_names function
 *     function_demangled flags message      (flags: S suppressed, W warning
 *                                             made an error by --warnings-as-errors)
 *   N line col file path subject message      (the notes of the D before)
 *   F file reason                              (an input not checked)
 *   C checked hidden-in-system-headers hidden-by-header-filter
 *     failed-by-dialect
 *                                              (last: the worker finished) */
#define D_FIELDS 13
#define N_FIELDS 7
#define F_FIELDS 3
#define C_FIELDS 5

static void write_records(FILE *f, const struct nvc_report *r)
{
    for (size_t i = 0; i < r->nresults; i++) {
        const struct nvc_result *d = &r->results[i];
        fprintf(f, "D%c%s%c%d", FIELD_SEP, nvc_rules[d->f->rule].id, FIELD_SEP, (int)d->severity);
        put_loc(f, &d->f->loc);
        put_field(f, d->arch_note);
        put_field(f, d->arch_names);
        put_field(f, d->f->function);
        put_field(f, d->f->function_demangled);
        put_field(f, d->suppressed ? (d->warning_as_error ? "SW" : "S")
                                   : (d->warning_as_error ? "W" : "-"));
        put_field(f, d->f->msg);
        fputc('\n', f);
        for (const struct nvc_finding_note *n = d->f->notes; n; n = n->next) {
            fputc('N', f);
            put_loc(f, &n->loc);
            put_field(f, n->subject);
            put_field(f, n->msg);
            fputc('\n', f);
        }
    }
    for (unsigned i = 0; i < r->files_failed; i++) {
        fputc('F', f);
        put_field(f, r->failures[i].file);
        put_field(f, r->failures[i].reason);
        fputc('\n', f);
    }
    fprintf(f, "C%c%u%c%zu%c%zu%c%u\n", FIELD_SEP, r->files_checked, FIELD_SEP,
            r->hidden_in_system_headers, FIELD_SEP, r->hidden_by_header_filter, FIELD_SEP,
            r->files_failed_dialect);
}

/* Splits a record line in place; returns the number of fields. */
static int split_fields(char *line, char **fields, int max)
{
    int n = 0;
    for (char *p = line; n < max;) {
        fields[n++] = p;
        char *sep = strchr(p, FIELD_SEP);
        if (!sep)
            break;
        *sep = '\0';
        p = sep + 1;
    }
    for (int k = 0; k < n; k++) {   /* unescape */
        char *w = fields[k];
        for (char *r = fields[k]; *r; r++)
            *w++ = *r == '\\' && r[1] ? (++r, *r == 'n' ? '\n' : *r == 'u' ? FIELD_SEP : *r) : *r;
        *w = '\0';
    }
    return n;
}

static const char *field(struct nvc_arena *a, const char *s)
{
    return s[0] ? nvc_arena_strdup(a, s) : NULL;
}

/* A location as the worker saw it, placed for the parent (place()). */
static void read_loc(struct scan *sc, struct nvc_arena *a, char **f, struct nvc_loc *loc)
{
    loc->line = (unsigned)strtoul(f[0], NULL, 10);
    loc->col = (unsigned)strtoul(f[1], NULL, 10);
    loc->file = field(a, f[2]);
    loc->path = field(a, f[3]);
    place(sc, a, loc);
}

/* A worker's results, their findings in `list`. */
struct worker_results {
    struct nvc_finding_list list;
    struct nvc_result *items;
    size_t len, cap;
};

static struct nvc_result *add_result(struct worker_results *w, const struct nvc_result *res)
{
    w->items = nvc_grow(w->items, &w->cap, w->len, sizeof *w->items);
    w->items[w->len] = *res;
    return &w->items[w->len++];
}

/* Rebuilds a worker's results; counts go to the report. False when the
 * records are incomplete (the worker died before its count line). */
static bool read_records(struct scan *sc, char *text, struct worker_results *w,
                         struct nvc_report *r)
{
    struct nvc_finding_list *list = &w->list;
    struct nvc_finding *last = NULL;
    bool complete = false;
    struct nvc_arena *a = &list->arena;
    for (char *line = strtok(text, "\n"); line; line = strtok(NULL, "\n")) {
        char *f[D_FIELDS + 1];
        int n = split_fields(line, f, D_FIELDS + 1);
        enum nvc_rule rule;
        if (f[0][0] == 'D' && n == D_FIELDS && (rule = nvc_rule_by_id(f[1])) != NVC_RULE_COUNT) {
            last = nvc_finding_add(list, rule, nvc_rules[rule].severity, nvc_arena_strdup(a, f[12]));
            read_loc(sc, a, f + 3, &last->loc);
            last->function = field(a, f[9]);
            last->function_demangled = field(a, f[10]);
            add_result(w, &(struct nvc_result){
                .f = last,
                .severity = (enum nvc_severity)atoi(f[2]),
                .arch_note = field(a, f[7]),
                .arch_names = field(a, f[8]),
                .suppressed = strchr(f[11], 'S') != NULL,
                .warning_as_error = strchr(f[11], 'W') != NULL,
            });
        } else if (f[0][0] == 'N' && n == N_FIELDS && last) {
            struct nvc_finding_note *note = nvc_finding_note_add(list, last, nvc_arena_strdup(a, f[6]));
            read_loc(sc, a, f + 1, &note->loc);
            note->subject = field(a, f[5]);
        } else if (f[0][0] == 'F' && n == F_FIELDS) {
            nvc_report_failed(r, f[1], f[2]);
        } else if (f[0][0] == 'C' && n == C_FIELDS) {
            r->files_checked += (unsigned)atoi(f[1]);
            r->hidden_in_system_headers += (size_t)atol(f[2]);
            r->hidden_by_header_filter += (size_t)atol(f[3]);
            r->files_failed_dialect += (unsigned)atoi(f[4]);
            complete = true;
        }
    }
    return complete;
}

/* ---- the worker --------------------------------------------------------- */

static _Noreturn void worker_main(struct scan *sc, struct scan_tu *st, int out_fd)
{
    const struct nvc_tu *tu = st->tu;
    struct nvc_report report;
    nvc_report_init(&report, sc->opts);
    struct nvc_session session = {.cli = sc->opts, .report = &report, .in_worker = true,
                                  .first_error_only = true, .configs = sc->configs,
                                  .current_input = st->file,
                                  .current_display = display(sc, st->file)};
    nvc_session_handle_fatal_errors(&session);
    nvc_maybe_crash_for_test(st->file);
    if (chdir(tu->directory) != 0) {
        char why[PATH_MAX + 256];
        snprintf(why, sizeof why, "cannot enter its build directory %s: %s", tu->directory,
                 strerror(errno));
        fprintf(stderr, "cuda-nvvmcheck: error: %s: %s\n", session.current_display, why);
        nvc_report_failed(&report, session.current_display, why);
    } else {
        nvc_check_cuda_tu(&session, st->file, session.current_display, st->t.archs,
                          st->t.narchs, st->t.args, st->t.nargs);
    }
    FILE *out = fdopen(out_fd, "w");
    if (out) {
        write_records(out, &report);
        fclose(out);
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

/* Prints the worker's own messages (all of its stderr with --verbose);
 * returns the reason of the last "cuda-nvvmcheck: error: <tu>: <reason>"
 * line, or NULL. */
static const char *print_worker_stderr(const struct scan *sc, const struct scan_tu *st)
{
    static const char prefix[] = "cuda-nvvmcheck: error: ";
    const char *file = display(sc, st->file), *reason = NULL;
    size_t flen = strlen(file);
    char *text = st->err.data;
    for (char *line = text ? strtok(text, "\n") : NULL; line; line = strtok(NULL, "\n")) {
        if (sc->opts->verbose || strncmp(line, "cuda-nvvmcheck: ", 16) == 0)
            fprintf(stderr, "%s\n", line);
        const char *rest = line + sizeof prefix - 1;
        if (strncmp(line, prefix, sizeof prefix - 1) == 0 && strncmp(rest, file, flen) == 0 &&
            strncmp(rest + flen, ": ", 2) == 0)
            reason = rest + flen + 2;
    }
    return reason;
}

static void tu_failed(const struct scan *sc, const struct scan_tu *st, struct nvc_report *r,
                      const char *why)
{
    fprintf(stderr, "cuda-nvvmcheck: error: %s: %s\n", display(sc, st->file), why);
    nvc_report_failed(r, display(sc, st->file), why);
}

static bool worker_failed(const struct scan *sc, const struct scan_tu *st,
                          struct nvc_report *r, bool complete, const char *said)
{
    char why[256];
    if (WIFSIGNALED(st->status)) {
        int sig = WTERMSIG(st->status);
        snprintf(why, sizeof why, "the check crashed (signal %d, %s); not checked", sig,
                 strsignal(sig));
        tu_failed(sc, st, r, why);
    } else if (WIFEXITED(st->status) && WEXITSTATUS(st->status) == NVC_WORKER_FATAL_EXIT) {
        /* the worker already said why on stderr */
        nvc_report_failed(r, display(sc, st->file), said ? said : "clang/LLVM stopped with a "
                          "fatal error; not checked");
    } else if (!complete) {
        snprintf(why, sizeof why, "the check ended without a result (exit status %d); not "
                 "checked", WIFEXITED(st->status) ? WEXITSTATUS(st->status) : -1);
        tu_failed(sc, st, r, why);
    } else {
        return false;
    }
    return true;
}

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
    const char *said = print_worker_stderr(sc, st);
    struct worker_results *w = calloc(1, sizeof *w);
    if (!w)
        nvc_fatal("out of memory");
    bool complete = st->out.data && read_records(sc, st->out.data, w, r);
    if (worker_failed(sc, st, r, complete, said)) {
        nvc_finding_list_free(&w->list);
    } else {
        /* the header filter and NOLINT comments were applied by the worker */
        struct nvc_finding_list *kept = malloc(sizeof *kept);
        if (!kept)
            nvc_fatal("out of memory");
        *kept = w->list;
        nvc_report_keep_list(r, kept);
        for (size_t i = 0; i < w->len; i++)
            nvc_report_add_unique(r, &w->items[i]);
    }
    free(w->items);
    free(w);
}

/* ---- selecting TUs ------------------------------------------------------- */

static bool compile_regex(regex_t *re, const char *pattern, const char *what)
{
    int rc = regcomp(re, pattern, REG_EXTENDED | REG_NOSUB);
    if (rc == 0)
        return true;
    char msg[256];
    regerror(rc, re, msg, sizeof msg);
    fprintf(stderr, "cuda-nvvmcheck: error: %s '%s': %s (see --help)\n", what, pattern, msg);
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
        fprintf(stderr, "cuda-nvvmcheck: warning: %s: ignoring %s from the compile database: it "
                "would load code into the checker (--allow-plugins keeps it)\n", file,
                st->t.refused[i]);
    if (st->t.arch_note && (!*last_note || strcmp(*last_note, st->t.arch_note) != 0))
        fprintf(stderr, "cuda-nvvmcheck: note: %s\n", *last_note = st->t.arch_note);
    if (sc->opts->verbose && st->t.ndropped) {
        fprintf(stderr, "cuda-nvvmcheck: note: %s: dropped (no meaning for the device "
                "compile):", file);
        for (int i = 0; i < st->t.ndropped; i++)
            fprintf(stderr, " %s", st->t.dropped[i]);
        fputc('\n', stderr);
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

static void load_failed(const char *why)
{
    fprintf(stderr, "cuda-nvvmcheck: error: %s\n", why);
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
        load_failed(why);
    } else if (select_tus(&sc, &db)) {
        if (sc.ntus == 0)
            fprintf(stderr, "cuda-nvvmcheck: warning: %s/compile_commands.json: no CUDA "
                    "translation unit %s (%zu commands)\n", o->build_dir,
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
