/* inputs.c: from an input path to findings in the report. */
#include "inputs.h"
#include "regex_guard.h"

#include "cache_setup.h"
#include "frontend.h"
#include "messages.h"
#include "nolint.h"
#include "output.h"
#include "ptx_isa.h"
#include "raw_ir.h"
#include "render_text.h"
#include "scan_records.h"
#include "verifier.h"
#include "worker_limits.h"

#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <llvm-c/Analysis.h>
#include <llvm-c/BitReader.h>
#include <llvm-c/Core.h>
#include <llvm-c/ErrorHandling.h>
#include <llvm-c/IRReader.h>
#include <regex.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

enum input_kind { INPUT_CUDA, INPUT_IR };

static void input_failed(const struct nvc_input_ctx *in, const char *input, const char *reason)
{
    const char *name = in->display;
    nvc_tool_error(name, "%s", reason);
    nvc_report_failed(in->session->report, name, reason);
}

/* `-x cuda` / `-x cu` among the clang arguments after `--`: the file is CUDA
 * whatever its name (`k.cu.cc -- -x cuda`), as clang reads it. */
static bool args_say_cuda(const struct nvc_options *o)
{
    for (int i = 0; i < o->ncompiler_args; i++) {
        const char *a = o->compiler_args[i];
        const char *lang = strcmp(a, "-x") == 0 && i + 1 < o->ncompiler_args
                               ? o->compiler_args[i + 1]
                           : strncmp(a, "-x", 2) == 0 ? a + 2
                                                      : NULL;
        if (lang && (strcmp(lang, "cuda") == 0 || strcmp(lang, "cu") == 0))
            return true;
    }
    return false;
}

/* A .cu file, a header named on its own (.cuh, .h, .hpp: checked as a CUDA
 * translation unit of its own, as clang-tidy checks a header; docs/scan.md),
 * or any file with `-x cuda` after `--`. */
static bool is_cuda_input(const struct nvc_input_ctx *in, const char *input)
{
    return nvc_has_suffix(input, ".cu") || nvc_is_header_name(input) ||
           args_say_cuda(in->session->cli);
}

