/* render_text.c: clang-style text (path:line:col: severity: message [rule-id],
 * source line with a line-number gutter, caret, notes as note: lines). */
#include "render_text.h"

#include "output.h"
#include "tidy_cli.h"

#include <string.h>

/* clang 22's diagnostic colours (measured from `clang -fcolor-diagnostics`
 * and clang-tidy 22 --use-color through `cat -v`): the location bold, the
 * severity bold in its colour, the message bold (a note's plain), the
 * source line closed by a reset, the caret line bold green with its reset
 * after the newline. No colour: the same text without escapes. */
#define SGR_RESET "\033[0m"
#define SGR_BOLD "\033[1m"
#define SGR_CARET "\033[0;1;32m"

static const char *severity_colour(const char *severity)
{
    if (strcmp(severity, "error") == 0)
        return "\033[0;1;31m";
    if (strcmp(severity, "warning") == 0)
        return "\033[0;1;35m";
    return "\033[0;1;36m";   /* note */
}

bool nvc_text_is_control(unsigned char c)
{
    return (c < 0x20 && c != '\t' && c != '\n') || c == 0x7F;
}

void nvc_text_put_escaped(FILE *out, const char *s, size_t n)
{
    if (!s)
        return;
    if (n == (size_t)-1)
        n = strlen(s);
    for (size_t i = 0; i < n; i++)
        if (nvc_text_is_control((unsigned char)s[i]))
            fprintf(out, "<U+%04X>", (unsigned)(unsigned char)s[i]);
        else
            fputc(s[i], out);
}

static void print_snippet(FILE *out, struct nvc_source_cache *sources, const struct nvc_loc *loc,
                          bool colour)
{
    size_t len;
    const char *text = nvc_source_line(sources, loc->path, loc->line, &len);
    if (!text)
        return;
    fprintf(out, "%5u | ", loc->line);
    nvc_text_put_escaped(out, text, len);
    fprintf(out, "%s\n", colour ? SGR_RESET : "");
    if (loc->col == 0 || loc->col > len + 1)
        return;
    fprintf(out, "      | %s", colour ? SGR_CARET : "");
    /* keep tabs, and the width of an escaped byte, so the caret lines up */
    for (unsigned i = 0; i + 1 < loc->col; i++)
        if (nvc_text_is_control((unsigned char)text[i]))
            fprintf(out, "%*s", NVC_TEXT_ESCAPE_WIDTH, "");
        else
            fputc(text[i] == '\t' ? '\t' : ' ', out);
    fprintf(out, "^\n%s", colour ? SGR_RESET : "");
}

static void render_line(FILE *out, struct nvc_source_cache *sources, const struct nvc_loc *loc,
                        const char *severity, const char *msg, const char *suffix, bool snippet,
                        bool colour)
{
    fputs(colour ? SGR_BOLD : "", out);
    nvc_text_put_escaped(out, loc->file ? loc->file : "<unknown>", (size_t)-1);
    if (loc->line && loc->col)
        fprintf(out, ":%u:%u: ", loc->line, loc->col);
    else if (loc->line)
        fprintf(out, ":%u: ", loc->line);
    else
        fputs(": ", out);
    if (colour)
        fprintf(out, SGR_RESET "%s%s: " SGR_RESET "%s", severity_colour(severity), severity,
                strcmp(severity, "note") == 0 ? "" : SGR_BOLD);
    else
        fprintf(out, "%s: ", severity);
    nvc_text_put_escaped(out, msg, (size_t)-1);
    nvc_text_put_escaped(out, suffix, (size_t)-1);
    fprintf(out, "%s\n", colour ? SGR_RESET : "");
    if (loc->line && snippet)
        print_snippet(out, sources, loc, colour);
}

void nvc_render_located(FILE *out, struct nvc_source_cache *sources, const struct nvc_loc *loc,
                        const char *severity, const char *msg, const char *suffix)
{
    render_line(out, sources, loc, severity, msg, suffix, true, false);
}

