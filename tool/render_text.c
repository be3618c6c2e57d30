/* render_text.c: clang-style text (path:line:col: severity: message [rule-id],
 * source line with a line-number gutter, caret, notes as note: lines). */
#include "render_text.h"

#include "output.h"

#include <string.h>

static void print_snippet(FILE *out, struct nvc_source_cache *sources, const struct nvc_loc *loc)
{
    size_t len;
    const char *text = nvc_source_line(sources, loc->path, loc->line, &len);
    if (!text)
        return;
    fprintf(out, "%5u | %.*s\n", loc->line, (int)len, text);
    if (loc->col == 0 || loc->col > len + 1)
        return;
    fputs("      | ", out);
    for (unsigned i = 0; i + 1 < loc->col; i++)   /* keep tabs so the caret lines up */
        fputc(text[i] == '\t' ? '\t' : ' ', out);
    fputs("^\n", out);
}

static void render_line(FILE *out, struct nvc_source_cache *sources, const struct nvc_loc *loc,
                        const char *severity, const char *msg, const char *suffix, bool snippet)
{
    const char *file = loc->file ? loc->file : "<unknown>";
    if (loc->line && loc->col)
        fprintf(out, "%s:%u:%u: ", file, loc->line, loc->col);
    else if (loc->line)
        fprintf(out, "%s:%u: ", file, loc->line);
    else
        fprintf(out, "%s: ", file);
    fprintf(out, "%s: %s%s\n", severity, msg, suffix ? suffix : "");
    if (loc->line && snippet)
        print_snippet(out, sources, loc);
}

void nvc_render_located(FILE *out, struct nvc_source_cache *sources, const struct nvc_loc *loc,
                        const char *severity, const char *msg, const char *suffix)
{
    render_line(out, sources, loc, severity, msg, suffix, true);
}

static bool same_place(const struct nvc_loc *a, const struct nvc_loc *b)
{
    return a->line == b->line && a->col == b->col && a->file && b->file &&
           strcmp(a->file, b->file) == 0;
}

/* With several archs, which of them the finding was found for. */
static void render_arch_note(FILE *out, const struct nvc_report *r, const struct nvc_result *d)
{
    if (d->arch_note)
        render_line(out, r->sources, &d->f->loc, "note", d->arch_note, NULL, false);
}

static void render_diag(FILE *out, const struct nvc_report *r, const struct nvc_result *d)
{
    char suffix[128];
    /* clang-tidy's tag for a promoted warning */
    snprintf(suffix, sizeof suffix, " [%s%s]", nvc_rules[d->f->rule].id,
             d->warning_as_error ? ",-warnings-as-errors" : "");
    nvc_render_located(out, r->sources, &d->f->loc, nvc_severity_name(d->severity), d->f->msg,
                       suffix);
    for (const struct nvc_finding_note *n = d->f->notes; n; n = n->next) {
        char text[2048];
        nvc_note_text(n, text, sizeof text);
        /* a note at the finding's own place would repeat its snippet */
        render_line(out, r->sources, &n->loc, "note", text, NULL,
                    !same_place(&n->loc, &d->f->loc));
    }
    render_arch_note(out, r, d);
}

static void count_part(char *buf, size_t cap, size_t n, const char *what)
{
    size_t used = strlen(buf);
    if (n)
        snprintf(buf + used, cap - used, "%s%zu %s%s", used ? ", " : "", n, what,
                 n == 1 ? "" : "s");
}

/* " (1 for some archs only, 1 by a known nvcc/clang dialect difference)":
 * of the inputs that could not be checked, those checked for their other
 * archs (counted as checked too), and those stopped by a known dialect
 * difference. */
static void render_failed_detail(FILE *out, const struct nvc_report *r)
{
    if (r->files_failed_partly)
        fprintf(out, " (%u for some archs only", r->files_failed_partly);
    if (r->files_failed_dialect)
        fprintf(out, "%s%u by a known nvcc/clang dialect difference",
                r->files_failed_partly ? ", " : " (", r->files_failed_dialect);
    if (r->files_failed_partly || r->files_failed_dialect)
        fputc(')', out);
}

static void render_summary(FILE *out, const struct nvc_report *r)
{
    struct nvc_report_counts n = nvc_report_count(r);
    char counts[128] = "";
    count_part(counts, sizeof counts, n.errors, "error");
    count_part(counts, sizeof counts, n.warnings, "warning");
    count_part(counts, sizeof counts, n.notes, "note");
    if (n.suppressed) {   /* "3 suppressed", never "3 suppresseds" */
        size_t used = strlen(counts);
        snprintf(counts + used, sizeof counts - used, "%s%zu suppressed", used ? ", " : "",
                 n.suppressed);
    }
    fprintf(out, "%s in %u %s%s", counts[0] ? counts : "no findings", r->files_checked, r->unit,
            r->files_checked == 1 ? "" : "s");
    if (r->hidden_in_system_headers && r->hidden_by_header_filter)
        fprintf(out, " (%zu in system headers not shown, %zu hidden by --header-filter)",
                r->hidden_in_system_headers, r->hidden_by_header_filter);
    else if (r->hidden_in_system_headers)
        fprintf(out, " (%zu in system headers not shown)", r->hidden_in_system_headers);
    else if (r->hidden_by_header_filter)
        fprintf(out, " (%zu hidden by --header-filter)", r->hidden_by_header_filter);
    if (r->files_failed)
        fprintf(out, "; %u %s%s could not be checked", r->files_failed, r->unit,
                r->files_failed == 1 ? "" : "s");
    render_failed_detail(out, r);
    if (r->elapsed > 0)
        fprintf(out, " [%.1f s]", r->elapsed);
    fputc('\n', out);
}

void nvc_render_text(FILE *out, const struct nvc_report *r)
{
    for (size_t i = 0; i < r->nresults; i++)
        if (!r->results[i].suppressed)
            render_diag(out, r, &r->results[i]);
    render_summary(out, r);
}