/* Decides whether the file can be read and what it is; on failure says why. */
static bool classify_input(const struct nvc_input_ctx *in, const char *input,
                           enum input_kind *kind)
{
    /* opened without blocking: a FIFO without a writer would hang open() */
    int fd = open(input, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
    struct stat st;
    if (fd < 0 || fstat(fd, &st) != 0) {
        input_failed(in, input, strerror(errno));
        if (fd >= 0)
            close(fd);
        return false;
    }
    close(fd);
    if (S_ISDIR(st.st_mode))
        return input_failed(in, input,
                            "is a directory; name the .cu, .ll or .bc files to "
                            "check"),
               false;
    /* a device, FIFO or socket: its "contents" can be endless (/dev/zero)
     * or never come (a FIFO) */
    if (!S_ISREG(st.st_mode))
        return input_failed(in, input,
                            "not a regular file; name the .cu, .ll or .bc files to check"),
               false;
    if (nvc_is_ir_name(input))
        *kind = INPUT_IR;
    else if (is_cuda_input(in, input))
        *kind = INPUT_CUDA;
    else
        return input_failed(in, input,
                            "not a CUDA source or LLVM IR file (expected .cu, .cuh, .h, "
                            ".hpp, .ll or .bc, or -x cuda after --)"),
               false;
    if (st.st_size == 0)
        return input_failed(in, input, "file is empty"), false;
    return true;
}

static bool any_rule_on(const struct nvc_rule_set *set)
{
    for (unsigned i = 0; i < NVC_RULE_COUNT; i++)
        if (set->on[i])
            return true;
    return false;
}

/* --profile, else the input's kind (.cu: cuda, IR: libnvvm), then --checks;
 * and the rules whose warnings become errors. Unmatched globs were warned
 * about when the options were read. Checks that leave no rule on (a
 * configuration's `Checks: '-*'`) fail the input: nothing would be checked. */
static bool select_rules(struct nvc_input_ctx *in)
{
    const char *unmatched;
    char buf[256];
    enum nvc_profile forced = in->opts.profile ? nvc_profile_parse(in->opts.profile) : 0;
    enum nvc_profile kind = in->cuda ? NVC_PROFILE_CUDA : NVC_PROFILE_LIBNVVM;
    nvc_rule_set_select(&in->rules, forced ? forced : kind, in->opts.checks, &unmatched, buf,
                        sizeof buf);
    nvc_rule_set_select(&in->warnings_as_errors, 0, in->opts.warnings_as_errors, &unmatched, buf,
                        sizeof buf);
    if (any_rule_on(&in->rules))
        return true;
    char why[512];
    snprintf(why, sizeof why,
             "Checks '%s' (its configuration, then --checks) leaves no rule enabled; not checked",
             in->opts.checks ? in->opts.checks : "");
    input_failed(in, in->path, why);
    return false;
}

static struct nvc_verify_options verify_options(const struct nvc_input_ctx *in, unsigned arch,
                                                bool from_clang)
{
    struct nvc_arch target = nvc_parse_arch(in->archs[arch]);
    bool forced = !from_clang && in->opts.arch_given;
    return (struct nvc_verify_options){
        /* IR: an explicit --arch is the target, whatever "target-cpu" says. */
        .forced_sm = forced ? target.sm : 0,
        .forced_variant = forced ? target.variant : 0,
        .default_sm = target.sm,
        .default_variant = target.variant,
        .param_limit = in->opts.param_limit,
        .ptx_isa = in->ptx_isa,
        .ptx_isa_origin = in->ptx_isa_origin,
        .rules = &in->rules,
        .unmarked_declarations_may_be_kernels = from_clang,
        .inline_always_inline = from_clang,
    };
}

/* Runs the verifier on `m` (or, with raw, on the annotations as written)
 * and appends the located findings to `out`. */
static void verify_into(const struct nvc_input_ctx *in, LLVMModuleRef m, bool raw_annotations,
                        const char *md_name, const struct nvc_verify_options *vo,
                        const char *input, struct nvc_finding_list *out)
{
    struct nvc_diag_list diags = {0};
    if (raw_annotations)
        nvc_verify_raw_annotations(m, md_name, vo, &diags);
    else
        nvc_verify_module(m, vo, &diags);
    struct nvc_srcmap_options so = nvc_report_srcmap_options(in->session->report);
    so.inline_always_inline = vo->inline_always_inline;
    nvc_srcmap_resolve(&diags, m, input, in->session->report->sources, &so, out);
    nvc_diag_list_free(&diags);
}

/* m may be NULL when only the raw annotations could be checked.
 * first_checked: the input's first arch to be checked, which counts the
 * findings hidden in system headers. */
static void verify_and_report(const struct nvc_input_ctx *in, LLVMModuleRef m,
                              const struct nvc_raw_ir *raw, const char *input, unsigned arch,
                              size_t input_first, bool from_clang, bool first_checked)
{
    struct nvc_verify_options vo = verify_options(in, arch, from_clang);
    struct nvc_finding_list *found = calloc(1, sizeof *found);
    if (!found)
        nvc_fatal("out of memory");
    if (raw && raw->m)
        verify_into(in, raw->m, true, raw->md_name, &vo, input, found);
    if (m)
        verify_into(in, m, false, NULL, &vo, input, found);
    nvc_report_add(in->session->report, found, arch, input_first, first_checked);
    /* --warnings-as-errors / WarningsAsErrors: clang-tidy's promotion (of
     * every arch's findings, whether or not the input is finished) */
    nvc_report_promote(in->session->report, input_first, &in->warnings_as_errors);
}

/* After the input's last arch: --header-filter / HeaderFilterRegex, then
 * NOLINT comments. */
static void finish_input(const struct nvc_input_ctx *in, const char *input, size_t first)
{
    regex_t re, exclude;
    char why[256];   /* checked when the options were read */
    bool have_re = in->opts.header_filter &&
                   nvc_regex_compile(&re, in->opts.header_filter, why, sizeof why);
    bool have_exclude = in->opts.exclude_header_filter &&
                        nvc_regex_compile(&exclude, in->opts.exclude_header_filter, why,
                                          sizeof why);
    if (have_re || have_exclude)
        nvc_report_hide_headers(in->session->report, first, have_re ? &re : NULL,
                                have_exclude ? &exclude : NULL, input);
    if (have_re)
        regfree(&re);
    if (have_exclude)
        regfree(&exclude);
    nvc_report_hide_lines(in->session->report, first, in->opts.line_filters);
    nvc_nolint_apply(in->session->report, first, &in->rules);
}

/* "PTX ISA 9.0 (nvcc 13's default)", or what 0 means. */
static const char *ptx_isa_phrase(const struct nvc_input_ctx *in, char *buf, size_t cap)
{
    char v[8];
    if (in->ptx_isa)
        snprintf(buf, cap, "PTX ISA %s (%s)", nvc_ptx_isa_format(in->ptx_isa, v, sizeof v),
                 in->ptx_isa_origin);
    else
        snprintf(buf, cap, "the PTX ISA version of the module's \"+ptxNN\" target feature");
    return buf;
}

/* The bit set of archs[0..n). */
static unsigned all_archs(unsigned n)
{
    return n >= 32 ? ~0u : (1u << n) - 1;
}

/* --verbose: what a checked input was checked for (`checked`: the archs
 * that compiled). */
static void say_how_it_was_checked(const struct nvc_input_ctx *in, unsigned checked)
{
    if (!in->opts.verbose)
        return;
    char ptx[160], archs[NVC_MAX_ARCHS * 10] = "";
    ptx_isa_phrase(in, ptx, sizeof ptx);
    if (!in->cuda) {
        nvc_tool_note(in->display, "inline PTX judged at %s", ptx);
        return;
    }
    for (unsigned i = 0; i < in->narchs; i++)
        if (checked & (1u << i))
            snprintf(archs + strlen(archs), sizeof archs - strlen(archs), "%s%s",
                     *archs ? ", " : "", in->archs[i]);
    nvc_tool_note(in->display, "checked for %s; inline PTX judged at %s", archs, ptx);
}

/* ---- LLVM IR input ------------------------------------------------------ */

/* LLVM says "<path>:2:1: error: expected type\n<source line>\n^". With a
 * position, the error is shown there, clang-style (file:line:col, the line
 * and a caret); otherwise as a one-line reason. Either way the input counts
 * as not checked. */
static void report_parse_error(const struct nvc_input_ctx *in, const char *input, const char *msg)
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
    char reason[1024];
    snprintf(reason, sizeof reason, "not valid LLVM IR: %.*s", len, *rest ? rest : "cannot parse");
    if (!line) {
        input_failed(in, input, reason);
        return;
    }
    struct nvc_loc loc = {.file = in->display, .path = input, .line = line, .col = col};
    nvc_render_located(stderr, in->session->report->sources, &loc, "error", reason, NULL);
    /* Reports without a place for the position (SARIF notifications) get it
     * in the reason. */
    snprintf(reason, sizeof reason, "not valid LLVM IR: line %u, column %u: %.*s", line, col, len,
             rest);
    nvc_report_failed(in->session->report, loc.file, reason);
}

