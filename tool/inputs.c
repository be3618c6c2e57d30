/* inputs.c: from an input path to findings in the report. */
#include "inputs.h"

#include "compat.h"
#include "cuda_path.h"
#include "frontend.h"
#include "render_text.h"
#include "verifier.h"

#include <errno.h>
#include <llvm-c/Analysis.h>
#include <llvm-c/Core.h>
#include <llvm-c/ErrorHandling.h>
#include <llvm-c/IRReader.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

enum input_kind { INPUT_CUDA, INPUT_IR };

static void input_failed(struct nvc_session *s, const char *input, const char *reason)
{
    fprintf(stderr, "cuda-nvvmcheck: error: %s: %s\n",
            s->input_display ? s->input_display : input, reason);
    s->report->files_failed++;
}

/* Decides whether the file can be read and what it is; on failure says why. */
static bool classify_input(struct nvc_session *s, const char *input, enum input_kind *kind)
{
    struct stat st;
    if (stat(input, &st) != 0)
        return input_failed(s, input, strerror(errno)), false;
    if (S_ISDIR(st.st_mode))
        return input_failed(s, input, "is a directory; name the .cu, .ll or .bc files to "
                                      "check"), false;
    FILE *f = fopen(input, "rb");
    if (!f)
        return input_failed(s, input, strerror(errno)), false;
    fclose(f);
    if (nvc_has_suffix(input, ".cu"))
        *kind = INPUT_CUDA;
    else if (nvc_has_suffix(input, ".ll") || nvc_has_suffix(input, ".bc"))
        *kind = INPUT_IR;
    else
        return input_failed(s, input, "not a CUDA source or LLVM IR file (expected .cu, .ll or "
                                      ".bc)"), false;
    if (st.st_size == 0)
        return input_failed(s, input, "file is empty"), false;
    return true;
}

static void verify_and_report(struct nvc_session *s, LLVMModuleRef m, const char *input,
                              unsigned arch, size_t input_first, bool from_clang)
{
    struct nvc_verify_options vo = {
        .default_sm = nvc_parse_sm(s->archs[arch]),
        .param_limit = s->opts->param_limit,
        .unmarked_declarations_may_be_kernels = from_clang,
    };
    struct nvc_diag_list *list = calloc(1, sizeof *list);
    if (!list)
        nvc_fatal("out of memory");
    nvc_verify_module(m, &vo, list);
    nvc_srcmap_resolve(list, 0, m, input, s->report->sources);
    nvc_report_add(s->report, list, arch, input_first);
}

/* ---- LLVM IR input ------------------------------------------------------ */

/* LLVM says "<path>:2:1: error: expected type\n<source line>\n^"; keep the
 * position and the reason, on one line. */
static void describe_parse_error(const char *input, const char *msg, char *out, size_t cap)
{
    unsigned line = 0, col = 0;
    size_t n = strlen(input);
    const char *rest = msg ? msg : "";
    if (strncmp(rest, input, n) == 0 && rest[n] == ':') {
        if (sscanf(rest + n, ":%u:%u:", &line, &col) != 2)
            line = col = 0;
        const char *err = strstr(rest, "error: ");
        rest = err ? err + 7 : rest;
    }
    int len = (int)strcspn(rest, "\n");
    if (line)
        snprintf(out, cap, "not valid LLVM IR: line %u, column %u: %.*s", line, col, len, rest);
    else
        snprintf(out, cap, "not valid LLVM IR: %.*s", len, *rest ? rest : "cannot parse");
}

static LLVMModuleRef parse_ir(struct nvc_session *s, LLVMContextRef ctx, const char *input)
{
    LLVMMemoryBufferRef buf;
    char *msg = NULL;
    if (LLVMCreateMemoryBufferWithContentsOfFile(input, &buf, &msg)) {
        input_failed(s, input, msg ? msg : "cannot read file");
        LLVMDisposeMessage(msg);
        return NULL;
    }
    LLVMModuleRef m = NULL;
    bool bad = LLVMParseIRInContext2(ctx, buf, &m, &msg);
    LLVMDisposeMemoryBuffer(buf);
    if (bad) {
        char reason[1024];
        describe_parse_error(input, msg, reason, sizeof reason);
        input_failed(s, input, reason);
        LLVMDisposeMessage(msg);
        return NULL;
    }
    return m;
}

