/* report.c: merging and ordering findings.
 *
 * Output is sorted by file, line, column and rule id, then by the order the
 * verifier found them in, so it is the same for every run. */
#include "report.h"

#include "gate.h"
#include "tidy_cli.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void nvc_report_init(struct nvc_report *r, const struct nvc_options *opts)
{
    memset(r, 0, sizeof *r);
    r->opts = opts;
    r->sources = nvc_source_cache_new();
    r->unit = "file";
    /* C/C++ system headers; clang's own headers and the CUDA toolkit are
     * added by inputs.c, which knows where they are. */
    nvc_report_add_system_dir(r, "/usr/include/");
    nvc_report_add_system_dir(r, "/usr/lib/gcc/");
}

void nvc_report_add_system_dir(struct nvc_report *r, const char *dir)
{
    for (unsigned i = 0; i < r->nsystem_dirs; i++)
        if (strcmp(r->system_dirs[i], dir) == 0)
            return;
    if (r->nsystem_dirs < sizeof r->system_dirs / sizeof *r->system_dirs)
        r->system_dirs[r->nsystem_dirs++] = dir;
}

static bool under_system_dir(const struct nvc_report *r, const char *path)
{
    for (unsigned i = 0; path && i < r->nsystem_dirs; i++)
        if (strncmp(path, r->system_dirs[i], strlen(r->system_dirs[i])) == 0)
            return true;
    return false;
}

/* "DIR" of `-isystem DIR`, `-isystemDIR`, `-idirafter DIR`, `-idirafterDIR`. */
static const char *system_include_dir(const char *const *args, int nargs, int *i)
{
    static const char *const flags[] = {"-isystem", "-idirafter"};
    for (size_t k = 0; k < sizeof flags / sizeof *flags; k++) {
        size_t n = strlen(flags[k]);
        if (strncmp(args[*i], flags[k], n) != 0)
            continue;
        if (args[*i][n])
            return args[*i] + n;
        return *i + 1 < nargs ? args[++*i] : NULL;
    }
    return NULL;
}

void nvc_report_add_system_include_dirs(struct nvc_report *r, const char *const *args, int nargs)
{
    for (int i = 0; i < nargs; i++) {
        const char *dir = system_include_dir(args, nargs, &i);
        char resolved[PATH_MAX];
        if (dir && realpath(dir, resolved))
            nvc_report_add_system_dir(r, nvc_arena_printf(&r->arena, "%s/", resolved));
    }
}

/* As spelled, or with symlinks and ../ resolved (-isystem dirs are added
 * canonical; debug info spells "inc/../inc/k.cuh" as the include did). */
bool nvc_report_is_system_path(const void *report, const char *path)
{
    const struct nvc_report *r = report;
    if (under_system_dir(r, path))
        return true;
    char resolved[PATH_MAX];
    return path && realpath(path, resolved) && under_system_dir(r, resolved);
}

/* Users cannot change these headers: a finding there (clang's cuda_wrappers
 * define operator new with nobuiltin, say) is not theirs to fix. srcmap has
 * already moved the inline-PTX findings that user code reaches to the
 * user's calls (nvc_report_srcmap_options). */
static bool in_system_header(const struct nvc_report *r, const struct nvc_finding *f)
{
    return !r->opts->system_headers && nvc_report_is_system_path(r, f->loc.path);
}

struct nvc_srcmap_options nvc_report_srcmap_options(const struct nvc_report *r)
{
    return (struct nvc_srcmap_options){nvc_report_is_system_path, r, false};
}

static int strcmp0(const char *a, const char *b)
{
    return strcmp(a ? a : "", b ? b : "");
}

static bool same_loc(const struct nvc_loc *a, const struct nvc_loc *b)
{
    return a->line == b->line && a->col == b->col && strcmp0(a->file, b->file) == 0;
}

static bool same_notes(const struct nvc_finding_note *a, const struct nvc_finding_note *b)
{
    for (; a && b; a = a->next, b = b->next)
        if (!same_loc(&a->loc, &b->loc) || strcmp0(a->msg, b->msg) != 0 ||
            strcmp0(a->subject, b->subject) != 0)
            return false;
    return a == b;
}

static bool same_finding(const struct nvc_finding *a, const struct nvc_finding *b)
{
    return a->rule == b->rule && a->severity == b->severity && same_loc(&a->loc, &b->loc) &&
           strcmp(a->msg, b->msg) == 0 && same_notes(a->notes, b->notes);
}

/* Findings of the current input start at `first`; only those can be the same
 * finding seen for another arch, and each pairs with one finding per arch
 * (two identical findings of one module stay two). */
static struct nvc_result *find_same(struct nvc_report *r, size_t first,
                                    const struct nvc_finding *f, unsigned arch)
{
    for (size_t i = first; i < r->nresults; i++)
        if (!(r->results[i].archs & (1u << arch)) && same_finding(r->results[i].f, f))
            return &r->results[i];
    return NULL;
}