/* Whether what the input's check built (modules, contexts) is left to the
 * process's exit: a worker that ends once this input is checked frees
 * nothing it would free just before exiting, as clang's cc1 does
 * (-disable-free). Freeing a 200,000-instruction module took 5 % of its
 * check (docs/benchmarks.md, "IR only"). Not under LeakSanitizer, which
 * would report it all. */
static bool leave_to_exit(const struct nvc_input_ctx *in)
{
    return in->session->exits_after_input && !nvc_process_leaks_checked();
}

/* The input's bytes, read once for both loads (raw_ir.h and parse_ir);
 * NULL when it cannot be read (said). */
static LLVMMemoryBufferRef read_ir(const struct nvc_input_ctx *in, const char *input)
{
    LLVMMemoryBufferRef buf;
    char *msg = NULL;
    if (LLVMCreateMemoryBufferWithContentsOfFile(input, &buf, &msg)) {
        input_failed(in, input, msg ? msg : "cannot read file");
        LLVMDisposeMessage(msg);
        return NULL;
    }
    return buf;
}

static LLVMModuleRef parse_ir(const struct nvc_input_ctx *in, LLVMContextRef ctx,
                              LLVMMemoryBufferRef buf, const char *input)
{
    char *msg = NULL;
    LLVMModuleRef m = NULL;
    bool bad = LLVMParseIRInContext2(ctx, buf, &m, &msg);   /* buf stays ours */
    if (bad) {
        report_parse_error(in, input, msg);
        LLVMDisposeMessage(msg);
        return NULL;
    }
    return m;
}

/* LLVM's own verifier gates ours: NVVM rules assume well-formed IR. */
static bool is_well_formed(const struct nvc_input_ctx *in, LLVMModuleRef m, const char *input)
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
    input_failed(in, input, reason);
    LLVMDisposeMessage(msg);
    return false;
}

/* Without --arch, IR that names no "target-cpu" is checked for the default
 * arch: say so, since SM-dependent rules depend on it. */
static void state_default_target(const struct nvc_input_ctx *in, LLVMModuleRef m,
                                 const char *input)
{
    if (in->opts.arch_given)
        return;
    for (LLVMValueRef fn = LLVMGetFirstFunction(m); fn; fn = LLVMGetNextFunction(fn))
        if (!LLVMIsDeclaration(fn) && !nvc_target_sm(fn)) {
            nvc_tool_note(in->display,
                          "no --arch given and function '%s' names no "
                          "\"target-cpu\"; checked for %s",
                          LLVMGetValueName(fn), in->archs[0]);
            return;
        }
}

/* ---- !nvvm.annotations as written (raw_ir.h) -------------------------- */

/* Whether loading the input normally would crash LLVM (or give a module its
 * verifier rejects) because of an annotation entry. */