/* LLVM's own verifier gates ours: NVVM rules assume well-formed IR. */
static bool is_well_formed(struct nvc_session *s, LLVMModuleRef m, const char *input)
{
    char *msg = NULL;
    if (!LLVMVerifyModule(m, LLVMReturnStatusAction, &msg)) {
        LLVMDisposeMessage(msg);
        return true;
    }
    char reason[1024];
    size_t firstline = msg ? strcspn(msg, "\n") : 0;
    snprintf(reason, sizeof reason, "LLVM's verifier rejects the module: %.*s", (int)firstline,
             msg ? msg : "");
    input_failed(s, input, reason);
    LLVMDisposeMessage(msg);
    return false;
}

static void check_ir(struct nvc_session *s, const char *input)
{
    LLVMContextRef ctx = LLVMContextCreate();
    LLVMModuleRef m = parse_ir(s, ctx, input);
    if (m && is_well_formed(s, m, input)) {
        size_t first = s->report->ndiags;
        for (unsigned arch = 0; arch < s->narchs; arch++)
            verify_and_report(s, m, input, arch, first, false);
        nvc_report_end_input(s->report, first, s->archs, s->narchs);
        s->report->files_checked++;
    }
    if (m)
        LLVMDisposeModule(m);
    LLVMContextDispose(ctx);
}

/* ---- CUDA input ----------------------------------------------------------- */

struct clang_diags {
    struct nvc_arena arena;
    struct clang_diag { enum nvc_fe_level level; struct nvc_loc loc; const char *msg; } *items;
    size_t len, cap;
    unsigned errors;
};

static void collect_clang_diag(void *user, const struct nvc_fe_diag *d)
{
    struct clang_diags *c = user;
    c->items = nvc_grow(c->items, &c->cap, c->len, sizeof *c->items);
    struct clang_diag *e = &c->items[c->len++];
    e->level = d->level;
    e->msg = nvc_arena_strdup(&c->arena, d->msg);
    e->loc.file = e->loc.path = d->file ? nvc_arena_strdup(&c->arena, d->file) : NULL;
    e->loc.line = d->line;
    e->loc.col = d->col;
    c->errors += d->level == NVC_FE_ERROR;
}

/* clang's diagnostics in our format, on stderr. Warnings (and their notes)
 * only with --clang-warnings. */
static void print_clang_diags(struct nvc_session *s, const struct clang_diags *c)
{
    static const char *const names[] = {"note", "warning", "error"};
    bool shown = false;
    unsigned errors = 0;
    for (size_t i = 0; i < c->len; i++) {
        const struct clang_diag *e = &c->items[i];
        if (e->level == NVC_FE_ERROR && s->first_error_only && errors++ > 0)
            break;
        if (e->level != NVC_FE_NOTE)
            shown = e->level == NVC_FE_ERROR || s->opts->clang_warnings;
        if (!shown)
            continue;
        struct nvc_loc loc = e->loc;
        if (!loc.file)
            loc.file = "clang";
        nvc_render_located(stderr, s->report->sources, &loc, names[e->level], e->msg, NULL);
    }
}

static const char *cuda_path(struct nvc_session *s)
{
    if (!s->cuda_searched) {
        s->cuda_searched = true;
        s->cuda_path = nvc_find_cuda(s->opts->cuda_path, s->cuda_why, sizeof s->cuda_why);
        if (s->cuda_path) {
            snprintf(s->cuda_dir, sizeof s->cuda_dir, "%s/", s->cuda_path);
            nvc_report_add_system_dir(s->report, s->cuda_dir);
        }
        nvc_report_add_system_dir(s->report, NVC_CLANG_RESOURCE_PREFIX);
        nvc_report_add_system_dir(s->report, NVC_COMPAT_DIR);
    }
    return s->cuda_path;
}

/* One line: clang's first error, and with --verbose whether it is a known
 * nvcc/clang dialect difference (counted in the summary either way). */
static void compile_failed(struct nvc_session *s, const char *input, const char *arch,
                           const struct clang_diags *diags)
{
    const char *first = NULL;
    for (size_t i = 0; i < diags->len && !first; i++)
        if (diags->items[i].level == NVC_FE_ERROR)
            first = diags->items[i].msg;
    const char *dialect = nvc_compat_dialect_difference(first);
    char reason[1024];
    int n = snprintf(reason, sizeof reason, "does not compile for %s (%u error%s); not checked",
                     arch, diags->errors, diags->errors == 1 ? "" : "s");
    if (first && n > 0 && (size_t)n < sizeof reason)
        n += snprintf(reason + n, sizeof reason - (size_t)n, ": %.*s", (int)strcspn(first, "\n"),
                      first);
    if (dialect && s->opts->verbose && n > 0 && (size_t)n < sizeof reason)
        snprintf(reason + n, sizeof reason - (size_t)n, " [known nvcc/clang dialect difference: %s]",
                 dialect);
    s->report->files_failed_dialect += dialect != NULL;
    input_failed(s, input, reason);
}