static bool same_place(const struct nvc_loc *a, const struct nvc_loc *b)
{
    return a->line == b->line && a->col == b->col && a->file && b->file &&
           strcmp(a->file, b->file) == 0;
}

/* With several archs, which of them the finding was found for. */
static void render_arch_note(FILE *out, const struct nvc_report *r, const struct nvc_result *d,
                             bool colour)
{
    if (d->arch_note)
        render_line(out, r->sources, &d->f->loc, "note", d->arch_note, NULL, false, colour);
}

static void render_diag(FILE *out, const struct nvc_report *r, const struct nvc_result *d,
                        bool colour)
{
    char suffix[128];
    /* clang-tidy's tag for a promoted warning */
    snprintf(suffix, sizeof suffix, " [%s%s]", nvc_rules[d->f->rule].id,
             d->warning_as_error ? ",-warnings-as-errors" : "");
    render_line(out, r->sources, &d->f->loc, nvc_severity_name(d->severity), d->f->msg, suffix,
                true, colour);
    for (const struct nvc_finding_note *n = d->f->notes; n; n = n->next) {
        char text[2048];
        nvc_note_text(n, text, sizeof text);
        /* a note at the finding's own place would repeat its snippet */
        render_line(out, r->sources, &n->loc, "note", text, NULL, !same_place(&n->loc, &d->f->loc),
                    colour);
    }
    render_arch_note(out, r, d, colour);
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

/* " (2 in system headers not shown, 1 hidden by --header-filter, 1 hidden
 * by --line-filter)": what was found and not shown, and why. */
static void render_hidden(FILE *out, const struct nvc_report *r)
{
    const struct {
        size_t n;
        const char *why;
    } parts[] = {
        {r->hidden_in_system_headers, "in system headers not shown"},
        {r->hidden_by_header_filter, "hidden by --header-filter"},
        {r->hidden_by_line_filter, "hidden by --line-filter"},
    };
    bool any = false;
    for (size_t i = 0; i < sizeof parts / sizeof *parts; i++)
        if (parts[i].n) {
            fprintf(out, "%s%zu %s", any ? ", " : " (", parts[i].n, parts[i].why);
            any = true;
        }
    if (any)
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
    render_hidden(out, r);
    if (r->files_failed)
        fprintf(out, "; %u %s%s could not be checked", r->files_failed, r->unit,
                r->files_failed == 1 ? "" : "s");
    render_failed_detail(out, r);
    fputc('\n', out);
}

/* A TU that does not compile, as clang-tidy reports it: clang's first error
 * tagged [clang-diagnostic-error] (its source line and caret are already on
 * stderr, with clang's other errors). */
static void render_clang_errors(FILE *out, const struct nvc_report *r, unsigned first,
                                unsigned end, bool colour)
{
    for (unsigned i = first; i < end; i++)
        if (r->failures[i].clang_error)
            render_line(out, r->sources, &r->failures[i].at, "error", r->failures[i].clang_error,
                        " [" NVC_CLANG_ERROR_ID "]", false, colour);
}

void nvc_render_text_results(FILE *out, const struct nvc_report *r, size_t first, size_t end)
{
    bool colour = nvc_use_color(r->opts, out);   /* --use-color, NO_COLOR, a terminal */
    for (size_t i = first; i < end; i++)
        if (!r->results[i].suppressed)
            render_diag(out, r, &r->results[i], colour);
}

void nvc_render_text_failures(FILE *out, const struct nvc_report *r, unsigned first, unsigned end)
{
    render_clang_errors(out, r, first, end, nvc_use_color(r->opts, out));
}

void nvc_render_text_summary(FILE *out, const struct nvc_report *r)
{
    render_summary(out, r);
}

void nvc_render_text(FILE *out, const struct nvc_report *r)
{
    nvc_render_text_results(out, r, 0, r->nresults);
    nvc_render_text_failures(out, r, 0, r->files_failed);
    render_summary(out, r);
}
