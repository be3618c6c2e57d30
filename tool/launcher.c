/* launcher.c: build-launcher mode (see launcher.h).
 *
 * Processes: the compiler runs in a child of its own (exec'd with the
 * original argv, stdin/stdout/stderr inherited), and the check in another
 * child whose stdout and stderr go to a temporary file. The two run at the
 * same time, so a TU costs about max(check, compile) in wall time rather
 * than their sum; the check's output is printed once the compiler is done,
 * so the two never interleave. A check that crashes takes only its child
 * down. With --launcher-fail the check has to finish first: compile only
 * when it found no error. */
#include "launcher.h"

#include "config.h"
#include "inputs.h"
#include "messages.h"
#include "render_text.h"
#include "translate.h"
#include "worker_limits.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

/* The check's exit status for a malformed .nvvmcheck.yaml. */
#define CONFIG_ERROR_EXIT 4

/* Compiler wrappers whose first argument is the real compiler. */
static const char *const wrappers[] = {"ccache", "sccache", "distcc", "icecc", "buildcache"};

/* Options with which nvcc and clang do not compile (preprocess only,
 * dependencies only, version, help): nothing to check. */
static const char *const not_compiling[] = {
    "-E",
    "--preprocess",
    "-M",
    "-MM",
    "--generate-dependencies",
    "--generate-nonsystem-dependencies",
    "-V",
    "--version",
    "--help",
    "-h",
    "-###",
    "--dryrun",
    "-dryrun",
};

static const char *base_name(const char *path)
{
    const char *slash = strrchr(path, '/');
    return slash ? slash + 1 : path;
}

static bool in_list(const char *s, const char *const *list, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (strcmp(s, list[i]) == 0)
            return true;
    return false;
}

/* Index of the real compiler in the command (after any ccache-like wrapper). */
static int compiler_index(const struct nvc_options *o)
{
    int i = 0;
    while (i + 1 < o->launch_argc &&
           in_list(base_name(o->launch_argv[i]), wrappers, sizeof wrappers / sizeof *wrappers))
        i++;
    return i;
}

/* The CUDA sources the command compiles (none for a link, a preprocessing
 * run, --version ...), and the check's arguments in *t. */
static int cuda_sources(struct nvc_arena *a, const struct nvc_options *o, struct nvc_translated *t,
                        const char ***out)
{
    int first = compiler_index(o);
    const char *const *argv = o->launch_argv + first;
    int argc = o->launch_argc - first;
    for (int i = 1; i < argc; i++)
        if (in_list(argv[i], not_compiling, sizeof not_compiling / sizeof *not_compiling))
            return 0;
    char cwd[PATH_MAX];
    if (!getcwd(cwd, sizeof cwd))
        strcpy(cwd, ".");
    /* no file named: every source lands in t->sources; -x cu sets is_cuda */
    nvc_translate_command(a, argv, argc, "", nvc_arena_strdup(a, cwd), o->allow_plugins, t);
    if (t->error) {
        nvc_tool_warning(NULL, "%s; not checked", t->error);
        return 0;
    }
    const char **cuda = nvc_arena_alloc(a, ((size_t)t->nsources + 1) * sizeof *cuda);
    int n = 0;
    for (int i = 0; i < t->nsources; i++)
        if (t->is_cuda || nvc_has_suffix(t->sources[i], ".cu"))
            cuda[n++] = t->sources[i];
    *out = cuda;
    return n;
}

static _Noreturn void run_compiler(const struct nvc_options *o)
{
    fflush(stdout);
    fflush(stderr);
    execvp(o->launch_argv[0], (char *const *)o->launch_argv);
    int e = errno;
    nvc_tool_error(NULL, "cannot run '%s': %s", o->launch_argv[0], strerror(e));
    _exit(e == ENOENT ? 127 : 126);
}

static bool has_something_to_say(const struct nvc_report *r)
{
    for (size_t i = 0; i < r->nresults; i++)
        if (!r->results[i].suppressed)
            return true;
    return r->files_failed > 0;
}

/* Names a file as the build log's reader needs it: relative to the
 * compile's directory (the build tool's) when below it, else absolute. The
 * debug info's own spelling is relative to another directory when the
 * command names the source by an absolute path outside the build tree. */
static void name_for_build_log(void *cwd_arg, struct nvc_arena *a, struct nvc_loc *loc)
{
    const char *cwd = cwd_arg;
    char resolved[PATH_MAX];
    if (!loc->path || !realpath(loc->path, resolved))
        return;
    size_t n = strlen(cwd);
    bool below = strncmp(resolved, cwd, n) == 0 && resolved[n] == '/';
    loc->file = nvc_arena_strdup(a, below ? resolved + n + 1 : resolved);
}

static void name_files_for_build_log(struct nvc_report *r)
{
    char cwd[PATH_MAX];
    if (getcwd(cwd, sizeof cwd))
        nvc_report_rename_files(r, 0, name_for_build_log, cwd);
}