/* Compiles for one arch; NULL (after saying why) when it does not compile. */
static LLVMModuleRef compile_cuda(struct nvc_session *s, LLVMContextRef ctx, const char *input,
                                  const char *arch, const char *cuda)
{
    struct nvc_device_args args;
    nvc_device_args_build(&args, input, arch, cuda, s->args, s->nargs);
    struct clang_diags diags = {0};
    struct nvc_fe_request req = {NVC_CLANG_PATH, args.argv, args.argc, ctx,
                                 collect_clang_diag, &diags};
    LLVMModuleRef m = nvc_frontend_compile(&req);
    print_clang_diags(s, &diags);
    if (!m)
        compile_failed(s, input, arch, &diags);
    free(diags.items);
    nvc_arena_free(&diags.arena);
    nvc_device_args_free(&args);
    return m;
}

static void check_cuda(struct nvc_session *s, const char *input)
{
    const char *cuda = cuda_path(s);
    if (!cuda) {
        char reason[1200];
        snprintf(reason, sizeof reason, "no CUDA toolkit found (tried %s); pass --cuda-path=DIR",
                 s->cuda_why);
        input_failed(s, input, reason);
        return;
    }
    size_t first = s->report->ndiags;
    for (unsigned arch = 0; arch < s->narchs; arch++) {
        LLVMContextRef ctx = LLVMContextCreate();
        LLVMModuleRef m = compile_cuda(s, ctx, input, s->archs[arch], cuda);
        if (m && nvc_compat_module_is_hollow(m, input))
            fprintf(stderr, "cuda-nvvmcheck: note: %s: no device code was generated for %s: is it "
                    "gated on a macro clang does not define?\n",
                    s->input_display ? s->input_display : input, s->archs[arch]);
        if (m) {
            verify_and_report(s, m, input, arch, first, true);
            LLVMDisposeModule(m);
        }
        LLVMContextDispose(ctx);
        if (!m)
            return;   /* counted as failed once */
    }
    nvc_report_end_input(s->report, first, s->archs, s->narchs);
    s->report->files_checked++;
}

void nvc_check_cuda_tu(struct nvc_session *s, const char *input, const char *const *archs,
                       unsigned narchs, const char *const *args, int nargs)
{
    s->current_input = input;
    s->archs = archs;
    s->narchs = narchs;
    s->args = args;
    s->nargs = nargs;
    check_cuda(s, input);
}

/* The one piece of global state: LLVM's fatal-error handler has no user data. */
static struct nvc_session *fatal_session;

static void on_fatal_error(const char *reason)
{
    struct nvc_session *s = fatal_session;
    char why[600];
    snprintf(why, sizeof why, "clang/LLVM stopped with a fatal error (%s); not checked", reason);
    input_failed(s, s->current_input ? s->current_input : "(no input)", why);
    if (s->in_worker) {   /* the scan's parent reports and goes on */
        fflush(stderr);
        _Exit(NVC_WORKER_FATAL_EXIT);
    }
    if (s->inputs_after_current > 0) {
        fprintf(stderr, "cuda-nvvmcheck: error: the %d input%s after it %s not checked\n",
                s->inputs_after_current, s->inputs_after_current == 1 ? "" : "s",
                s->inputs_after_current == 1 ? "was" : "were");
        s->report->files_failed += (unsigned)s->inputs_after_current;
    }
    nvc_report_finish(s->report);
    nvc_render_text(stdout, s->report);
    fflush(stdout);
    _Exit(nvc_report_exit_code(s->report));
}

void nvc_session_handle_fatal_errors(struct nvc_session *s)
{
    fatal_session = s;
    LLVMInstallFatalErrorHandler(on_fatal_error);
}

void nvc_check_input(struct nvc_session *s, const char *input)
{
    s->current_input = input;
    s->archs = s->opts->archs;
    s->narchs = s->opts->narchs;
    s->args = s->opts->compiler_args;
    s->nargs = s->opts->ncompiler_args;
    enum input_kind kind;
    if (!classify_input(s, input, &kind))
        return;
    if (kind == INPUT_CUDA)
        check_cuda(s, input);
    else
        check_ir(s, input);
}
