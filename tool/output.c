/* output.c: every requested report, written safely, and what renderers share. */
#include "output.h"

#include "messages.h"
#include "path_base.h"
#include "render_text.h"
#include "report_file.h"

#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* ---- paths --------------------------------------------------------------- */

/* Removes "." and "name/.." segments and doubled slashes of an absolute path,
 * in place (for paths that do not exist here, so realpath cannot). */
static void normalise_lexically(char *path)
{
    char *w = path;   /* the output, always ending without '/' except for "/" */
    for (const char *p = path; *p;) {
        while (*p == '/')
            p++;
        const char *end = strchr(p, '/');
        size_t n = end ? (size_t)(end - p) : strlen(p);
        if (n == 0 || (n == 1 && p[0] == '.')) {
            /* nothing */
        } else if (n == 2 && p[0] == '.' && p[1] == '.') {
            while (w > path && *--w != '/')
                ;
        } else {
            *w++ = '/';
            memmove(w, p, n);
            w += n;
        }
        p += n;
    }
    if (w == path)
        *w++ = '/';
    *w = '\0';
}

void nvc_output_absolute(const char *path, char *buf, size_t cap)
{
    char resolved[PATH_MAX];
    if (realpath(path, resolved)) {
        snprintf(buf, cap, "%s", resolved);
        return;
    }
    char cwd[PATH_MAX] = "";
    if (path[0] != '/' && !getcwd(cwd, sizeof cwd))
        cwd[0] = '\0';
    snprintf(buf, cap, "%s/%s", cwd, path);
    normalise_lexically(buf);
}

const char *nvc_output_relative(const struct nvc_render_ctx *c, const char *path, char *buf,
                                size_t cap)
{
    if (!path || !*path)
        return NULL;
    nvc_output_absolute(path, buf, cap);
    size_t n = strlen(c->source_root);
    if (strncmp(buf, c->source_root, n) != 0 || !buf[n])
        return NULL;
    return buf + n;
}

const char *nvc_output_ci_path(const struct nvc_render_ctx *c, const struct nvc_loc *loc,
                               char *buf, size_t cap)
{
    const char *rel = nvc_output_relative(c, loc->path, buf, cap);
    if (rel)
        return rel;
    return loc->file ? loc->file : loc->path;
}

/* ---- text shared by renderers ------------------------------------------- */

void nvc_note_text(const struct nvc_finding_note *n, char *buf, size_t cap)
{
    snprintf(buf, cap, "%s%s%s", n->subject ? n->subject : "", n->subject ? " " : "", n->msg);
}

unsigned nvc_output_column_in_code_points(const struct nvc_render_ctx *c,
                                          const struct nvc_loc *loc)
{
    size_t len;
    const char *text = nvc_source_line(c->r->sources, loc->path, loc->line, &len);
    if (!text || loc->col == 0 || loc->col > len + 1)
        return loc->col;
    unsigned points = 1;
    for (unsigned i = 0; i + 1 < loc->col; i++)
        if (((unsigned char)text[i] & 0xC0) != 0x80)   /* not a continuation byte */
            points++;
    return points;
}

/* ---- fingerprints --------------------------------------------------------- */

/* FNV-1a, 64 bits: stable across runs and machines, well spread; nothing here
 * needs a cryptographic hash. Each field ends with a 0 byte so that fields
 * cannot run into each other. */
static uint64_t hash_field(uint64_t h, const char *s, size_t n)
{
    for (size_t i = 0; i <= n; i++) {
        h ^= i < n ? (unsigned char)s[i] : 0u;
        h *= 0x100000001b3ull;   /* FNV prime */
    }
    return h;
}

static uint64_t hash_string(uint64_t h, const char *s)
{
    return hash_field(h, s ? s : "", s ? strlen(s) : 0);
}

/* The source line with its whitespace runs collapsed to one space and the
 * ends trimmed: re-indenting a line keeps its findings' identity. */
static uint64_t hash_source_line(uint64_t h, const struct nvc_render_ctx *c,
                                 const struct nvc_loc *loc)
{
    size_t len = 0;
    const char *text = nvc_source_line(c->r->sources, loc->path, loc->line, &len);
    char *norm = malloc(len + 1);
    if (!norm)
        nvc_fatal("out of memory");
    size_t n = 0;
    bool space = false;
    for (size_t i = 0; text && i < len; i++) {
        bool ws = text[i] == ' ' || text[i] == '\t' || text[i] == '\f' || text[i] == '\v';
        if (ws) {
            space = n > 0;
            continue;
        }
        if (space)
            norm[n++] = ' ';
        space = false;
        norm[n++] = text[i];
    }
    h = hash_field(h, norm, n);
    free(norm);
    return h;
}

/* What identifies a finding across runs: rule, file (relative to the source
 * root), the text of its line, and its function; not the line number, so
 * findings keep their identity when lines above them move. */