static bool raw_annotations_unreadable(const struct nvc_input_ctx *in,
                                       const struct nvc_raw_ir *raw)
{
    if (!raw->m)
        return false;
    struct nvc_verify_options vo = verify_options(in, 0, false);
    struct nvc_diag_list scratch = {0};
    bool crashes = nvc_verify_raw_annotations(raw->m, raw->md_name, &vo, &scratch);
    nvc_diag_list_free(&scratch);
    return crashes;
}

static void check_ir(const struct nvc_input_ctx *in, const char *input)
{
    LLVMMemoryBufferRef buf = read_ir(in, input);
    if (!buf)
        return;
    struct nvc_raw_ir raw;
    nvc_raw_ir_load(&raw, LLVMGetBufferStart(buf), LLVMGetBufferSize(buf), input);
    if (raw_annotations_unreadable(in, &raw)) {
        size_t first = in->session->report->nresults;
        for (unsigned arch = 0; arch < in->narchs; arch++)
            verify_and_report(in, NULL, &raw, input, arch, first, false, arch == 0);
        nvc_report_end_input(in->session->report, first, in->archs, in->narchs,
                             all_archs(in->narchs));
        input_failed(in, input,
                     "not loaded: LLVM 22's IR reader crashes on the malformed "
                     "!nvvm.annotations entries reported; the other rules did not run");
        nvc_raw_ir_free(&raw);
        LLVMDisposeMemoryBuffer(buf);
        return;
    }
    LLVMContextRef ctx = LLVMContextCreate();
    LLVMModuleRef m = parse_ir(in, ctx, buf, input);
    if (m && is_well_formed(in, m, input)) {
        state_default_target(in, m, input);
        size_t first = in->session->report->nresults;
        for (unsigned arch = 0; arch < in->narchs; arch++)
            verify_and_report(in, m, &raw, input, arch, first, false, arch == 0);
        nvc_report_end_input(in->session->report, first, in->archs, in->narchs,
                             all_archs(in->narchs));
        finish_input(in, input, first);
        in->session->report->files_checked++;
        say_how_it_was_checked(in, all_archs(in->narchs));
    }
    if (leave_to_exit(in))
        return;
    if (m)
        LLVMDisposeModule(m);
    LLVMContextDispose(ctx);
    nvc_raw_ir_free(&raw);
    LLVMDisposeMemoryBuffer(buf);
}

/* ---- CUDA input ----------------------------------------------------------- */

