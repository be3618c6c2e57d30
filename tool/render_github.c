/* render_github.c: --format=github, GitHub Actions workflow commands
 * (docs.github.com, "Workflow commands for GitHub Actions"):
 *
 *   ::error file=src/a.cu,line=7,col=17,title=nvvm-param-space-overflow::message
 *
 * one line per finding (::warning, ::notice for the other severities), the
 * notes on further lines of the same message. GitHub turns these into
 * annotations on the pull request; it shows only a few per step, so SARIF is
 * the complete channel (docs/ci.md). Escaping follows the Actions toolkit:
 * data escapes '%', CR and LF; property values also ':' and ','. Other
 * control bytes are written as the text output writes them ("<U+001B>"),
 * so an IR name cannot send escape sequences to a log viewer. */
#include "output.h"
#include "render_text.h"

#include <limits.h>
#include <string.h>

static void escape(FILE *out, const char *s, bool property)
{
    for (; s && *s; s++) {
        switch (*s) {
        case '%':
            fputs("%25", out);
            break;
        case '\r':
            fputs("%0D", out);
            break;
        case '\n':
            fputs("%0A", out);
            break;
        case ':':
            property ? fputs("%3A", out) : fputc(':', out);
            break;
        case ',':
            property ? fputs("%2C", out) : fputc(',', out);
            break;
        default:   /* a control byte as the text output writes it: "<U+001B>" */
            nvc_text_is_control((unsigned char)*s) ? nvc_text_put_escaped(out, s, 1)
                                                   : (void)fputc(*s, out);
        }
    }
}

static const char *command(enum nvc_severity s)
{
    return s == NVC_SEV_ERROR ? "error" : s == NVC_SEV_WARNING ? "warning" : "notice";
}

/* "file=F,line=L,col=C" with the parts that are known. */
static void write_place(FILE *out, const struct nvc_render_ctx *c, const struct nvc_loc *loc)
{
    char buf[PATH_MAX];
    fputs("file=", out);
    escape(out, nvc_output_ci_path(c, loc, buf, sizeof buf), true);
    if (loc->line)
        fprintf(out, ",line=%u", loc->line);
    if (loc->line && loc->col)
        fprintf(out, ",col=%u", nvc_output_column_in_code_points(c, loc));
}

/* A note as a line of the message: "src/a.cu:7:41: note: parameter 'h' ...". */
static void write_note_line(FILE *out, const struct nvc_render_ctx *c, const struct nvc_loc *loc,
                            const char *text)
{
    char buf[PATH_MAX], line[PATH_MAX + 2048];
    const char *file = nvc_output_ci_path(c, loc, buf, sizeof buf);
    if (loc->line && loc->col)
        snprintf(line, sizeof line, "\n%s:%u:%u: note: %s", file, loc->line, loc->col, text);
    else if (loc->line)
        snprintf(line, sizeof line, "\n%s:%u: note: %s", file, loc->line, text);
    else
        snprintf(line, sizeof line, "\n%s: note: %s", file ? file : "", text);
    escape(out, line, false);
}

static void write_finding(FILE *out, const struct nvc_render_ctx *c, const struct nvc_result *d)
{
    fprintf(out, "::%s ", command(d->severity));
    write_place(out, c, &d->f->loc);
    fputs(",title=", out);
    escape(out, nvc_rules[d->f->rule].id, true);
    fputs("::", out);
    escape(out, d->f->msg, false);
    for (const struct nvc_finding_note *n = d->f->notes; n; n = n->next) {
        char text[2048];
        nvc_note_text(n, text, sizeof text);
        write_note_line(out, c, &n->loc, text);
    }
    if (d->arch_note)
        write_note_line(out, c, &d->f->loc, d->arch_note);
    fputc('\n', out);
}

/* A TU that does not compile is an error annotation at clang's first error,
 * titled as clang-tidy tags it, with the reason it was not checked as a
 * note on the TU. */
static void write_clang_error(FILE *out, const struct nvc_render_ctx *c,
                              const struct nvc_failure *f)
{
    struct nvc_loc tu = {f->file, f->file, 0, 0};
    fputs("::error ", out);
    write_place(out, c, &f->at);
    fputs(",title=" NVC_CLANG_ERROR_ID "::", out);
    escape(out, f->clang_error, false);
    write_note_line(out, c, &tu, f->reason);
    fputc('\n', out);
}

/* Any other input that could not be checked is an error annotation on that
 * file; the reason says "not checked" where the tool's message does, and is
 * prefixed with it where it does not ("No such file or directory"). */
static void write_failure(FILE *out, const struct nvc_render_ctx *c, const struct nvc_failure *f)
{
    if (f->clang_error) {
        write_clang_error(out, c, f);
        return;
    }
    struct nvc_loc loc = {f->file, f->file, 0, 0};
    fputs("::error ", out);
    write_place(out, c, &loc);
    fputs(",title=cuda-nvvmcheck::", out);
    if (!strstr(f->reason, "not checked"))
        escape(out, "not checked: ", false);
    escape(out, f->reason, false);
    fputc('\n', out);
}

void nvc_render_github_part(FILE *out, const struct nvc_render_ctx *c, size_t first, size_t end,
                            unsigned first_failure, unsigned end_failure)
{
    for (size_t i = first; i < end; i++)
        if (!c->r->results[i].suppressed)
            write_finding(out, c, &c->r->results[i]);
    for (unsigned i = first_failure; i < end_failure; i++)
        write_failure(out, c, &c->r->failures[i]);
}

void nvc_render_github(FILE *out, const struct nvc_render_ctx *c)
{
    nvc_render_github_part(out, c, 0, c->r->nresults, 0, c->r->files_failed);
}