static uint64_t finding_hash(const struct nvc_render_ctx *c, const struct nvc_result *d)
{
    char buf[PATH_MAX];
    uint64_t h = 0xcbf29ce484222325ull;   /* FNV offset basis */
    h = hash_string(h, nvc_rules[d->f->rule].id);
    h = hash_string(h, nvc_output_ci_path(c, &d->f->loc, buf, sizeof buf));
    h = hash_source_line(h, c, &d->f->loc);
    return hash_string(h, d->f->function);
}

/* clang's error of a TU that does not compile: its rule, file and line
 * text as a finding's, and clang's message in place of the function. */
static uint64_t clang_error_hash(const struct nvc_render_ctx *c, const struct nvc_failure *f)
{
    char buf[PATH_MAX];
    uint64_t h = 0xcbf29ce484222325ull;   /* FNV offset basis */
    h = hash_string(h, NVC_CLANG_ERROR_ID);
    h = hash_string(h, nvc_output_ci_path(c, &f->at, buf, sizeof buf));
    h = hash_source_line(h, c, &f->at);
    return hash_string(h, f->clang_error);
}

struct hashed {
    uint64_t hash;
    size_t index;
};

static int compare_hashed(const void *pa, const void *pb)
{
    const struct hashed *a = pa, *b = pb;
    if (a->hash != b->hash)
        return a->hash < b->hash ? -1 : 1;
    return a->index < b->index ? -1 : a->index > b->index;
}

/* Findings with the same hash (two launches on one line) are told apart by
 * their occurrence in report order, ":1", ":2", as GitHub's own
 * primaryLocationLineHash does; so every fingerprint is unique in a run. */
static nvc_fingerprint *compute_fingerprints(const struct nvc_render_ctx *c)
{
    size_t nresults = c->r->nresults, n = nresults + c->r->files_failed;
    nvc_fingerprint *fingerprints = calloc(n + 1, sizeof *fingerprints);
    struct hashed *h = calloc(n + 1, sizeof *h);
    if (!fingerprints || !h)
        nvc_fatal("out of memory");
    for (size_t i = 0; i < nresults; i++)
        h[i] = (struct hashed){finding_hash(c, &c->r->results[i]), i};
    for (size_t i = nresults; i < n; i++) {   /* failures without clang's error: unused */
        const struct nvc_failure *f = &c->r->failures[i - nresults];
        h[i] = (struct hashed){f->clang_error ? clang_error_hash(c, f) : 0, i};
    }
    qsort(h, n, sizeof *h, compare_hashed);
    for (size_t i = 0, occurrence = 1; i < n; i++) {
        occurrence = i > 0 && h[i].hash == h[i - 1].hash ? occurrence + 1 : 1;
        snprintf(fingerprints[h[i].index], sizeof *fingerprints, "%016llx:%zu",
                 (unsigned long long)h[i].hash, occurrence);
    }
    free(h);
    return fingerprints;
}

nvc_fingerprint *nvc_output_fingerprints(const struct nvc_report *r)
{
    char root[PATH_MAX + 1];
    nvc_output_source_root(r->opts, root, sizeof root);
    struct nvc_render_ctx c = {.r = r, .source_root = root};
    return compute_fingerprints(&c);
}

const char *nvc_output_failure_fingerprint(const struct nvc_render_ctx *c, size_t i)
{
    return c->fingerprints[c->r->nresults + i];
}

/* ---- writing ---------------------------------------------------------------- */

static void render(FILE *out, enum nvc_format format, const struct nvc_render_ctx *c)
{
    switch (format) {
    case NVC_FORMAT_TEXT:
        nvc_render_text(out, c->r);
        break;
    case NVC_FORMAT_JSON:
        nvc_render_json(out, c);
        break;
    case NVC_FORMAT_SARIF:
        nvc_render_sarif(out, c);
        break;
    case NVC_FORMAT_GITHUB:
        nvc_render_github(out, c);
        break;
    case NVC_FORMAT_GITLAB:
        nvc_render_gitlab(out, c);
        break;
    }
}

static void write_failed(const char *what, const char *path, int err)
{
    nvc_tool_error(NULL, "cannot write the report %s%s: %s", what, path, strerror(err));
}

struct file_render {
    enum nvc_format format;
    const struct nvc_render_ctx *c;
};

static void render_file(FILE *out, void *user)
{
    const struct file_render *fr = user;
    render(out, fr->format, fr->c);
}

/* report_file.c decides how: atomically for a regular file, through for a
 * device or a FIFO, the target of a symlink. */
static void write_file(const char *path, enum nvc_format format, const struct nvc_render_ctx *c)
{
    struct file_render fr = {format, c};
    int err = nvc_report_file_write(path, render_file, &fr);
    if (err)
        write_failed("to ", path, err);
}

/* Standard output: the text summary is left out with --quiet (as
 * clang-tidy's --quiet leaves out its statistics); after a scan that
 * streamed the findings (nvc_output_stream_unit), only the summary is left
 * to write. */
