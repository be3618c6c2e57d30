/* gate.c: --diff and --baseline (see gate.h). */
#include "gate.h"

#include "changed_lines.h"
#include "json_reader.h"
#include "messages.h"
#include "output.h"
#include "report.h"

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* What the gate read (one run per process). */
static struct {
    bool by_diff, by_baseline;
    const char *diff_option;                /* "--diff=REF", for messages */
    const char *baseline_option;            /* "--baseline=FILE" */
    struct nvc_changed_lines changed;       /* --diff: paths relative to the source root */
    const char **baseline;                  /* --baseline: its fingerprints, sorted */
    size_t nbaseline, capbaseline;
    struct nvc_arena arena;
} gate;

/* ---- reading files ------------------------------------------------------------ */

/* All of `f`, NUL-terminated, in the arena; NULL on a read error. */
static char *read_stream(FILE *f, size_t *len)
{
    size_t cap = 65536, n = 0;
    char *buf = malloc(cap);
    if (!buf)
        nvc_fatal("out of memory");
    size_t got;
    while ((got = fread(buf + n, 1, cap - n - 1, f)) > 0) {
        n += got;
        if (cap - n - 1 == 0) {
            cap *= 2;
            buf = realloc(buf, cap);
            if (!buf)
                nvc_fatal("out of memory");
        }
    }
    char *text = ferror(f) ? NULL : nvc_arena_strndup(&gate.arena, buf, n);
    free(buf);
    *len = n;
    return text;
}

/* ---- --diff ------------------------------------------------------------------------ */

static bool load_diff(const struct nvc_options *o)
{
    gate.by_diff = true;
    gate.diff_option = nvc_arena_printf(&gate.arena, "--diff=%s", o->diff);
    if (strcmp(o->diff, "-") == 0) {
        size_t len;
        char *text = read_stream(stdin, &len);
        if (!text) {
            nvc_tool_error(gate.diff_option, "cannot read the diff from standard input: %s",
                           strerror(errno));
            return false;
        }
        nvc_changed_lines_parse(&gate.changed, text, len);
        if (gate.changed.nfiles == 0)
            nvc_tool_note(gate.diff_option, "the diff on standard input names no file: no "
                                            "finding is on a changed line");
        return true;
    }
    char root[PATH_MAX + 1], why[1024];
    nvc_output_source_root(o, root, sizeof root);
    size_t n = strlen(root);
    if (n > 1)   /* "/tmp/proj/" as "/tmp/proj" in messages */
        root[n - 1] = '\0';
    if (!nvc_changed_lines_from_git(&gate.changed, root, o->diff, why, sizeof why)) {
        nvc_tool_error(gate.diff_option, "%s", why);
        return false;
    }
    return true;
}

/* ---- --baseline ---------------------------------------------------------------- */

static void add_fingerprint(const char *fp)
{
    gate.baseline = nvc_grow(gate.baseline, &gate.capbaseline, gate.nbaseline,
                             sizeof *gate.baseline);
    gate.baseline[gate.nbaseline++] = fp;
}

static bool names_this_tool(const struct nvc_json_value *tool)
{
    const char *name = nvc_json_member_text(tool, "name");
    return name && strcmp(name, "cuda-nvvmcheck") == 0;
}

static const struct nvc_json_value *array_member(const struct nvc_json_value *v, const char *key)
{
    const struct nvc_json_value *m = nvc_json_member(v, key);
    return m && m->kind == NVC_JSON_ARRAY ? m : NULL;
}

/* --format=json (docs/json-format.md): {"tool": {"name": "cuda-nvvmcheck"},
 * "findings": [{"fingerprint": ...}]}. False when `doc` is not one. */
static bool take_json_report(const struct nvc_json_value *doc, char *why, size_t cap)
{
    const struct nvc_json_value *findings = array_member(doc, "findings");
    if (!findings || !names_this_tool(nvc_json_member(doc, "tool")))
        return false;
    for (size_t i = 0; i < findings->count; i++) {
        const char *fp = nvc_json_member_text(findings->items[i], "fingerprint");
        if (!fp) {
            snprintf(why, cap, "finding %zu of the JSON report has no fingerprint", i + 1);
            return false;
        }
        add_fingerprint(fp);
    }
    return true;
}

/* --format=sarif: the results of the runs whose driver is this tool, each
 * with partialFingerprints[NVC_SARIF_FINGERPRINT_KEY] (SARIF 2.1.0
 * §3.27.17). False when `doc` has no such run. */
