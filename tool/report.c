/* report.c: merging and ordering findings.
 *
 * Output is sorted by file, line, column and rule id, then by the order the
 * verifier found them in, so it is the same for every run. */
#include "report.h"

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

/* Users cannot change these headers: a finding there (clang's cuda_wrappers
 * define operator new with nobuiltin, say) is not theirs to fix. */
static bool in_system_header(const struct nvc_report *r, const struct nvc_diag *d)
{
    const char *path = d->loc.path;
    for (unsigned i = 0; path && i < r->nsystem_dirs; i++)
        if (strncmp(path, r->system_dirs[i], strlen(r->system_dirs[i])) == 0)
            return true;
    return false;
}

static int strcmp0(const char *a, const char *b)
{
    return strcmp(a ? a : "", b ? b : "");
}

static bool same_loc(const struct nvc_loc *a, const struct nvc_loc *b)
{
    return a->line == b->line && a->col == b->col && strcmp0(a->file, b->file) == 0;
}

static bool same_notes(const struct nvc_note *a, const struct nvc_note *b)
{
    for (; a && b; a = a->next, b = b->next)
        if (!same_loc(&a->loc, &b->loc) || strcmp0(a->msg, b->msg) != 0 ||
            strcmp0(a->subject, b->subject) != 0)
            return false;
    return a == b;
}

static bool same_finding(const struct nvc_diag *a, const struct nvc_diag *b)
{
    return a->rule == b->rule && a->severity == b->severity && same_loc(&a->loc, &b->loc) &&
           strcmp(a->msg, b->msg) == 0 && same_notes(a->notes, b->notes);
}

/* Findings of the current input start at `first`; only those can be the same
 * finding seen for another arch, and each pairs with one finding per arch
 * (two identical findings of one module stay two). */
static struct nvc_diag *find_same(struct nvc_report *r, size_t first, const struct nvc_diag *d,
                                  unsigned arch)
{
    for (size_t i = first; i < r->ndiags; i++)
        if (!(r->diags[i]->archs & (1u << arch)) && same_finding(r->diags[i], d))
            return r->diags[i];
    return NULL;
}

/* The report owns the list from now on (its arena holds the findings). */
static void keep_list(struct nvc_report *r, struct nvc_diag_list *list)
{
    r->lists = nvc_grow(r->lists, &r->caplists, r->nlists, sizeof *r->lists);
    r->lists[r->nlists++] = list;
}

static void append(struct nvc_report *r, struct nvc_diag *d)
{
    d->seq = r->ndiags;
    r->diags = nvc_grow(r->diags, &r->capdiags, r->ndiags, sizeof *r->diags);
    r->diags[r->ndiags++] = d;
}

void nvc_report_add(struct nvc_report *r, struct nvc_diag_list *list, unsigned arch,
                    size_t input_first)
{
    keep_list(r, list);
    for (size_t i = 0; i < list->len; i++) {
        struct nvc_diag *d = list->items[i];
        if (in_system_header(r, d)) {
            if (arch == 0)   /* count each once, not once per arch */
                r->hidden_in_system_headers++;
            continue;
        }
        struct nvc_diag *seen = find_same(r, input_first, d, arch);
        if (seen) {
            seen->archs |= 1u << arch;
            continue;
        }
        d->archs = 1u << arch;
        append(r, d);
    }
}

/* "sm_75<sep>sm_90": the archs of bit set `archs`. */
static void arch_list(char *buf, size_t cap, unsigned archs, const char *const *names,
                      unsigned n, const char *sep)
{
    buf[0] = '\0';
    for (unsigned k = 0; k < n; k++)
        if (archs & (1u << k)) {
            size_t used = strlen(buf);
            snprintf(buf + used, cap - used, "%s%s", used ? sep : "", names[k]);
        }
}

void nvc_report_end_input(struct nvc_report *r, size_t input_first, const char *const *archs,
                          unsigned narchs)
{
    unsigned all = (1u << narchs) - 1;
    for (size_t i = input_first; i < r->ndiags; i++) {
        struct nvc_diag *d = r->diags[i];
        char list[256];
        arch_list(list, sizeof list, d->archs, archs, narchs, ",");
        d->arch_names = nvc_arena_strdup(&r->arena, list);
        if (narchs < 2)
            continue;
        arch_list(list, sizeof list, d->archs, archs, narchs, ", ");
        d->arch_note = nvc_arena_printf(&r->arena, "found %swhen compiling for %s",
                                        d->archs == all ? "" : "only ", list);
    }
}

void nvc_report_add_unique(struct nvc_report *r, struct nvc_diag_list *list)
{
    keep_list(r, list);
    for (size_t i = 0; i < list->len; i++) {
        struct nvc_diag *d = list->items[i];
        bool seen = false;
        for (size_t k = 0; k < r->ndiags && !seen; k++)
            seen = same_finding(r->diags[k], d);
        if (!seen)
            append(r, d);
    }
}

/* Canonical path (symlinks and ../ resolved) when the file exists. */
static bool canonical(const char *path, char out[PATH_MAX])
{
    return path && realpath(path, out);
}

void nvc_report_hide_headers(struct nvc_report *r, size_t first, const regex_t *re,
                             const char *main_file)
{
    char main_path[PATH_MAX], path[PATH_MAX];
    bool have_main = canonical(main_file, main_path);
    size_t kept = first;
    for (size_t i = first; i < r->ndiags; i++) {
        struct nvc_diag *d = r->diags[i];
        bool header = d->loc.path && canonical(d->loc.path, path) &&
                      !(have_main && strcmp(path, main_path) == 0);
        if (header && regexec(re, path, 0, NULL, 0) != 0)
            r->hidden_by_header_filter++;
        else
            r->diags[kept++] = d;
    }
    r->ndiags = kept;
}

static int compare_diags(const void *pa, const void *pb)
{
    const struct nvc_diag *a = *(struct nvc_diag *const *)pa, *b = *(struct nvc_diag *const *)pb;
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
    return a->seq < b->seq ? -1 : a->seq > b->seq;
}

void nvc_report_finish(struct nvc_report *r)
{
    if (r->ndiags > 1)
        qsort(r->diags, r->ndiags, sizeof *r->diags, compare_diags);
}

void nvc_report_failed(struct nvc_report *r, const char *file, const char *reason)
{
    r->failures = nvc_grow(r->failures, &r->capfailures, r->files_failed, sizeof *r->failures);
    r->failures[r->files_failed++] = (struct nvc_failure){
        nvc_arena_strdup(&r->arena, file ? file : "(no input)"),
        nvc_arena_strdup(&r->arena, reason ? reason : "")};
}

struct nvc_report_counts nvc_report_count(const struct nvc_report *r)
{
    struct nvc_report_counts c = {0};
    for (size_t i = 0; i < r->ndiags; i++) {
        const struct nvc_diag *d = r->diags[i];
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
        nvc_diag_list_free(r->lists[i]);
        free(r->lists[i]);
    }
    free(r->lists);
    free(r->diags);
    free(r->failures);
    nvc_arena_free(&r->arena);
    nvc_source_cache_free(r->sources);
    memset(r, 0, sizeof *r);
}
