/* scan.c: `cuda-nvvmcheck -p build/`: every CUDA translation unit of a
 * compile database, checked in parallel worker processes.
 *
 * One worker process per TU (fork, at most -j at a time): a TU that crashes
 * clang or LLVM (a signal, an assertion, a fatal error) takes only its worker
 * down and is reported as a tool failure for that TU. A worker sends its
 * messages and findings back as structured records on one pipe
 * (scan_records.h) and its stderr on another; the parent drains both with
 * poll(). As soon as a TU and every TU before it in database order are
 * done, the parent takes its results and prints them (text and github
 * formats on standard output; report files are written at the end), so the
 * output is the same for any -j and appears while the scan runs. Findings
 * are deduplicated across TUs (a kernel in a shared header is reported once,
 * with the first TU that has it). */
#define _DEFAULT_SOURCE   /* wait4 */
#include "scan.h"

#include "compdb.h"
#include "config.h"
#include "inputs.h"
#include "jobs.h"
#include "messages.h"
#include "output.h"
#include "progress.h"
#include "scan_records.h"
#include "scan_schedule.h"
#include "scan_select.h"
#include "shard.h"
#include "tidy_cli.h"
#include "translate.h"
#include "tu_records.h"
#include "worker_limits.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

struct scan_tu {
    const struct nvc_tu *tu;   /* its database entry, or the one it borrows (NULL for IR and
                                * for an input in no database found upwards) */
    const char *file;      /* canonical path of the TU */
    const char *borrowed_from;   /* a file outside the database: whose command it has */
    bool ir;               /* a .ll/.bc named on the command line: checked as IR */
    struct nvc_translated t;
    struct nvc_records_buf out, err;   /* the worker's records (scan_records.h) and stderr */
    int status;            /* waitpid status */
    bool done;             /* finished (or never started): its results can be taken */
    const char *spawn_error; /* why no worker could be started */
    size_t unit;           /* its place among the TUs the run selects (shard.h) */
    struct nvc_tu_key key; /* its record's (tu_records.h) */
    struct nvc_tu_record rec;   /* what the last run recorded of it */
    double started;        /* when its worker started (nvc_limits_now) */
    bool launched;         /* its worker was started, or it needed none */
    bool said_waiting;     /* --verbose said it waits for memory */
};