static bool take_sarif_log(const struct nvc_json_value *doc, char *why, size_t cap)
{
    const struct nvc_json_value *runs = array_member(doc, "runs");
    size_t ours = 0;
    for (size_t r = 0; runs && r < runs->count; r++) {
        const struct nvc_json_value *tool = nvc_json_member(runs->items[r], "tool");
        if (!names_this_tool(nvc_json_member(tool, "driver")))
            continue;
        ours++;
        const struct nvc_json_value *results = array_member(runs->items[r], "results");
        for (size_t i = 0; results && i < results->count; i++) {
            const struct nvc_json_value *pf = nvc_json_member(results->items[i],
                                                              "partialFingerprints");
            const char *fp = nvc_json_member_text(pf, NVC_SARIF_FINGERPRINT_KEY);
            if (!fp) {
                snprintf(why, cap, "result %zu of the SARIF log has no %s", i + 1,
                         NVC_SARIF_FINGERPRINT_KEY);
                return false;
            }
            add_fingerprint(fp);
        }
    }
    return ours > 0;
}

static int compare_strings(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

static bool load_baseline(const struct nvc_options *o)
{
    gate.by_baseline = true;
    gate.baseline_option = nvc_arena_printf(&gate.arena, "--baseline=%s", o->baseline);
    FILE *f = fopen(o->baseline, "rb");
    size_t len = 0;
    char *text = f ? read_stream(f, &len) : NULL;
    int err = errno;
    if (f)
        fclose(f);
    if (!text) {
        nvc_tool_error(o->baseline, "cannot read the baseline: %s", strerror(err));
        return false;
    }
    char why[512] = "";
    const struct nvc_json_value *doc = nvc_json_parse(&gate.arena, text, len, why, sizeof why);
    if (!doc ||
        !(take_json_report(doc, why, sizeof why) || take_sarif_log(doc, why, sizeof why))) {
        nvc_tool_error(o->baseline,
                       "the baseline is not a JSON report or SARIF log of cuda-nvvmcheck "
                       "(--format=json or --format=sarif)%s%s",
                       *why ? ": " : "", why);
        return false;
    }
    qsort(gate.baseline, gate.nbaseline, sizeof *gate.baseline, compare_strings);
    return true;
}

static bool in_baseline(const char *fp)
{
    return bsearch(&fp, gate.baseline, gate.nbaseline, sizeof *gate.baseline, compare_strings) !=
           NULL;
}

/* ---- the gate -------------------------------------------------------------------- */

bool nvc_gate_load(const struct nvc_options *o)
{
    if (o->diff && !load_diff(o))
        return false;
    return !o->baseline || load_baseline(o);
}

/* A finding is on a changed line when its primary location is (its notes
 * do not count). */
static bool on_changed_line(const struct nvc_render_ctx *c, const struct nvc_result *d)
{
    char buf[PATH_MAX];
    const char *rel = nvc_output_relative(c, d->f->loc.path, buf, sizeof buf);
    return nvc_changed_lines_contains(&gate.changed, rel, d->f->loc.line);
}

static void say_hidden(const char *option, size_t n, const char *why)
{
    nvc_tool_note(option, "%zu finding%s hidden %s", n, n == 1 ? "" : "s", why);
}

void nvc_gate_apply(struct nvc_report *r)
{
    if (!gate.by_diff && !gate.by_baseline)
        return;
    /* the fingerprints of the whole report, as a run without the gate gives
     * them (a finding's occurrence number counts the hidden ones too) */
    r->fingerprints = nvc_output_fingerprints(r);
    char root[PATH_MAX + 1];
    nvc_output_source_root(r->opts, root, sizeof root);
    struct nvc_render_ctx c = {.r = r, .source_root = root};
    size_t kept = 0, by_diff = 0, by_baseline = 0;
    for (size_t i = 0; i < r->nresults; i++) {
        const struct nvc_result *d = &r->results[i];
        if (gate.by_diff && !on_changed_line(&c, d)) {
            by_diff += !d->suppressed;
        } else if (gate.by_baseline && in_baseline(r->fingerprints[i])) {
            by_baseline += !d->suppressed;
        } else {
            r->results[kept] = *d;
            memmove(r->fingerprints[kept], r->fingerprints[i], sizeof *r->fingerprints);
            kept++;
        }
    }
    /* the failures' fingerprints (clang-diagnostic-error) follow the results */
    for (size_t i = 0; i < r->files_failed; i++)
        memmove(r->fingerprints[kept + i], r->fingerprints[r->nresults + i],
                sizeof *r->fingerprints);
    r->nresults = kept;
    if (gate.by_diff)
        say_hidden(gate.diff_option, by_diff, "as unchanged (not on a line the diff changes)");
    if (gate.by_baseline)
        say_hidden(gate.baseline_option, by_baseline, "as already in the baseline");
}

void nvc_gate_free(void)
{
    nvc_changed_lines_free(&gate.changed);
    free(gate.baseline);
    nvc_arena_free(&gate.arena);
    memset(&gate, 0, sizeof gate);
}