/* The check, in its child process; exits 0/1/2 as the tool does. */
static _Noreturn void check_main(const struct nvc_options *o, const struct nvc_translated *t,
                                 const char **cuda, int ncuda)
{
    struct nvc_configs *configs = nvc_configs_new(o);
    struct nvc_report report;
    nvc_report_init(&report, o);
    struct nvc_session s = {.cli = o,
                            .report = &report,
                            .configs = configs,
                            .in_worker = true,
                            .first_error_only = true};
    nvc_session_handle_fatal_errors(&s);
    for (int i = 0; i < ncuda; i++) {
        const struct nvc_config *c;
        if (!nvc_config_for(configs, cuda[i], false, &c)) {   /* said why */
            fflush(stderr);
            nvc_report_free(&report);
            nvc_configs_free(configs);
            exit(CONFIG_ERROR_EXIT);
        }
        nvc_maybe_crash_for_test(cuda[i]);
        nvc_run_cuda_tu(&s, cuda[i], NULL, t);
    }
    name_files_for_build_log(&report);
    nvc_report_finish(&report);
    if (has_something_to_say(&report)) {
        nvc_render_text_results(stdout, &report, 0, report.nresults);
        nvc_render_text_failures(stdout, &report, 0, report.files_failed);
        if (!o->quiet)   /* --quiet: no summary line, as everywhere */
            nvc_render_text_summary(stdout, &report);
    }
    int rc = nvc_report_exit_code(&report);
    fflush(stdout);
    fflush(stderr);
    nvc_report_free(&report);
    nvc_configs_free(configs);
    exit(rc);
}

struct check {
    FILE *out;      /* what the check printed */
    pid_t pid;
    int status;     /* waitpid status */
};

static bool start_check(const struct nvc_options *o, const struct nvc_translated *t,
                        const char **cuda, int ncuda, struct check *c)
{
    c->out = tmpfile();
    if (!c->out) {
        nvc_tool_warning(NULL, "no temporary file for the check (%s); compiling without it",
                         strerror(errno));
        return false;
    }
    fcntl(fileno(c->out), F_SETFD, FD_CLOEXEC);   /* not the compiler's business */
    fflush(stdout);
    fflush(stderr);
    pid_t parent = getpid();
    c->pid = fork();
    if (c->pid == 0) {
        nvc_limits_apply_in_worker(o, parent);   /* --timeout, --memory-limit */
        dup2(fileno(c->out), 1);
        dup2(fileno(c->out), 2);
        check_main(o, t, cuda, ncuda);
    }
    if (c->pid < 0) {
        nvc_tool_warning(NULL, "cannot start the check (%s); compiling without it",
                         strerror(errno));
        fclose(c->out);
        return false;
    }
    return true;
}

static int wait_for(pid_t pid)
{
    int status = 0;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
        ;
    return status;
}

/* Prints what the check said, on stderr; returns its exit code: 0, 1, 2,
 * CONFIG_ERROR_EXIT, or 2 when it did not end normally. */
static int finish_check(struct check *c, const struct nvc_options *o, const char *first_source)
{
    c->status = wait_for(c->pid);
    fflush(stderr);
    rewind(c->out);
    char buf[8192];
    size_t n;
    while ((n = fread(buf, 1, sizeof buf, c->out)) > 0)
        fwrite(buf, 1, n, stderr);
    fclose(c->out);
    if (WIFSIGNALED(c->status) ||
        (WIFEXITED(c->status) && WEXITSTATUS(c->status) == NVC_WORKER_OUT_OF_MEMORY_EXIT)) {
        char why[320];
        nvc_limits_explain_end(o, c->status, false, why, sizeof why);
        nvc_tool_error(first_source, "%s", why);
        return 2;
    }
    int code = WIFEXITED(c->status) ? WEXITSTATUS(c->status) : 2;
    return code <= 1 || code == CONFIG_ERROR_EXIT ? code : 2;
}

/* The compiler's status as ours: its exit code, or the same signal. */
static int pass_on(int status)
{
    if (WIFEXITED(status))
        return WEXITSTATUS(status);
    if (WIFSIGNALED(status)) {
        fflush(stderr);
        signal(WTERMSIG(status), SIG_DFL);
        raise(WTERMSIG(status));
        return 128 + WTERMSIG(status);
    }
    return 1;
}

int nvc_launch(const struct nvc_options *o)
{
    struct nvc_arena a = {0};
    struct nvc_translated t;
    const char **cuda = NULL;
    int ncuda = cuda_sources(&a, o, &t, &cuda);
    struct check c;
    if (ncuda == 0 || !start_check(o, &t, cuda, ncuda, &c))
        run_compiler(o);   /* nothing to check, or no process for it: just compile */
    if (o->launcher_fail) {
        /* errors found, or the configuration meant to gate the step is
         * broken: the step fails before compiling */
        int rc = finish_check(&c, o, cuda[0]);
        if (rc == 1 || rc == CONFIG_ERROR_EXIT) {
            nvc_arena_free(&a);
            return rc == 1 ? 1 : 2;
        }
        run_compiler(o);
    }
    fflush(stdout);
    fflush(stderr);
    pid_t compiler = fork();
    if (compiler == 0)
        run_compiler(o);
    int status = compiler > 0 ? wait_for(compiler) : 0;
    finish_check(&c, o, cuda[0]);
    if (compiler < 0)
        run_compiler(o);   /* no second process: compile after the check */
    nvc_arena_free(&a);
    return pass_on(status);
}