/* The report owns the list from now on (its arena holds the findings). */
void nvc_report_keep_list(struct nvc_report *r, struct nvc_finding_list *list)
{
    r->lists = nvc_grow(r->lists, &r->caplists, r->nlists, sizeof *r->lists);
    r->lists[r->nlists++] = list;
}

static struct nvc_result *append(struct nvc_report *r, const struct nvc_result *res)
{
    r->results = nvc_grow(r->results, &r->capresults, r->nresults, sizeof *r->results);
    struct nvc_result *added = &r->results[r->nresults];
    *added = *res;
    added->seq = r->nresults++;
    return added;
}

void nvc_report_add(struct nvc_report *r, struct nvc_finding_list *list, unsigned arch,
                    size_t input_first, bool first_checked)
{
    nvc_report_keep_list(r, list);
    for (size_t i = 0; i < list->len; i++) {
        const struct nvc_finding *f = list->items[i];
        if (in_system_header(r, f)) {
            if (first_checked)   /* count each once, not once per arch */
                r->hidden_in_system_headers++;
            continue;
        }
        struct nvc_result *seen = find_same(r, input_first, f, arch);
        if (seen) {
            seen->archs |= 1u << arch;
            continue;
        }
        append(r, &(struct nvc_result){.f = f, .severity = f->severity, .archs = 1u << arch});
    }
}

void nvc_report_promote(struct nvc_report *r, size_t first, const struct nvc_rule_set *rules)
{
    for (size_t i = first; i < r->nresults; i++) {
        struct nvc_result *res = &r->results[i];
        if (res->severity == NVC_SEV_WARNING && rules->on[res->f->rule]) {
            res->severity = NVC_SEV_ERROR;
            res->warning_as_error = true;
        }
    }
}

/* "sm_75<sep>sm_90": the archs of bit set `archs`. */
static void arch_list(char *buf, size_t cap, unsigned archs, const char *const *names, unsigned n,
                      const char *sep)
{
    buf[0] = '\0';
    for (unsigned k = 0; k < n; k++)
        if (archs & (1u << k)) {
            size_t used = strlen(buf);
            snprintf(buf + used, cap - used, "%s%s", used ? sep : "", names[k]);
        }
}

void nvc_report_end_input(struct nvc_report *r, size_t input_first, const char *const *archs,
                          unsigned narchs, unsigned checked)
{
    char unchecked[256];
    arch_list(unchecked, sizeof unchecked, ~checked, archs, narchs, ", ");
    for (size_t i = input_first; i < r->nresults; i++) {
        struct nvc_result *d = &r->results[i];
        char list[256];
        arch_list(list, sizeof list, d->archs, archs, narchs, ",");
        d->arch_names = nvc_arena_strdup(&r->arena, list);
        if (narchs < 2)
            continue;
        arch_list(list, sizeof list, d->archs, archs, narchs, ", ");
        d->arch_note = nvc_arena_printf(&r->arena, "found %swhen compiling for %s%s%s%s",
                                        d->archs == checked ? "" : "only ", list,
                                        *unchecked ? " (not checked for " : "", unchecked,
                                        *unchecked ? ": does not compile)" : "");
    }
}

void nvc_report_add_result(struct nvc_report *r, const struct nvc_result *res)
{
    append(r, res);
}

void nvc_report_add_unique(struct nvc_report *r, const struct nvc_result *res)
{
    for (size_t k = 0; k < r->nresults; k++)
        if (same_finding(r->results[k].f, res->f))
            return;
    append(r, res);
}

/* Canonical path (symlinks and ../ resolved) when the file exists. */
static bool canonical(const char *path, char out[PATH_MAX])
{
    return path && realpath(path, out);
}

void nvc_report_hide_headers(struct nvc_report *r, size_t first, const regex_t *re,
                             const regex_t *exclude, const char *main_file)
{
    char main_path[PATH_MAX], path[PATH_MAX];
    bool have_main = canonical(main_file, main_path);
    size_t kept = first;
    for (size_t i = first; i < r->nresults; i++) {
        const struct nvc_loc *loc = &r->results[i].f->loc;
        bool header = loc->path && canonical(loc->path, path) &&
                      !(have_main && strcmp(path, main_path) == 0);
        if (header && ((re && regexec(re, path, 0, NULL, 0) != 0) ||
                       (exclude && regexec(exclude, path, 0, NULL, 0) == 0)))
            r->hidden_by_header_filter++;
        else
            r->results[kept++] = r->results[i];
    }
    r->nresults = kept;
}

void nvc_report_hide_lines(struct nvc_report *r, size_t first,
                           const struct nvc_line_filter *filter)
{
    if (!filter)
        return;
    size_t kept = first;
    for (size_t i = first; i < r->nresults; i++) {
        const struct nvc_loc *loc = &r->results[i].f->loc;
        if (nvc_line_filter_passes(filter, loc->path ? loc->path : loc->file, loc->line))
            r->results[kept++] = r->results[i];
        else
            r->hidden_by_line_filter++;
    }
    r->nresults = kept;
}