static void render_stdout(enum nvc_format format, const struct nvc_render_ctx *c)
{
    const struct nvc_report *r = c->r;
    bool streamed = r->stdout_streamed &&
                    (format == NVC_FORMAT_TEXT || format == NVC_FORMAT_GITHUB);
    if (format == NVC_FORMAT_TEXT) {
        if (!streamed) {
            nvc_render_text_results(stdout, r, 0, r->nresults);
            nvc_render_text_failures(stdout, r, 0, r->files_failed);
        }
        if (!r->opts->quiet)
            nvc_render_text_summary(stdout, r);
    } else if (!streamed) {
        render(stdout, format, c);
    }
}

static void write_stdout(enum nvc_format format, const struct nvc_render_ctx *c)
{
    errno = 0;
    render_stdout(format, c);
    if (fflush(stdout) != 0 || ferror(stdout))
        write_failed("to ", "standard output", errno ? errno : EIO);
}

static bool is_ci_format(enum nvc_format f)
{
    return f == NVC_FORMAT_SARIF || f == NVC_FORMAT_GITHUB || f == NVC_FORMAT_GITLAB;
}

/* Once per run, when a CI report's paths are relative to another directory
 * than the current one without --source-root saying so. */
static void say_path_base(const struct nvc_options *o, const struct nvc_path_base *b)
{
    if (o->source_root || b->is_cwd)
        return;
    for (unsigned i = 0; i < o->noutputs; i++)
        if (is_ci_format(o->outputs[i].format)) {
            nvc_tool_note(NULL,
                          "paths in sarif, github and gitlab reports are relative to %s (%s); "
                          "--source-root=DIR sets another base",
                          b->dir, b->origin);
            return;
        }
}

/* The base of CI report paths (path_base.h), as gate.c needs it. */
void nvc_output_source_root(const struct nvc_options *o, char *buf, size_t cap)
{
    struct nvc_path_base b;
    nvc_path_base_choose(o, &b);
    snprintf(buf, cap, "%s", b.dir);
}

static const struct nvc_output_request *stdout_request(const struct nvc_options *o)
{
    for (unsigned i = 0; i < o->noutputs; i++)
        if (!o->outputs[i].path)
            return &o->outputs[i];
    return NULL;
}

void nvc_output_stream_begin(struct nvc_output_stream *s, struct nvc_report *r)
{
    const struct nvc_output_request *o = stdout_request(r->opts);
    *s = (struct nvc_output_stream){0};
    if (!o || (o->format != NVC_FORMAT_TEXT && o->format != NVC_FORMAT_GITHUB))
        return;
    if (r->opts->diff || r->opts->baseline)
        return;   /* the gate (gate.h) needs the whole report before it hides findings */
    s->on = r->stdout_streamed = true;
    s->format = o->format;
    s->source_root = malloc(PATH_MAX + 1);
    if (!s->source_root)
        nvc_fatal("out of memory");
    nvc_output_source_root(r->opts, s->source_root, PATH_MAX + 1);
}

void nvc_output_stream_unit(struct nvc_output_stream *s, struct nvc_report *r, size_t first,
                            unsigned first_failure)
{
    if (!s->on)
        return;
    nvc_report_sort_from(r, first);
    if (s->format == NVC_FORMAT_TEXT) {
        nvc_render_text_results(stdout, r, first, r->nresults);
        nvc_render_text_failures(stdout, r, first_failure, r->files_failed);
    } else {
        struct nvc_render_ctx c = {.r = r, .source_root = s->source_root};
        nvc_render_github_part(stdout, &c, first, r->nresults, first_failure, r->files_failed);
    }
    fflush(stdout);   /* an error stays in ferror(stdout): write_stdout says it */
}

void nvc_output_stream_end(struct nvc_output_stream *s)
{
    free(s->source_root);
    s->source_root = NULL;
}

int nvc_output_write_all(const struct nvc_report *r, int exit_code)
{
    struct nvc_path_base base;
    nvc_path_base_choose(r->opts, &base);
    say_path_base(r->opts, &base);
    struct nvc_render_ctx c = {.r = r,
                               .source_root = base.dir,
                               .exit_code = exit_code,
                               .sarif_max_results = NVC_SARIF_MAX_RESULTS};
    /* the gate's, numbered before it hid findings, or this report's */
    c.fingerprints = r->fingerprints ? r->fingerprints : compute_fingerprints(&c);
    unsigned errors_before = nvc_tool_error_count();
    for (unsigned i = 0; i < r->opts->noutputs; i++) {
        const struct nvc_output_request *o = &r->opts->outputs[i];
        c.output_name = o->path ? o->path : "standard output";
        if (o->path)
            write_file(o->path, o->format, &c);
        else
            write_stdout(o->format, &c);
    }
    if (c.fingerprints != r->fingerprints)
        free(c.fingerprints);
    /* a report that could not be written said so (write_failed): status 2 */
    return nvc_tool_error_count() > errors_before ? 2 : exit_code;
}