struct clang_diags {
    struct nvc_arena arena;
    struct clang_diag {
        enum nvc_fe_level level;
        struct nvc_loc loc;
        const char *msg;
    } *items;
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
static void print_clang_diags(const struct nvc_input_ctx *in, const struct clang_diags *c)
{
    static const char *const names[] = {"note", "warning", "error"};
    bool shown = false;
    unsigned errors = 0;
    for (size_t i = 0; i < c->len; i++) {
        const struct clang_diag *e = &c->items[i];
        if (e->level == NVC_FE_ERROR && in->session->first_error_only && errors++ > 0)
            break;
        if (e->level != NVC_FE_NOTE)
            shown = e->level == NVC_FE_ERROR || in->opts.clang_warnings;
        if (!shown)
            continue;
        struct nvc_loc loc = e->loc;
        if (!loc.file)
            loc.file = "clang";
        nvc_render_located(stderr, in->session->report->sources, &loc, names[e->level], e->msg,
                           NULL);
    }
}

/* The toolkit (frontend.h's order), looked up on the first .cu of the
 * session; --verbose says which and why. */
static const char *cuda_path(const struct nvc_input_ctx *in)
{
    struct nvc_session *s = in->session;
    if (!s->cuda_searched) {
        s->cuda_searched = true;
        nvc_find_cuda(in->compiler, in->opts.cuda_path, &s->cuda);
        if (s->cuda.path) {
            snprintf(s->cuda_dir, sizeof s->cuda_dir, "%s/", s->cuda.path);
            nvc_report_add_system_dir(s->report, s->cuda_dir);
            if (in->opts.verbose)
                nvc_tool_note(in->display, "CUDA toolkit %s (from %s)", s->cuda.path, s->cuda.why);
        }
        s->resource_ok = nvc_clang_resource_dir(NVC_CLANG_PATH, s->resource_dir,
                                                sizeof s->resource_dir, s->resource_why,
                                                sizeof s->resource_why);
        snprintf(s->resource_sys_dir, sizeof s->resource_sys_dir, "%s/", s->resource_dir);
        if (in->opts.verbose)
            nvc_tool_note(in->display, "clang's resource directory %s (from %s)", s->resource_dir,
                          s->resource_why);
        nvc_report_add_system_dir(s->report, s->resource_sys_dir);
        nvc_report_add_system_dir(s->report, NVC_CLANG_RESOURCE_PREFIX);
        nvc_report_add_system_dir(s->report, NVC_COMPAT_DIR);
    }
    return s->cuda.path;
}

/* What the compiles of one .cu came to, arch by arch. */
struct cuda_outcome {
    unsigned checked;   /* bit i: archs[i] compiled, and its module was checked */
    unsigned nfailed;
    struct arch_failure {
        unsigned arch;
        unsigned errors;
        struct nvc_loc loc;   /* of clang's first error (file and path NULL) */
        /* where reports put it (user_place_of_error), file as clang names
         * it ("" when clang gave no place) */
        char file[1024];
        unsigned user_line, user_col;
        char first[512];      /* its message, one line ("" when clang gave none) */
    } failed[NVC_MAX_ARCHS];
};

static bool in_system_header(const struct nvc_input_ctx *in, const char *file)
{
    char path[PATH_MAX];
    if (!file)
        return false;
    nvc_output_absolute(file, path, sizeof path);
    return nvc_report_is_system_path(in->session->report, path);
}

/* Where the user meets an error clang raised in a system header (the
 * compat header's stand-in for nvcc's "identifier is undefined in device
 * code", a toolkit header): the first of its notes in the user's code
 * ("in instantiation of ... requested here", "expanded from macro"), as
 * inline-PTX findings of system headers stand at the user's calls. The
 * error's own place when no note is. */
static struct nvc_loc user_place_of_error(const struct nvc_input_ctx *in,
                                          const struct clang_diags *d, size_t error)
{
    if (!in_system_header(in, d->items[error].loc.file))
        return d->items[error].loc;
    for (size_t i = error + 1; i < d->len && d->items[i].level == NVC_FE_NOTE; i++)
        if (d->items[i].loc.file && d->items[i].loc.line &&
            !in_system_header(in, d->items[i].loc.file))
            return d->items[i].loc;
    return d->items[error].loc;
}

/* Why archs[arch] did not compile: clang's first error. */
static struct arch_failure describe_failure(const struct nvc_input_ctx *in, unsigned arch,
                                            const struct clang_diags *d)
{
    struct arch_failure f = {.arch = arch, .errors = d->errors};
    for (size_t i = 0; i < d->len; i++)
        if (d->items[i].level == NVC_FE_ERROR) {
            const char *msg = d->items[i].msg;
            snprintf(f.first, sizeof f.first, "%.*s", (int)strcspn(msg, "\n"), msg);
            f.loc = d->items[i].loc;
            struct nvc_loc user = user_place_of_error(in, d, i);
            snprintf(f.file, sizeof f.file, "%s", user.file ? user.file : "");
            f.user_line = user.line;
            f.user_col = user.col;
            f.loc.file = f.loc.path = NULL;   /* the arena goes; lines are compared */
            break;
        }
    return f;
}

/* Whether an arch that failed before stopped on the same first error (its
 * clang errors are then not printed a second time). */
static bool failed_alike_before(const struct cuda_outcome *o, const struct arch_failure *now)
{
    for (unsigned i = 0; i < o->nfailed; i++)
        if (strcmp(o->failed[i].first, now->first) == 0 &&
            o->failed[i].loc.line == now->loc.line && o->failed[i].loc.col == now->loc.col)
            return true;
    return false;
}

static void appendf(char *buf, size_t cap, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static void appendf(char *buf, size_t cap, const char *fmt, ...)
{
    size_t used = strlen(buf);
    if (used + 1 >= cap)
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf + used, cap - used, fmt, ap);
    va_end(ap);
}

/* "sm_80, sm_90 (1 error)", or with counts that differ "sm_80 (1 error),
 * sm_90 (2 errors)". */
static void failed_archs_phrase(const struct nvc_input_ctx *in, const struct cuda_outcome *o,
                                char *buf, size_t cap)
{
    bool same = true;
    for (unsigned i = 1; i < o->nfailed; i++)
        same &= o->failed[i].errors == o->failed[0].errors;
    buf[0] = '\0';
    for (unsigned i = 0; i < o->nfailed; i++) {
        appendf(buf, cap, "%s%s", i ? ", " : "", in->archs[o->failed[i].arch]);
        if (!same || i + 1 == o->nfailed)
            appendf(buf, cap, " (%u error%s)", o->failed[i].errors,
                    o->failed[i].errors == 1 ? "" : "s");
    }
}

/* The failure with clang's first error, at the place clang gave (made
 * absolute: a scan worker runs in the TU's directory), or on the input
 * itself when clang gave none (a driver error). */
static void record_clang_error(const struct nvc_input_ctx *in, const char *input,
                               const struct cuda_outcome *o, const char *reason)
{
    const struct arch_failure *first = &o->failed[0];
    char path[PATH_MAX], archs[NVC_MAX_ARCHS * 10] = "";
    for (unsigned i = 0; i < o->nfailed; i++)
        appendf(archs, sizeof archs, "%s%s", i ? "," : "", in->archs[o->failed[i].arch]);
    struct nvc_failure f = {.file = in->display, .reason = reason, .archs = archs};
    if (first->first[0]) {
        f.clang_error = first->first;
        f.at.line = first->user_line;
        f.at.col = first->user_col;
        f.at.file = first->file[0] ? first->file : in->display;
        nvc_output_absolute(first->file[0] ? first->file : input, path, sizeof path);
        f.at.path = path;
        if (!first->file[0])
            f.at.line = f.at.col = 0;
    }
    nvc_report_add_failure(in->session->report, &f);
}

/* One line for the input, whatever number of its archs failed: the archs
 * that did not compile, clang's first error (of the first of them), and
 * with --verbose whether it is a known nvcc/clang dialect difference
 * (counted in the summary either way). An input checked for its other
 * archs says which, and counts as checked and as failed. */
static void compile_failed(const struct nvc_input_ctx *in, const char *input,
                           const struct cuda_outcome *o)
{
    const char *first = o->failed[0].first[0] ? o->failed[0].first : NULL;
    const char *dialect = nvc_compat_dialect_difference(first);
    char archs[NVC_MAX_ARCHS * 32], checked[NVC_MAX_ARCHS * 10] = "", reason[1400];
    failed_archs_phrase(in, o, archs, sizeof archs);
    for (unsigned a = 0; a < in->narchs; a++)
        if (o->checked & (1u << a))
            appendf(checked, sizeof checked, "%s%s", *checked ? ", " : "", in->archs[a]);
    if (o->checked)
        snprintf(reason, sizeof reason,
                 "does not compile for %s; not checked for %s (checked for %s)", archs,
                 o->nfailed == 1 ? in->archs[o->failed[0].arch] : "them", checked);
    else
        snprintf(reason, sizeof reason, "does not compile for %s; not checked", archs);
    if (first)
        appendf(reason, sizeof reason, ": %s", first);
    if (dialect && in->opts.verbose)
        appendf(reason, sizeof reason, " [known nvcc/clang dialect difference: %s]", dialect);
    in->session->report->files_failed_dialect += dialect != NULL;
    in->session->report->files_failed_partly += o->checked != 0;
    nvc_tool_error(in->display, "%s", reason);
    record_clang_error(in, input, o, reason);
}

/* A scan's preparation (nvc_session.cache_prepare_only): the arch's header
 * cache entry built now when it is missing, nothing compiled. */
static LLVMModuleRef prepare_cache_entry(const struct nvc_input_ctx *in,
                                         const struct nvc_fe_request *req,
                                         struct nvc_fe_cache *cache,
                                         const enum nvc_fe_cache_outcome *outcome,
                                         struct nvc_device_args *args)
{
    cache->build_now = cache->prepare_only = true;
    nvc_frontend_compile(req);
    in->session->cache_built += *outcome == NVC_FE_CACHE_BUILT;
    in->session->cache_found += *outcome == NVC_FE_CACHE_HIT;
    nvc_device_args_free(args);
    return NULL;
}

/* Compiles for archs[arch]; NULL when it does not compile (clang's errors
 * are printed, unless an arch before stopped on the same first error, and
 * the failure goes to `o`). `gated` gets a kernel the preprocessor skipped
 * on a macro only nvcc defines. The frontend may give *ctx a new context
 * (frontend.h). */
static LLVMModuleRef compile_cuda(const struct nvc_input_ctx *in, LLVMContextRef *ctx,
                                  const char *input, unsigned arch, const char *cuda,
                                  struct cuda_outcome *o, struct nvc_fe_gated_kernel *gated)
{
    struct nvc_device_args args;
    nvc_device_args_build(&args, input, in->archs[arch], cuda, in->args, in->nargs);
    struct clang_diags diags = {0};
    struct nvc_fe_cache cache;
    enum nvc_fe_cache_outcome outcome = NVC_FE_CACHE_UNUSED;
    struct nvc_fe_request req = {.clang_path = NVC_CLANG_PATH,
                                 .resource_dir = in->session->resource_dir,
                                 .args = args.argv,
                                 .nargs = args.argc,
                                 .ctx = ctx,
                                 .on_diag = collect_clang_diag,
                                 .user = &diags,
                                 .gated = gated,
                                 .cache = nvc_cache_for(&in->opts, &cache),
                                 .cache_outcome = &outcome};
    if (req.cache && in->session->cache_prepare_only)
        return prepare_cache_entry(in, &req, &cache, &outcome, &args);
    LLVMModuleRef m = nvc_frontend_compile(&req);
    struct arch_failure why = describe_failure(in, arch, &diags);
    if (m || !failed_alike_before(o, &why))
        print_clang_diags(in, &diags);
    if (!m)
        o->failed[o->nfailed++] = why;
    free(diags.items);
    nvc_arena_free(&diags.arena);
    nvc_device_args_free(&args);
    return m;
}

/* The note for a module that came out hollow: what nvcc compiles, clang
 * compiled to nothing. */
static void say_if_hollow(const struct nvc_input_ctx *in, LLVMModuleRef m, const char *arch,
                          const struct nvc_fe_gated_kernel *gated)
{
    if (!nvc_compat_module_is_hollow(m, gated))
        return;
    nvc_tool_note(in->display,
                  "no device code was generated for %s: is it gated on a macro clang does not "
                  "define? %s:%u defines a kernel under a condition on %s, which nvcc defines",
                  arch, gated->file, gated->line, gated->macro);
}

/* Every arch is compiled and checked on its own: one that does not compile
 * fails for itself, and the findings of the others stand (nvcc stops at the
 * first failing -gencode; the checker reports each). */
static void check_cuda(const struct nvc_input_ctx *in, const char *input)
{
    const char *cuda = cuda_path(in);
    if (!cuda) {
        char reason[2300];
        if (in->session->cuda.bad_env)
            snprintf(reason, sizeof reason,
                     "no CUDA toolkit: %s; set CUDA_PATH to a toolkit, unset it or pass "
                     "--cuda-path=DIR",
                     in->session->cuda.why);
        else
            snprintf(reason, sizeof reason,
                     "no CUDA toolkit found (tried %s); pass --cuda-path=DIR",
                     in->session->cuda.why);
        input_failed(in, input, reason);
        return;
    }
    if (!in->session->resource_ok) {
        char reason[9000];
        snprintf(reason, sizeof reason,
                 "clang's CUDA headers are missing: no "
                 "include/__clang_cuda_runtime_wrapper.h in %s (clang's resource directory, "
                 "from %s); on Debian and Ubuntu they are in the package %s",
                 in->session->resource_dir, in->session->resource_why,
                 nvc_clang_resource_package());
        input_failed(in, input, reason);
        return;
    }
    nvc_report_add_system_include_dirs(in->session->report, in->args, in->nargs);
    size_t first = in->session->report->nresults;
    struct cuda_outcome o = {0};
    for (unsigned arch = 0; arch < in->narchs; arch++) {
        LLVMContextRef ctx = LLVMContextCreate();
        struct nvc_fe_gated_kernel gated = {0};
        LLVMModuleRef m = compile_cuda(in, &ctx, input, arch, cuda, &o, &gated);
        bool keep = arch + 1 == in->narchs && leave_to_exit(in);   /* the last arch's */
        if (m) {
            say_if_hollow(in, m, in->archs[arch], &gated);
            verify_and_report(in, m, NULL, input, arch, first, true, o.checked == 0);
            o.checked |= 1u << arch;
            if (!keep)
                LLVMDisposeModule(m);
        }
        if (!keep)
            LLVMContextDispose(ctx);
    }
    if (o.checked) {
        nvc_report_end_input(in->session->report, first, in->archs, in->narchs, o.checked);
        finish_input(in, input, first);
        in->session->report->files_checked++;
        say_how_it_was_checked(in, o.checked);
    }
    if (o.nfailed)
        compile_failed(in, input, &o);
}

/* ---- the PTX ISA inline PTX is judged at ---------------------------------- */

/* What the clang arguments after `--` pin (0: nothing), as they pin it for
 * the compile of a clang command (ptx_isa.h). */
static unsigned pinned_after_dashdash(const struct nvc_input_ctx *in, const char **origin)
{
    struct nvc_ptx_pins pins = {0};
    for (int i = 0; i < in->nargs; i++)
        nvc_ptx_pins_take(&pins, in->args, in->nargs, &i);
    enum nvc_ptx_pin by;
    unsigned version = nvc_ptx_pins_version(&pins, &by);
    nvc_ptx_pins_free(&pins);
    *origin = by == NVC_PTX_PIN_CUDA_FEATURE ? "--cuda-feature after --"
                                             : "-Xclang -target-feature after --";
    return version;
}

/* --ptx-isa (or the configuration's PtxIsa) over everything; else the
 * compile command's version (`tu`: a scan's or the launcher's); else, for a
 * .cu given on the command line, what the clang arguments after `--` pin,
 * or nvcc 13's 9.0 (a .cu is most often built by nvcc); for IR, 0: the
 * module's own "+ptxNN". */
static void choose_ptx_isa(struct nvc_input_ctx *in, const struct nvc_translated *tu)
{
    const char *origin = NULL;
    unsigned version = 0;
    if (in->opts.ptx_isa) {
        version = in->opts.ptx_isa;
        origin = in->opts.ptx_isa_origin;
    } else if (tu) {
        version = tu->ptx_isa;
        origin = tu->ptx_isa_origin;
    } else if (in->cuda && !(version = pinned_after_dashdash(in, &origin))) {
        version = NVC_PTX_ISA_NVCC;
        origin = NVC_PTX_ISA_NVCC_ORIGIN;
    }
    in->ptx_isa = version;
    in->ptx_isa_origin = version ? origin : NULL;
}

/* The per-input context: the command line merged over the input's
 * configuration, its archs and compiler arguments, and the rules selected
 * for it, built once. False (counted as failed) when the configuration
 * cannot be read. */
static bool build_input(struct nvc_session *s, struct nvc_input_ctx *in, const char *input,
                        const char *display, bool cuda)
{
    *in = (struct nvc_input_ctx){
        .session = s, .path = input, .display = display ? display : input, .cuda = cuda};
    const struct nvc_config *c = NULL;
    if (s->configs && !nvc_config_for(s->configs, input, false, &c)) {
        s->report->files_failed++;
        return false;
    }
    nvc_config_merge(s->configs, c, s->cli, &in->opts);
    in->archs = in->opts.archs;
    in->narchs = in->opts.narchs;
    in->args = in->opts.plain_args;
    in->nargs = in->opts.nplain_args;
    choose_ptx_isa(in, NULL);
    return true;
}

void nvc_run_cuda_tu(struct nvc_session *s, const char *input, const char *display,
                     const struct nvc_translated *t)
{
    struct nvc_input_ctx in;
    s->current_input = input;
    s->current_display = display;
    if (!build_input(s, &in, input, display, true))
        return;
    in.archs = t->archs;   /* the compile command's, not the configuration's */
    in.narchs = t->narchs;
    in.args = t->args;
    in.nargs = t->nargs;
    in.compiler = t->compiler;
    choose_ptx_isa(&in, t);
    if (select_rules(&in))
        check_cuda(&in, input);
}

void nvc_maybe_crash_for_test(const char *file)
{
    const char *pattern = getenv("NVC_TEST_CRASH_WORKER");
    if (pattern && *pattern && strstr(file, pattern)) {
        signal(SIGSEGV, SIG_DFL);   /* a hard crash, past any sanitizer's handler */
        raise(SIGSEGV);
    }
}

/* The one piece of global state: LLVM's fatal-error handler has no user data. */
static struct nvc_session *fatal_session;

static void on_fatal_error(const char *reason)
{
    struct nvc_session *s = fatal_session;
    const char *input = s->current_input ? s->current_input : "(no input)";
    struct nvc_input_ctx in = {
        .session = s, .path = input, .display = s->current_display ? s->current_display : input};
    char why[600];
    snprintf(why, sizeof why, "clang/LLVM stopped with a fatal error (%s); not checked", reason);
    input_failed(&in, input, why);
    if (s->in_worker) {   /* the scan's parent reports and goes on */
        /* a scan worker's message records went out as the funnel said them
         * (scan_records.h); a single-file worker's report, failure included,
         * goes to its parent now */
        if (s->records) {
            nvc_records_write_report(s->records, s->report);
            fflush(s->records);
        }
        fflush(stderr);
        _Exit(NVC_WORKER_FATAL_EXIT);
    }
    if (s->inputs_after_current > 0) {
        nvc_tool_error(NULL, "the %d input%s after it %s not checked", s->inputs_after_current,
                       s->inputs_after_current == 1 ? "" : "s",
                       s->inputs_after_current == 1 ? "was" : "were");
        for (int i = s->cli->ninputs - s->inputs_after_current; i < s->cli->ninputs; i++)
            nvc_report_failed(s->report, s->cli->inputs[i],
                              "not checked: clang/LLVM stopped on an earlier input");
    }
    nvc_report_finish(s->report);
    int rc = nvc_output_write_all(s->report, nvc_report_exit_code(s->report));
    fflush(stdout);
    _Exit(rc);
}

void nvc_session_handle_fatal_errors(struct nvc_session *s)
{
    fatal_session = s;
    LLVMInstallFatalErrorHandler(on_fatal_error);
}

void nvc_run_input(struct nvc_session *s, const char *input)
{
    struct nvc_input_ctx in = {.session = s, .path = input, .display = input};
    s->current_input = input;
    s->current_display = NULL;
    enum input_kind kind;
    if (!classify_input(&in, input, &kind) ||
        !build_input(s, &in, input, NULL, kind == INPUT_CUDA))
        return;
    if (!select_rules(&in))
        return;
    if (kind == INPUT_CUDA)
        check_cuda(&in, input);
    else
        check_ir(&in, input);
}