#define SPAWN_FAILED (-1)
#define TRANSLATION_FAILED (-2)
#define NO_COMMAND (-3)    /* named, not in the database, no CUDA TU to borrow from */

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
    size_t ndone;                  /* TUs done */
    size_t ntaken;                 /* TUs whose results were taken, in order */
    struct nvc_progress progress;
    struct nvc_output_stream stream;
    bool discovered;       /* inputs without -p, databases found upwards (tidy_cli.h) */
    struct nvc_shard_info shard;   /* --shard: what the reports carry (shard.count 0: none) */
    size_t *order;         /* the start order (scan_schedule.h) */
    size_t nlaunched;      /* TUs of `order` launched, or needing no worker */
    unsigned memory_budget_mb;   /* what the workers' recorded peaks may add up to; 0: any */
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
                                  .exits_after_input = true,
                                  .first_error_only = !sc->discovered,
                                  .configs = sc->configs,
                                  .current_input = st->file,
                                  .current_display = display(sc, st->file)};
    nvc_session_handle_fatal_errors(&session);
    nvc_maybe_crash_for_test(st->file);
    if (st->ir) {
        nvc_run_input(&session, st->file);
    } else if (!tu) {   /* discovery: an input in no database, checked as without one */
        session.current_display = NULL;
        nvc_run_input(&session, st->file);
    } else if (chdir(tu->directory) != 0) {
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
    pid_t parent = getpid();
    pid_t pid = fork();
    if (pid == 0) {
        nvc_limits_apply_in_worker(sc->opts, parent);   /* --timeout, --memory-limit */
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

/* Records how long the TU's worker took and its peak memory, for the next
 * run's schedule and shards (tu_records.h). A shard records nothing: the
 * shards of one run must split the TUs from the same records, also when
 * they run one after another with one cache. */
static void remember(const struct scan *sc, const struct scan_tu *st, const struct rusage *ru)
{
    if (!sc->opts->cache_root || sc->opts->shard_count)
        return;
    double ms = (nvc_limits_now() - st->started) * 1000.0;
    struct nvc_tu_record rec = {.known = true,
                                .ms = ms < 0     ? 0
                                      : ms > 4e9 ? 4000000000u
                                                 : (unsigned)ms,
                                .peak_mb = (unsigned)(ru->ru_maxrss / 1024)};
    nvc_tu_record_write(sc->opts->cache_root, &st->key, &rec);
}

/* Reads what is there from every running job; reaps the finished ones.
 * Returns the number of jobs still running. */
static size_t pump(struct scan *sc, struct job *jobs, size_t njobs)
{
    struct pollfd pfd[2 * 256];
    size_t n = 0;
    for (size_t j = 0; j < njobs; j++)
        for (int k = 0; k < 2; k++)
            pfd[n++] = (struct pollfd){jobs[j].fds[k], POLLIN, 0};
    if (poll(pfd, n, nvc_progress_timeout_ms(&sc->progress)) < 0 && errno != EINTR)
        nvc_fatal("poll failed");
    char chunk[65536];
    for (size_t j = 0, p = 0; j < njobs; j++)
        for (int k = 0; k < 2; k++, p++) {
            if (jobs[j].fds[k] < 0 || !(pfd[p].revents & (POLLIN | POLLHUP | POLLERR)))
                continue;
            ssize_t got = read(jobs[j].fds[k], chunk, sizeof chunk);
            if (got > 0) {
                nvc_records_buf_append(k == 0 ? &jobs[j].tu->out : &jobs[j].tu->err, chunk,
                                       (size_t)got);
            } else if (got == 0 || errno != EINTR) {
                close(jobs[j].fds[k]);
                jobs[j].fds[k] = -1;
            }
        }
    size_t running = 0;
    for (size_t j = 0; j < njobs; j++) {
        if (jobs[j].fds[0] < 0 && jobs[j].fds[1] < 0) {
            struct rusage ru;
            if (wait4(jobs[j].pid, &jobs[j].tu->status, 0, &ru) == jobs[j].pid)
                remember(sc, jobs[j].tu, &ru);
            jobs[j].tu->done = true;
            sc->ndone++;
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
    char why[320];
    if (WIFSIGNALED(st->status)) {
        nvc_limits_explain_end(sc->opts, st->status, false, why, sizeof why);
        tu_failed(sc, st, r, why);
    } else if (WIFEXITED(st->status) && WEXITSTATUS(st->status) == NVC_WORKER_FATAL_EXIT) {
        /* the worker already said why, in a message record */
        const char *said = last_error_about(sc, st, w);
        nvc_report_failed(r, display(sc, st->file),
                          said ? said
                               : "clang/LLVM stopped with a "
                                 "fatal error; not checked");
    } else if (!w->complete) {
        nvc_limits_explain_end(sc->opts, st->status, false, why, sizeof why);
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
    if (st->status == SPAWN_FAILED) {
        tu_failed(sc, st, r, st->spawn_error);
        return;
    }
    if (st->status == NO_COMMAND) {
        tu_failed(sc, st, r,
                  "is not in the compile database, and the database has no CUDA translation "
                  "unit to infer its command from; not checked");
        return;
    }
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
        nvc_report_add_failure(r, &w.failures[i]);
    r->files_checked += w.files_checked;
    r->hidden_in_system_headers += w.hidden_in_system_headers;
    r->hidden_by_header_filter += w.hidden_by_header_filter;
    r->hidden_by_line_filter += w.hidden_by_line_filter;
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

/* The TU's database command, with --extra-arg-before/--extra-arg, as the
 * device compile's arguments (then the `--` ones, append_extra_args). */
static void translate_tu(struct scan *sc, struct scan_tu *st)
{
    const char **argv;
    int argc;
    nvc_command_with_extra_args(&sc->arena, sc->opts, st->tu->argv, st->tu->argc, &argv, &argc);
    nvc_translate_command(&sc->arena, argv, argc, st->tu->file, st->tu->directory,
                          sc->opts->allow_plugins, &st->t);
}

/* A TU to check: its configuration is read now (a bad one stops the scan,
 * exit 2), `--` arguments added; its translation is said once the TUs this
 * run checks are known (say_selected: a shard says only its own). */
static bool accept(struct scan *sc, struct scan_tu *st)
{
    const struct nvc_config *unused;
    if (!nvc_config_for(sc->configs, st->file, false, &unused))
        return false;
    if (st->ir) {
        sc->ntus++;
        return true;
    }
    if (st->t.error)
        st->status = TRANSLATION_FAILED;   /* said when results are collected */
    append_extra_args(sc, &st->t);
    sc->ntus++;
    return true;
}

/* What the translation of each TU to check did (database order). */
static void say_selected(struct scan *sc)
{
    const char *last_note = NULL;
    for (size_t i = 0; i < sc->ntus; i++) {
        struct scan_tu *st = &sc->tus[i];
        if (st->ir || st->status == NO_COMMAND)
            continue;
        if (st->borrowed_from)
            nvc_tool_note(
                NULL, "%s is not in the compile database; checked %swith the command of %s",
                display(sc, st->file), nvc_is_header_name(st->file) ? "as a CUDA header " : "",
                display(sc, st->borrowed_from));
        say_what_was_translated(sc, st, &last_note);
    }
}

/* The database's CUDA entries, translated: what a file outside it borrows. */
struct candidates {
    struct scan_tu *tus;
    const char **paths;
    size_t n;
};

/* A file named on the command line that no CUDA entry of the database
 * compiles: IR is checked as IR; a source or header gets the command of the
 * nearest CUDA entry (as clangd interpolates one), with a note; without one
 * it fails (exit 2). Never skipped in silence. */
static bool add_named_file(struct scan *sc, const struct nvc_named_file *f,
                           const struct candidates *c)
{
    struct scan_tu *st = &sc->tus[sc->ntus];
    *st = (struct scan_tu){.file = f->path};
    if (nvc_is_ir_name(f->path)) {
        st->ir = true;
        return accept(sc, st);
    }
    if (f->host_entry) {
        nvc_tool_warning(display(sc, f->path),
                         "the compile database compiles it as host code (not .cu, no -x cuda); "
                         "not checked");
        return true;
    }
    long nearest = nvc_nearest_candidate(f->path, c->paths, c->n);
    if (nearest < 0) {
        st->status = NO_COMMAND;
        sc->ntus++;
        return true;
    }
    *st = c->tus[nearest];
    st->file = f->path;
    st->borrowed_from = c->tus[nearest].file;
    st->t.is_cuda = true;   /* a header, or a .cu: checked as CUDA, as its neighbour */
    return accept(sc, st);
}

/* The CUDA TUs of the database that the positional arguments select (files
 * by path, the others as regexes), minus --exclude; then the named files the
 * database does not have. */
static bool select_tus(struct scan *sc, const struct nvc_compdb *db)
{
    struct nvc_scan_selection sel;
    bool ok = nvc_selection_init(&sel, &sc->arena, sc->opts);
    size_t cap = db->ntus + (size_t)sel.nfiles + 1;
    sc->tus = nvc_arena_alloc(&sc->arena, cap * sizeof *sc->tus);
    struct candidates c = {nvc_arena_alloc(&sc->arena, (db->ntus + 1) * sizeof *c.tus),
                           nvc_arena_alloc(&sc->arena, (db->ntus + 1) * sizeof *c.paths), 0};
    for (size_t i = 0; ok && i < db->ntus; i++) {
        struct scan_tu *st = &sc->tus[sc->ntus];
        *st = (struct scan_tu){.tu = &db->tus[i]};
        st->file = canonical(&sc->arena, st->tu->file);
        translate_tu(sc, st);
        if (!st->t.is_cuda) {
            nvc_selection_saw_host_entry(&sel, st->file);
            continue;
        }
        c.tus[c.n] = *st;
        c.paths[c.n++] = st->file;
        if (nvc_selection_wants(&sel, st->file) && !nvc_selection_excluded(&sel, st->file))
            ok = accept(sc, st);
    }
    for (int i = 0; ok && i < sel.nfiles; i++)
        if (!sel.files[i].in_database && !nvc_selection_excluded(&sel, sel.files[i].path))
            ok = add_named_file(sc, &sel.files[i], &c);
    nvc_selection_free(&sel);
    return ok;
}

/* ---- --shard ------------------------------------------------------------- */

/* What makes two shards' reports parts of one run: the options (shard.h)
 * and each selected TU's file, directory and device compile arguments. Not
 * the split: shards that split otherwise (sources of other sizes, durations
 * recorded in other caches) are refused by --merge when their TUs do not
 * partition the run's, and merged when they do. */
static void identify_run(struct scan *sc)
{
    struct nvc_shard_run_id id;
    nvc_shard_run_begin(&id, sc->opts);
    for (size_t i = 0; i < sc->ntus; i++) {
        const struct scan_tu *st = &sc->tus[i];
        nvc_shard_run_add(&id, st->file);
        nvc_shard_run_add(&id, st->ir ? "ir" : st->tu ? st->tu->directory : "no command");
        nvc_shard_run_add(&id, st->t.error);
        for (int k = 0; !st->ir && st->tu && k < st->t.nargs; k++)
            nvc_shard_run_add(&id, st->t.args[k]);
        nvc_shard_run_add(&id, "end of TU");
    }
    nvc_shard_run_finish(&id, sc->shard.run);
}

/* ---- records of earlier runs ------------------------------------------- */

/* Each selected TU's key and the record the last run left of it (none
 * without a cache directory). */
static void recall_records(struct scan *sc)
{
    for (size_t i = 0; i < sc->ntus; i++) {
        struct scan_tu *st = &sc->tus[i];
        int nargs = st->ir || !st->tu ? 0 : st->t.nargs;
        const char **strings = nvc_arena_alloc(&sc->arena, (size_t)(nargs + 2) * sizeof *strings);
        strings[0] = st->file;
        strings[1] = st->ir ? "ir" : st->tu ? st->tu->directory : "no command";
        for (int k = 0; k < nargs; k++)
            strings[2 + k] = st->t.args[k];
        nvc_tu_key_make(strings, (size_t)nargs + 2, &st->key);
        st->rec = nvc_tu_record_read(sc->opts->cache_root, &st->key);
    }
}

/* A TU that needs no worker (its command could not be translated, or there
 * is none) costs nothing and has no record. */
static bool needs_worker(const struct scan_tu *st)
{
    return st->status != TRANSLATION_FAILED && st->status != NO_COMMAND;
}

/* Whether every TU that needs a worker has a record, and one does. */
static bool every_tu_recorded(const struct scan *sc)
{
    size_t recorded = 0;
    for (size_t i = 0; i < sc->ntus; i++) {
        if (!needs_worker(&sc->tus[i]))
            continue;
        if (!sc->tus[i].rec.known)
            return false;
        recorded++;
    }
    return recorded > 0;
}

/* A TU's weight for the split (shard.h): the duration the last run
 * recorded of it when every selected TU has one (and not --shard-by=size),
 * else its source's size in bytes. */
static unsigned long long source_size(const struct scan_tu *st)
{
    struct stat sb;
    return stat(st->file, &sb) == 0 ? (unsigned long long)sb.st_size : 0;
}

/* Numbers the selected TUs (their units); with --shard=K/N keeps the K-th
 * shard's only, in database order. */
static void keep_shard(struct scan *sc)
{
    const struct nvc_options *o = sc->opts;
    for (size_t i = 0; i < sc->ntus; i++)
        sc->tus[i].unit = i;
    sc->shard.units = sc->ntus;
    if (!o->shard_count)
        return;
    sc->shard.index = o->shard_index;
    sc->shard.count = o->shard_count;
    unsigned long long *weight = nvc_arena_alloc(&sc->arena, (sc->ntus + 1) * sizeof *weight);
    unsigned *shard_of = nvc_arena_alloc(&sc->arena, (sc->ntus + 1) * sizeof *shard_of);
    size_t *checked = nvc_arena_alloc(&sc->arena, (sc->ntus + 1) * sizeof *checked);
    bool by_duration = !o->shard_by_size && every_tu_recorded(sc);
    for (size_t i = 0; i < sc->ntus; i++)
        weight[i] = !by_duration                ? source_size(&sc->tus[i])
                    : needs_worker(&sc->tus[i]) ? sc->tus[i].rec.ms
                                                : 0;
    nvc_shard_assign(weight, sc->ntus, o->shard_count, shard_of);
    identify_run(sc);
    if (o->verbose)
        nvc_tool_note(NULL, "--shard: translation units balanced by %s",
                      by_duration        ? "the durations the last run recorded"
                      : o->shard_by_size ? "source size (--shard-by=size)"
                                         : "source size (not every one has a recorded duration)");
    size_t kept = 0;
    for (size_t i = 0; i < sc->ntus; i++)
        if (shard_of[i] == o->shard_index - 1) {
            checked[kept] = i;
            sc->tus[kept++] = sc->tus[i];
        }
    sc->ntus = kept;
    sc->shard.checked = checked;
    sc->shard.nchecked = kept;
    if (o->verbose || (kept == 0 && sc->shard.units > 0))
        nvc_tool_note(NULL, "--shard=%u/%u: %zu of the %zu selected translation units",
                      o->shard_index, o->shard_count, kept, sc->shard.units);
}

/* ---- the scan ------------------------------------------------------------ */

/* -j, or what the CPU affinity mask and the cgroup's quota allow (jobs.h);
 * --verbose says which. */
static unsigned job_count(const struct nvc_options *o)
{
    char why[PATH_MAX + 64];
    unsigned j = o->jobs;
    if (j)
        snprintf(why, sizeof why, "-j");
    else
        j = nvc_default_jobs(why, sizeof why);
    j = j > 256 ? 256 : j;
    if (o->verbose)
        nvc_tool_note(NULL, "%u job%s at once (%s)", j, j == 1 ? "" : "s", why);
    return j;
}

/* The results and failures from `first` and `first_failure` on are the
 * TU's `unit` (what a shard's report says of each, shard.h). */
static void tag_unit(struct nvc_report *r, size_t first, unsigned first_failure, size_t unit)
{
    for (size_t i = first; i < r->nresults; i++)
        r->results[i].unit = unit;
    for (unsigned i = first_failure; i < r->files_failed; i++)
        r->failures[i].unit = unit;
}

/* Takes the results of the TUs that are done and whose predecessors all
 * are, in database order, and prints them; then shows the progress. */
static void take_finished(struct scan *sc, struct nvc_report *r)
{
    while (sc->ntaken < sc->ntus && sc->tus[sc->ntaken].done) {
        nvc_progress_clear(&sc->progress);
        size_t first = r->nresults;
        unsigned first_failure = r->files_failed;
        struct scan_tu *st = &sc->tus[sc->ntaken++];
        collect(sc, st, r);
        tag_unit(r, first, first_failure, st->unit);
        nvc_output_stream_unit(&sc->stream, r, first, first_failure);
    }
    const struct scan_tu *waiting = sc->ntaken < sc->ntus ? &sc->tus[sc->ntaken] : NULL;
    nvc_progress_update(&sc->progress, sc->ndone, waiting ? display(sc, waiting->file) : NULL);
}

static void mark_done(struct scan *sc, struct scan_tu *st)
{
    st->done = true;
    sc->ndone++;
}

/* "2.3 s, 412 MB" */
static const char *recorded(struct scan *sc, const struct nvc_tu_record *rec)
{
    return nvc_arena_printf(&sc->arena, "%.1f s, %u MB", rec->ms / 1000.0, rec->peak_mb);
}

static void start_worker(struct scan *sc, struct scan_tu *st, struct job *job, size_t *running)
{
    if (sc->opts->verbose && sc->order)
        nvc_tool_note(display(sc, st->file), "started (%s)",
                      st->rec.known
                          ? nvc_arena_printf(&sc->arena, "last run: %s", recorded(sc, &st->rec))
                          : "no record of an earlier run");
    st->started = nvc_limits_now();
    if (spawn(sc, st, job)) {
        ++*running;
        return;
    }
    st->spawn_error = nvc_arena_printf(&sc->arena, "cannot start a worker: %s", strerror(errno));
    st->status = SPAWN_FAILED;   /* said when its results are taken */
    mark_done(sc, st);
}

/* ---- the header cache, before the workers ------------------------------------ */

static struct scan_tu *in_order(struct scan *sc, size_t k);
static bool needs_worker(const struct scan_tu *st);

/* TUs with the same build directory, toolkit, archs and device compile
 * arguments share their header cache entries (one per arch): a group. */
static void group_key(struct scan *sc, const struct scan_tu *st, struct nvc_tu_key *key)
{
    int n = st->t.nargs + (int)st->t.narchs + 2;
    const char **strings = nvc_arena_alloc(&sc->arena, (size_t)n * sizeof *strings);
    int k = 0;
    strings[k++] = st->tu->directory;
    strings[k++] = st->t.compiler;
    for (unsigned a = 0; a < st->t.narchs; a++)
        strings[k++] = st->t.archs[a];
    for (int i = 0; i < st->t.nargs; i++)
        strings[k++] = st->t.args[i];
    nvc_tu_key_make(strings, (size_t)k, key);
}

/* In a preparer process: the TU's archs' header cache entries looked up,
 * and built when missing (nvc_session.cache_prepare_only); nothing is
 * compiled or said. The exit status says how many were built (at most 15)
 * and found (times 16). */
static _Noreturn void preparer_main(struct scan *sc, struct scan_tu *st)
{
    int null = open("/dev/null", O_RDWR | O_CLOEXEC);
    if (null >= 0) {
        dup2(null, 1);
        dup2(null, 2);
    }
    struct nvc_report report;
    nvc_report_init(&report, sc->opts);
    struct nvc_session session = {.cli = sc->opts,
                                  .report = &report,
                                  .in_worker = true,
                                  .first_error_only = true,
                                  .configs = sc->configs,
                                  .current_input = st->file,
                                  .current_display = display(sc, st->file),
                                  .cache_prepare_only = true};
    nvc_session_handle_fatal_errors(&session);
    if (chdir(st->tu->directory) == 0)
        nvc_run_cuda_tu(&session, st->file, session.current_display, &st->t);
    unsigned built = session.cache_built > 15 ? 15 : session.cache_built;
    unsigned found = session.cache_found > 15 ? 15 : session.cache_found;
    _exit((int)(built + 16 * found));
}

/* The first TU, in start order, of each group of two or more TUs that need
 * a worker; NULL-terminated. A group of one gains nothing: its only TU
 * compiles as without the cache on a miss and leaves the build to a
 * builder after it (docs/header-cache.md). */
static struct scan_tu **groups_to_prepare(struct scan *sc, size_t *nshared)
{
    struct nvc_tu_key *keys = nvc_arena_alloc(&sc->arena, (sc->ntus + 1) * sizeof *keys);
    struct scan_tu **first = nvc_arena_alloc(&sc->arena, (sc->ntus + 1) * sizeof *first);
    size_t *members = nvc_arena_alloc(&sc->arena, (sc->ntus + 1) * sizeof *members);
    size_t ngroups = 0;
    for (size_t k = 0; k < sc->ntus; k++) {
        struct scan_tu *st = in_order(sc, k);
        if (!needs_worker(st) || st->ir || !st->tu)
            continue;
        struct nvc_tu_key key;
        group_key(sc, st, &key);
        size_t g = 0;
        while (g < ngroups && strcmp(keys[g].hex, key.hex) != 0)
            g++;
        if (g == ngroups) {
            keys[ngroups] = key;
            first[ngroups++] = st;
        }
        members[g]++;
    }
    size_t kept = 0;
    *nshared = 0;
    for (size_t g = 0; g < ngroups; g++)
        if (members[g] > 1) {
            first[kept++] = first[g];
            *nshared += members[g];
        }
    first[kept] = NULL;
    return first;
}

/* Reaps one preparer; adds what it built and found. */
static void reap_preparer(unsigned *built, unsigned *found)
{
    int status;
    while (waitpid(-1, &status, 0) < 0)
        if (errno != EINTR)
            return;
    if (WIFEXITED(status)) {
        *built += (unsigned)WEXITSTATUS(status) % 16;
        *found += (unsigned)WEXITSTATUS(status) / 16;
    }
}

/* Before any worker starts: each distinct header cache entry that two or
 * more TUs of the scan share is built once, by a preparer process per
 * group (at most -j at a time), so that every one of those TUs finds it.
 * Without this, a cold scan's first TUs would all miss and each start a
 * builder after its check. */
static void prepare_cache_entries(struct scan *sc, size_t limit)
{
    if (!sc->opts->cache_root)
        return;
    size_t nshared;
    struct scan_tu **groups = groups_to_prepare(sc, &nshared);
    if (!groups[0])
        return;
    double start = nvc_limits_now();
    unsigned built = 0, found = 0;
    size_t running = 0, ngroups = 0;
    pid_t parent = getpid();
    fflush(stdout);
    fflush(stderr);
    for (; groups[ngroups]; ngroups++) {
        if (running == limit) {
            reap_preparer(&built, &found);
            running--;
        }
        pid_t pid = fork();
        if (pid == 0) {
            nvc_limits_apply_in_worker(sc->opts, parent);
            preparer_main(sc, groups[ngroups]);
        }
        running += pid > 0;
    }
    while (running-- > 0)
        reap_preparer(&built, &found);
    if (sc->opts->verbose)
        nvc_tool_note(NULL,
                      "header cache: %zu translation units share %zu set%s of flags: %u "
                      "entr%s built before the workers started, %u found (%.1f s)",
                      nshared, ngroups, ngroups == 1 ? "" : "s", built, built == 1 ? "y" : "ies",
                      found, nvc_limits_now() - start);
}

/* ---- scheduling (scan_schedule.h) ------------------------------------------- */

/* The start order, when an earlier run left records (else database order,
 * sc->order NULL), and the memory budget: --memory-budget, else what the
 * machine has available now. TUs that need no worker are done at once. */
static void plan_schedule(struct scan *sc)
{
    struct nvc_tu_record *recs = nvc_arena_alloc(&sc->arena, (sc->ntus + 1) * sizeof *recs);
    size_t known = 0;
    for (size_t i = 0; i < sc->ntus; i++) {
        recs[i] = sc->tus[i].rec;
        known += recs[i].known;
    }
    const struct nvc_options *o = sc->opts;
    sc->memory_budget_mb = o->memory_budget_given ? o->memory_budget : nvc_memory_available_mb();
    if (known > 0) {
        sc->order = nvc_arena_alloc(&sc->arena, (sc->ntus + 1) * sizeof *sc->order);
        nvc_schedule_order(recs, sc->ntus, sc->order);
    }
    if (o->verbose && known > 0) {
        char budget[64] = "none";
        if (sc->memory_budget_mb)
            snprintf(budget, sizeof budget, "%u MB", sc->memory_budget_mb);
        nvc_tool_note(NULL,
                      "%zu of %zu translation units have a record of an earlier run (%s/tu-v1): "
                      "the longest start first; memory budget: %s",
                      known, sc->ntus, o->cache_root, budget);
    }
}

static struct scan_tu *in_order(struct scan *sc, size_t k)
{
    return &sc->tus[sc->order ? sc->order[k] : k];
}

/* What the running workers' records say they will need, in MB. */
static unsigned long long reserved_mb(const struct job *jobs, size_t running)
{
    unsigned long long sum = 0;
    for (size_t j = 0; j < running; j++)
        if (jobs[j].tu->rec.known)
            sum += jobs[j].tu->rec.peak_mb;
    return sum;
}

static void say_waiting(struct scan *sc, struct scan_tu *st, unsigned long long reserved)
{
    if (!sc->opts->verbose || st->said_waiting)
        return;
    st->said_waiting = true;
    nvc_tool_note(display(sc, st->file),
                  "waits for memory: its last peak (%u MB) and the running checks' (%llu MB) "
                  "exceed the memory budget (%u MB)",
                  st->rec.peak_mb, reserved, sc->memory_budget_mb);
}

/* The next TU to start: the first of the order not yet launched whose
 * recorded peak fits in what the running ones leave of the budget; NULL
 * when none may start now. */
static struct scan_tu *next_to_start(struct scan *sc, const struct job *jobs, size_t running)
{
    unsigned long long reserved = reserved_mb(jobs, running);
    while (sc->nlaunched < sc->ntus && in_order(sc, sc->nlaunched)->launched)
        sc->nlaunched++;
    for (size_t k = sc->nlaunched; k < sc->ntus; k++) {
        struct scan_tu *st = in_order(sc, k);
        if (st->launched)
            continue;
        if (nvc_schedule_fits(&st->rec, running, reserved, sc->memory_budget_mb))
            return st;
        say_waiting(sc, st, reserved);
    }
    return NULL;
}

static void run_workers(struct scan *sc, struct nvc_report *r)
{
    struct job jobs[256];
    size_t running = 0, limit = job_count(sc->opts);
    plan_schedule(sc);
    prepare_cache_entries(sc, limit);
    for (size_t i = 0; i < sc->ntus; i++) {   /* nothing to run: done, said in order */
        struct scan_tu *st = &sc->tus[i];
        if (!needs_worker(st)) {
            st->launched = true;
            mark_done(sc, st);
        }
    }
    take_finished(sc, r);
    for (;;) {
        struct scan_tu *st;
        while (running < limit && (st = next_to_start(sc, jobs, running))) {
            st->launched = true;
            start_worker(sc, st, &jobs[running], &running);
            take_finished(sc, r);
        }
        if (running == 0)
            break;
        running = pump(sc, jobs, running);
        take_finished(sc, r);
    }
}

/* Runs the selected TUs, streaming what goes to standard output TU by TU,
 * and writes the reports; returns the exit status. */
static int run_and_report(struct scan *sc)
{
    struct nvc_report report;
    nvc_report_init(&report, sc->opts);
    report.unit = sc->discovered ? "file" : "translation unit";
    if (sc->shard.count)
        report.shard = &sc->shard;
    nvc_output_stream_begin(&sc->stream, &report);
    /* a check of files found in databases upwards keeps the single-file look */
    nvc_progress_init(&sc->progress, sc->ntus, sc->opts->quiet || sc->discovered);
    run_workers(sc, &report);
    nvc_progress_finish(&sc->progress);
    nvc_report_finish(&report);
    int rc = nvc_output_write_all(&report, nvc_report_exit_code(&report));
    nvc_output_stream_end(&sc->stream);
    nvc_report_free(&report);
    return rc;
}

static void scan_free(struct scan *sc)
{
    for (size_t i = 0; i < sc->ntus; i++) {
        free(sc->tus[i].out.data);
        free(sc->tus[i].err.data);
    }
    nvc_configs_free(sc->configs);
    nvc_arena_free(&sc->arena);
}

int nvc_scan(const struct nvc_options *o)
{
    struct scan sc = {.opts = o, .configs = nvc_configs_new(o)};
    if (!getcwd(sc.cwd, sizeof sc.cwd))
        sc.cwd[0] = '\0';
    struct nvc_compdb db;
    char why[1024];
    int rc = 2;
    if (!nvc_compdb_load(&sc.arena, o->build_dir, &db, why, sizeof why)) {
        nvc_tool_error(NULL, "%s", why);
    } else if (select_tus(&sc, &db)) {
        recall_records(&sc);
        keep_shard(&sc);
        say_selected(&sc);
        if (sc.shard.units == 0)
            nvc_tool_warning(nvc_arena_printf(&sc.arena, "%s/compile_commands.json", o->build_dir),
                             "no CUDA translation unit %s (%zu commands)",
                             o->ninputs || o->nexcludes ? "is selected" : "in it", db.ntus);
        rc = run_and_report(&sc);
    }
    nvc_compdb_free(&db);
    scan_free(&sc);
    return rc;
}

/* ---- inputs without -p: databases found upwards ---------------------------- */

#define MAX_FOUND_DBS 16

/* The databases found so far, by directory. */
struct found_dbs {
    const char *dir[MAX_FOUND_DBS];
    struct nvc_compdb db[MAX_FOUND_DBS];
    bool ok[MAX_FOUND_DBS];
    unsigned n;
};

/* The database at or above `file`'s directory (NULL: none, or unreadable:
 * then the input is checked as without one, as clang-tidy runs "without
 * flags" after saying so). */
static const struct nvc_compdb *database_for(struct scan *sc, struct found_dbs *dbs,
                                             const char *file, const char **dir_out)
{
    char dir[PATH_MAX], found[PATH_MAX];
    snprintf(dir, sizeof dir, "%s", file);
    char *slash = strrchr(dir, '/');
    if (!slash)
        return NULL;
    *slash = '\0';
    if (!nvc_compdb_find_upwards(dir[0] ? dir : "/", found, sizeof found))
        return NULL;
    for (unsigned i = 0; i < dbs->n; i++)
        if (strcmp(dbs->dir[i], found) == 0) {
            *dir_out = dbs->dir[i];
            return dbs->ok[i] ? &dbs->db[i] : NULL;
        }
    if (dbs->n == MAX_FOUND_DBS)
        return NULL;
    unsigned k = dbs->n++;
    char why[1024];
    dbs->dir[k] = nvc_arena_strdup(&sc->arena, found);
    dbs->ok[k] = nvc_compdb_load(&sc->arena, found, &dbs->db[k], why, sizeof why);
    if (!dbs->ok[k])
        nvc_tool_warning(NULL, "%s; checking without it", why);
    *dir_out = dbs->dir[k];
    return dbs->ok[k] ? &dbs->db[k] : NULL;
}

/* Adds the CUDA commands of `db` that compile `file` (canonical); the
 * number added. */
static unsigned add_commands_for(struct scan *sc, const struct nvc_compdb *db, const char *file,
                                 const char *db_dir)
{
    unsigned added = 0;
    const char *last_note = NULL;
    for (size_t i = 0; db && i < db->ntus; i++) {
        const char *tu_file = canonical(&sc->arena, db->tus[i].file);
        if (strcmp(tu_file, file) != 0)
            continue;
        struct scan_tu *st = &sc->tus[sc->ntus];
        *st = (struct scan_tu){.tu = &db->tus[i], .file = tu_file};
        translate_tu(sc, st);
        if (!st->t.is_cuda)
            continue;
        if (st->t.error)
            st->status = TRANSLATION_FAILED;
        append_extra_args(sc, &st->t);
        say_what_was_translated(sc, st, &last_note);
        if (sc->opts->verbose)
            nvc_tool_note(display(sc, tu_file),
                          "checked with its command in %s/compile_commands.json", db_dir);
        sc->ntus++;
        added++;
    }
    return added;
}

int nvc_scan_discovered(const struct nvc_options *o)
{
    struct scan sc = {.opts = o, .discovered = true, .configs = nvc_configs_new(o)};
    if (!getcwd(sc.cwd, sizeof sc.cwd))
        sc.cwd[0] = '\0';
    struct found_dbs *dbs = calloc(1, sizeof *dbs);
    if (!dbs)
        nvc_fatal("out of memory");
    size_t cap = (size_t)o->ninputs + 1;
    sc.tus = calloc(cap, sizeof *sc.tus);
    unsigned from_db = 0;
    bool ok = sc.tus != NULL;
    for (int i = 0; ok && i < o->ninputs; i++) {
        const char *file = canonical(&sc.arena, o->inputs[i]);
        const char *db_dir = NULL;
        const struct nvc_compdb *db = file[0] == '/' ? database_for(&sc, dbs, file, &db_dir)
                                                     : NULL;
        size_t need = sc.ntus + (db ? db->ntus : 0) + 1;
        if (need > cap) {
            struct scan_tu *grown = realloc(sc.tus, need * sizeof *grown);
            if (!grown)
                nvc_fatal("out of memory");
            sc.tus = grown, cap = need;
        }
        unsigned added = add_commands_for(&sc, db, file, db_dir);
        from_db += added;
        if (added == 0)
            sc.tus[sc.ntus++] = (struct scan_tu){.file = o->inputs[i]};
    }
    /* Read now, when the run is this one (a bad one stops it, exit 2); with no
     * database found, check_inputs reads them and says what is wrong once. */
    for (int i = 0; ok && from_db > 0 && i < o->ninputs; i++) {
        const struct nvc_config *unused;
        ok = nvc_config_for(sc.configs, o->inputs[i], false, &unused);
    }
    if (ok && from_db > 0)
        recall_records(&sc);
    int rc = !ok ? 2 : from_db == 0 ? -1 : run_and_report(&sc);
    for (unsigned i = 0; i < dbs->n; i++)
        nvc_compdb_free(&dbs->db[i]);
    free(dbs);
    struct scan_tu *tus = sc.tus;
    scan_free(&sc);
    free(tus);
    return rc;
}