static const struct nvc_finding *renamed_copy(struct nvc_arena *a, const struct nvc_finding *f,
                                              nvc_loc_rename_fn *rename, void *user)
{
    struct nvc_finding *copy = nvc_arena_alloc(a, sizeof *copy);
    *copy = *f;
    rename(user, a, &copy->loc);
    struct nvc_finding_note **tail = &copy->notes;
    for (const struct nvc_finding_note *n = f->notes; n; n = n->next) {
        struct nvc_finding_note *nc = nvc_arena_alloc(a, sizeof *nc);
        *nc = *n;
        nc->next = NULL;
        rename(user, a, &nc->loc);
        *tail = nc;
        tail = &nc->next;
    }
    return copy;
}

void nvc_report_rename_files(struct nvc_report *r, size_t first, nvc_loc_rename_fn *rename,
                             void *user)
{
    for (size_t i = first; i < r->nresults; i++)
        r->results[i].f = renamed_copy(&r->arena, r->results[i].f, rename, user);
}

static int compare_results(const void *pa, const void *pb)
{
    const struct nvc_result *ra = pa, *rb = pb;
    const struct nvc_finding *a = ra->f, *b = rb->f;
    int c = strcmp0(a->loc.file, b->loc.file);
    if (c)
        return c;
    if (a->loc.line != b->loc.line)
        return a->loc.line < b->loc.line ? -1 : 1;
    if (a->loc.col != b->loc.col)
        return a->loc.col < b->loc.col ? -1 : 1;
    c = strcmp(nvc_rules[a->rule].id, nvc_rules[b->rule].id);
    if (c)
        return c;
    /* then the order the verifier met them in: module order, which keeps
     * findings without a location (IR without -g) readable */
    return ra->seq < rb->seq ? -1 : ra->seq > rb->seq;
}

void nvc_report_sort_from(struct nvc_report *r, size_t first)
{
    if (r->nresults > first + 1)
        qsort(r->results + first, r->nresults - first, sizeof *r->results, compare_results);
}

void nvc_report_finish(struct nvc_report *r)
{
    if (r->nresults > 1)
        qsort(r->results, r->nresults, sizeof *r->results, compare_results);
    nvc_gate_apply(r);   /* --diff, --baseline */
}

void nvc_report_failed(struct nvc_report *r, const char *file, const char *reason)
{
    nvc_report_add_failure(r, &(struct nvc_failure){.file = file, .reason = reason});
}

static const char *copy_or_null(struct nvc_arena *a, const char *s)
{
    return s ? nvc_arena_strdup(a, s) : NULL;
}

void nvc_report_add_failure(struct nvc_report *r, const struct nvc_failure *f)
{
    r->failures = nvc_grow(r->failures, &r->capfailures, r->files_failed, sizeof *r->failures);
    struct nvc_failure *to = &r->failures[r->files_failed++];
    *to = (struct nvc_failure){
        .file = nvc_arena_strdup(&r->arena, f->file ? f->file : "(no input)"),
        .reason = nvc_arena_strdup(&r->arena, f->reason ? f->reason : ""),
        .clang_error = copy_or_null(&r->arena, f->clang_error),
        .at = {copy_or_null(&r->arena, f->at.file), copy_or_null(&r->arena, f->at.path),
               f->at.line, f->at.col},
        .archs = copy_or_null(&r->arena, f->archs),
        .unit = f->unit};
}

size_t nvc_report_count_clang_errors(const struct nvc_report *r)
{
    size_t n = 0;
    for (unsigned i = 0; i < r->files_failed; i++)
        n += r->failures[i].clang_error != NULL;
    return n;
}

struct nvc_report_counts nvc_report_count(const struct nvc_report *r)
{
    struct nvc_report_counts c = {0};
    for (size_t i = 0; i < r->nresults; i++) {
        const struct nvc_result *d = &r->results[i];
        if (d->suppressed)
            c.suppressed++;
        else if (d->severity == NVC_SEV_ERROR)
            c.errors++;
        else if (d->severity == NVC_SEV_WARNING)
            c.warnings++;
        else
            c.notes++;
    }
    return c;
}

/* 1 when any error-level finding exists (suppressed ones do not count), else
 * 2 when an input could not be checked, else 0. Findings win: they are the
 * answer the user asked for, and the failure was printed on stderr. */
int nvc_report_exit_code(const struct nvc_report *r)
{
    if (nvc_report_count(r).errors)
        return 1;
    return r->files_failed ? 2 : 0;
}

void nvc_report_free(struct nvc_report *r)
{
    for (size_t i = 0; i < r->nlists; i++) {
        nvc_finding_list_free(r->lists[i]);
        free(r->lists[i]);
    }
    free(r->lists);
    free(r->results);
    free(r->failures);
    free(r->fingerprints);
    nvc_arena_free(&r->arena);
    nvc_source_cache_free(r->sources);
    memset(r, 0, sizeof *r);
}
