/* merge.c: --merge (merge.h): reading the shards' reports, checking that
 * they are all the shards of one run, and putting their findings and
 * failures in the single run's order; merge_write.c writes the result. */
#include "merge.h"

#include "merge_parts.h"
#include "messages.h"
#include "output.h"
#include "report_file.h"
#include "shard.h"

#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* Deeper than any report of this tool (a SARIF rule's help is 7 levels
 * down), and within json_writer's limit. */
#define MAX_REPORT_DEPTH 24

/* ---- reading --------------------------------------------------------------- */

static char *read_whole_file(struct nvc_arena *a, const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    size_t cap = 65536, n = 0, got;
    char *buf = malloc(cap);
    if (!buf)
        nvc_fatal("out of memory");
    while ((got = fread(buf + n, 1, cap - n, f)) > 0)
        if ((n += got) == cap && !(buf = realloc(buf, cap *= 2)))
            nvc_fatal("out of memory");
    int err = ferror(f) ? errno : 0;
    fclose(f);
    char *text = err ? NULL : nvc_arena_strndup(a, buf, n);
    free(buf);
    errno = err;
    *len = n;
    return text;
}

static size_t depth_of(const struct nvc_json_value *v)
{
    size_t deepest = 0;
    for (size_t i = 0; i < v->count; i++) {
        size_t d = depth_of(v->items[i]);
        deepest = d > deepest ? d : deepest;
    }
    return deepest + 1;
}

static const struct nvc_json_value *member_of_kind(const struct nvc_json_value *v, const char *key,
                                                   enum nvc_json_kind kind)
{
    const struct nvc_json_value *m = nvc_json_member(v, key);
    return m && m->kind == kind ? m : NULL;
}

bool nvc_merge_number(const struct nvc_json_value *v, unsigned long long *out)
{
    if (!v || v->kind != NVC_JSON_NUMBER || !v->len || v->len > 19)
        return false;
    *out = 0;
    for (size_t i = 0; i < v->len; i++) {
        if (v->text[i] < '0' || v->text[i] > '9')
            return false;
        *out = *out * 10 + (unsigned long long)(v->text[i] - '0');
    }
    return true;
}

static bool number_member(const struct nvc_json_value *v, const char *key, unsigned long long *out)
{
    return nvc_merge_number(nvc_json_member(v, key), out);
}

/* A string written by nvc_json_byte_string: each character one byte. */
static const char *byte_string(struct nvc_arena *a, const struct nvc_json_value *v)
{
    if (!v || v->kind != NVC_JSON_STRING)
        return NULL;
    char *out = nvc_arena_alloc(a, v->len + 1);
    size_t n = 0;
    const unsigned char *s = (const unsigned char *)v->text;
    for (size_t i = 0; i < v->len; i++) {
        if (s[i] < 0x80) {
            out[n++] = (char)s[i];
        } else if ((s[i] == 0xC2 || s[i] == 0xC3) && i + 1 < v->len) {   /* U+0080..U+00FF */
            out[n++] = (char)((s[i] & 0x03) << 6 | (s[i + 1] & 0x3F));
            i++;
        } else {
            return NULL;
        }
    }
    return memchr(out, 0, n) ? NULL : out;
}

/* ---- the shards' own information ---------------------------------------------- */

static bool not_a_shard_report(const char *path, const char *what)
{
    nvc_tool_error(path,
                   "not a shard's report of cuda-nvvmcheck (--shard=K/N with --format=json "
                   "or --format=sarif): %s",
                   what);
    return false;
}

/* The "shard" member of a JSON report, or the run's "nvvmcheckShard"
 * property of a SARIF log (shard.h). */
static bool read_run_info(struct merge_shard *s, const struct nvc_json_value *info)
{
    unsigned long long index, count, units;
    s->run_id = nvc_json_member_text(info, "run");
    s->checked = member_of_kind(info, "checked", NVC_JSON_ARRAY);
    if (!info)
        return not_a_shard_report(s->path, "it has no shard information (written without "
                                           "--shard?)");
    if (!number_member(info, "index", &index) || !number_member(info, "count", &count) ||
        !number_member(info, "units", &units) || !s->run_id || !s->checked || count == 0 ||
        count > NVC_MAX_SHARDS || index == 0 || index > count)
        return not_a_shard_report(s->path, "its shard information is malformed");
    s->index = (unsigned)index;
    s->count = (unsigned)count;
    s->units = (size_t)units;
    return true;
}

static bool names_this_tool(const struct nvc_json_value *tool)
{
    const char *name = nvc_json_member_text(tool, "name");
    return name && strcmp(name, "cuda-nvvmcheck") == 0;
}

/* --format=json: {"tool": {"name": "cuda-nvvmcheck", ...}, "findings": [...], ...}. */
static bool read_json_report(struct merge_shard *s)
{
    const struct nvc_json_value *tool = nvc_json_member(s->doc, "tool");
    s->run = s->doc;
    s->tool_version = member_of_kind(tool, "version", NVC_JSON_STRING);
    if (!names_this_tool(tool) || !s->tool_version ||
        !member_of_kind(s->doc, "findings", NVC_JSON_ARRAY) ||
        !member_of_kind(s->doc, "failures", NVC_JSON_ARRAY) ||
        !member_of_kind(s->doc, "summary", NVC_JSON_OBJECT))
        return not_a_shard_report(s->path, "not a JSON report of cuda-nvvmcheck");
    return read_run_info(s, member_of_kind(s->doc, "shard", NVC_JSON_OBJECT));
}

/* --format=sarif: one run, whose driver is this tool, with one invocation. */
static bool read_sarif_log(struct merge_shard *s)
{
    const struct nvc_json_value *runs = member_of_kind(s->doc, "runs", NVC_JSON_ARRAY);
    s->run = runs && runs->count == 1 ? runs->items[0] : NULL;
    const struct nvc_json_value *driver = nvc_json_member(nvc_json_member(s->run, "tool"),
                                                          "driver");
    const struct nvc_json_value *invocations = member_of_kind(s->run, "invocations",
                                                              NVC_JSON_ARRAY);
    s->invocation = invocations && invocations->count == 1 ? invocations->items[0] : NULL;
    s->tool_version = member_of_kind(driver, "version", NVC_JSON_STRING);
    if (!names_this_tool(driver) || !s->tool_version || !s->invocation ||
        s->invocation->kind != NVC_JSON_OBJECT ||
        !member_of_kind(s->run, "results", NVC_JSON_ARRAY))
        return not_a_shard_report(s->path, "not a SARIF log of cuda-nvvmcheck with one run");
    const struct nvc_json_value *props = member_of_kind(s->run, "properties", NVC_JSON_OBJECT);
    return read_run_info(s, member_of_kind(props, NVC_SARIF_SHARD_KEY, NVC_JSON_OBJECT));
}

static const char *kind_name(enum merge_kind k)
{
    return k == MERGE_JSON ? "json" : "sarif";
}

/* A JSON report has "findings", a SARIF log "runs". */
static bool read_shard(struct merge *m, struct merge_shard *s, enum merge_kind *kind)
{
    size_t len;
    char *text = read_whole_file(&m->arena, s->path, &len);
    if (!text) {
        nvc_tool_error(s->path, "cannot read the shard's report: %s", strerror(errno));
        return false;
    }
    char why[512];
    s->doc = nvc_json_parse(&m->arena, text, len, why, sizeof why);
    if (!s->doc || s->doc->kind != NVC_JSON_OBJECT)
        return not_a_shard_report(s->path, s->doc ? "not a JSON object" : why);
    if (depth_of(s->doc) > MAX_REPORT_DEPTH)
        return not_a_shard_report(s->path, "nested deeper than any report of this tool");
    bool sarif = nvc_json_member(s->doc, "runs") != NULL;
    *kind = sarif ? MERGE_SARIF : MERGE_JSON;
    return sarif ? read_sarif_log(s) : read_json_report(s);
}

/* ---- are they the shards of one run? --------------------------------------------- */

static bool same_value(const struct nvc_json_value *a, const struct nvc_json_value *b)
{
    if (a->kind != b->kind || a->count != b->count || a->boolean != b->boolean ||
        a->len != b->len || (a->len && memcmp(a->text, b->text, a->len) != 0))
        return false;
    for (size_t i = 0; i < a->count; i++)
        if ((a->keys[i] || b->keys[i]) &&
            (!a->keys[i] || !b->keys[i] || strcmp(a->keys[i], b->keys[i]) != 0))
            return false;
    for (size_t i = 0; i < a->count; i++)
        if (!same_value(a->items[i], b->items[i]))
            return false;
    return true;
}

static bool same_text(const struct nvc_json_value *a, const struct nvc_json_value *b)
{
    return a->len == b->len && memcmp(a->text, b->text, a->len) == 0;
}

static bool one_format_and_version(const struct merge *m)
{
    const struct merge_shard *first = &m->shards[0];
    for (size_t i = 1; i < m->nshards; i++) {
        const struct merge_shard *s = &m->shards[i];
        if (!same_text(s->tool_version, first->tool_version)) {
            nvc_tool_error(s->path,
                           "written by cuda-nvvmcheck %s, %s by %s: merge the shards of one run",
                           s->tool_version->text, first->path, first->tool_version->text);
            return false;
        }
        if (strcmp(s->run_id, first->run_id) != 0 || s->count != first->count ||
            s->units != first->units) {
            nvc_tool_error(s->path,
                           "shard %u/%u of another run than %s (shard %u/%u): another compile "
                           "database, TU selection or options",
                           s->index, s->count, first->path, first->index, first->count);
            return false;
        }
    }
    return true;
}

/* Every shard 1..N once. */
static bool every_shard_once(struct merge *m)
{
    unsigned count = m->shards[0].count;
    const struct merge_shard **seen = nvc_arena_alloc(&m->arena, (count + 1) * sizeof *seen);
    for (size_t i = 0; i < m->nshards; i++) {
        const struct merge_shard *s = &m->shards[i];
        if (seen[s->index]) {
            nvc_tool_error(s->path, "shard %u/%u is given twice (also %s)", s->index, count,
                           seen[s->index]->path);
            return false;
        }
        seen[s->index] = s;
    }
    for (unsigned k = 1; k <= count; k++)
        if (!seen[k]) {
            nvc_tool_error(NULL,
                           "shard %u/%u is missing: --merge needs the reports of all %u "
                           "shards of the run",
                           k, count, count);
            return false;
        }
    return true;
}

/* Shards split the TUs from their sources' sizes or from the durations the
 * cache recorded (shard.h): both must be the same for every shard. */
#define SPLIT_HINT \
    "were they split from the same files and the same recorded durations? (a cache per " \
    "shard: --shard-by=size)"

/* The shards' TUs partition the run's: each TU is in exactly one shard.
 * `owner[u]`: the shard that checked TU u. */
static bool units_partitioned(struct merge *m, const struct merge_shard ***owner_out)
{
    size_t units = m->shards[0].units, listed = 0;
    for (size_t i = 0; i < m->nshards; i++)
        listed += m->shards[i].checked->count;
    if (units > listed) {
        nvc_tool_error(NULL,
                       "the shards checked %zu of the run's %zu translation units: " SPLIT_HINT,
                       listed, units);
        return false;
    }
    const struct merge_shard **owner = nvc_arena_alloc(&m->arena, (units + 1) * sizeof *owner);
    for (size_t i = 0; i < m->nshards; i++) {
        const struct merge_shard *s = &m->shards[i];
        for (size_t k = 0; k < s->checked->count; k++) {
            unsigned long long u;
            if (!nvc_merge_number(s->checked->items[k], &u) || u >= units)
                return not_a_shard_report(s->path, "a checked TU out of the run's range");
            if (owner[u]) {
                nvc_tool_error(s->path,
                               "shards overlap: translation unit #%llu of %zu is in shard %u "
                               "(%s) and shard %u: " SPLIT_HINT,
                               u + 1, units, owner[u]->index, owner[u]->path, s->index);
                return false;
            }
            owner[u] = s;
        }
    }
    *owner_out = owner;
    return true;
}

/* What the merge copies from the first shard must be the same in all: the
 * tool and its rules, the schema, the source root, the summary's unit. */
static bool same_members(const struct merge *m,
                         const struct nvc_json_value *(*part)(const struct merge_shard *),
                         const char *const *merged)
{
    const struct nvc_json_value *first = part(&m->shards[0]);
    for (size_t i = 1; i < m->nshards; i++) {
        const struct nvc_json_value *other = part(&m->shards[i]);
        for (size_t k = 0; k < first->count; k++) {
            bool is_merged = false;
            for (const char *const *p = merged; *p; p++)
                is_merged |= strcmp(first->keys[k], *p) == 0;
            const struct nvc_json_value *v = nvc_json_member(other, first->keys[k]);
            if (is_merged || (v && same_value(v, first->items[k])))
                continue;
            nvc_tool_error(m->shards[i].path,
                           "its \"%s\" differs from %s's: not a shard of the "
                           "same run",
                           first->keys[k], m->shards[0].path);
            return false;
        }
        if (other->count != first->count)
            return not_a_shard_report(m->shards[i].path, "its members differ from the first "
                                                         "shard's");
    }
    return true;
}

static const struct nvc_json_value *whole(const struct merge_shard *s)
{
    return s->doc;
}
static const struct nvc_json_value *run_of(const struct merge_shard *s)
{
    return s->run;
}
static const struct nvc_json_value *summary_of(const struct merge_shard *s)
{
    return nvc_json_member(s->doc, "summary");
}

/* Numbers of the summary are added up, so only its strings must agree. */
static bool same_summary_strings(const struct merge *m)
{
    const struct nvc_json_value *first = summary_of(&m->shards[0]);
    for (size_t i = 1; i < m->nshards; i++)
        for (size_t k = 0; k < first->count; k++) {
            const struct nvc_json_value *v = nvc_json_member(summary_of(&m->shards[i]),
                                                             first->keys[k]);
            bool number = first->items[k]->kind == NVC_JSON_NUMBER;
            if (v && (number ? v->kind == NVC_JSON_NUMBER : same_value(v, first->items[k])))
                continue;
            nvc_tool_error(m->shards[i].path, "its summary's \"%s\" differs from %s's",
                           first->keys[k], m->shards[0].path);
            return false;
        }
    return true;
}

static bool same_run_elsewhere(const struct merge *m)
{
    static const char *const json_merged[] = {"exit_code", "summary", "findings",
                                              "failures",  "shard",   NULL};
    static const char *const sarif_top_merged[] = {"runs", NULL};
    static const char *const sarif_run_merged[] = {"invocations", "results", "properties", NULL};
    if (m->kind == MERGE_JSON)
        return same_members(m, whole, json_merged) && same_summary_strings(m);
    return same_members(m, whole, sarif_top_merged) && same_members(m, run_of, sarif_run_merged);
}

/* ---- the findings, clang errors and failures ------------------------------------------- */

static struct merge_item *add_item(struct merge_list *l)
{
    l->items = nvc_grow(l->items, &l->cap, l->n, sizeof *l->items);
    struct merge_item *it = &l->items[l->n++];
    memset(it, 0, sizeof *it);
    return it;
}

/* "<16 hex digits>:<occurrence>" (output.c's fingerprints). */
static bool fingerprint_hash(const char *fp, unsigned long long *hash)
{
    if (!fp || strlen(fp) < 18 || fp[16] != ':')
        return false;
    *hash = 0;
    for (int i = 0; i < 16; i++) {
        char c = fp[i];
        int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
        if (d < 0)
            return false;
        *hash = *hash << 4 | (unsigned long long)d;
    }
    return true;
}

/* 0 error, 1 warning, 2 note, 3 suppressed: report.c's counts and
 * render_sarif.c's order of keeping. */
static int rank_of(const char *severity, bool suppressed)
{
    if (suppressed)
        return 3;
    if (severity && strcmp(severity, "error") == 0)
        return 0;
    return severity && strcmp(severity, "warning") == 0 ? 1 : 2;
}

struct reading {
    struct merge *m;
    const struct merge_shard *s;
    const struct merge_shard **owner;
};

/* The unit of an item's shard information: one the shard checked. */
static bool read_unit(const struct reading *rd, const struct nvc_json_value *info,
                      struct merge_item *it, const char *what)
{
    unsigned long long u;
    if (!number_member(info, "unit", &u) || u >= rd->s->units || rd->owner[u] != rd->s)
        return not_a_shard_report(rd->s->path, what);
    it->unit = (size_t)u;
    it->from = rd->s;
    return true;
}

static bool read_result_info(const struct reading *rd, const struct nvc_json_value *info,
                             struct merge_item *it)
{
    unsigned long long seq;
    it->file = byte_string(&rd->m->arena, nvc_json_member(info, "file"));
    it->identity = nvc_json_member_text(info, "identity");
    it->path = nvc_json_member(info, "path");
    if (!read_unit(rd, info, it, "a finding's shard information is malformed") ||
        !nvc_merge_number(nvc_json_member(info, "seq"), &seq) ||
        !number_member(info, "line", &it->line) || !number_member(info, "column", &it->col) ||
        !it->file || !it->identity || !it->path || !it->message)
        return not_a_shard_report(rd->s->path, "a finding's shard information is malformed");
    it->seq = (size_t)seq;
    it->ci_line = it->line;
    return true;
}

/* A clang error's unit, CI path and line. */
static bool read_clang_error_info(const struct reading *rd, const struct nvc_json_value *info,
                                  struct merge_item *it)
{
    const char *what = "a clang error's shard information is malformed";
    it->path = nvc_json_member(info, "path");
    if (!read_unit(rd, info, it, what) || !number_member(info, "line", &it->ci_line) ||
        !it->path || !it->message)
        return not_a_shard_report(rd->s->path, what);
    return true;
}

/* A finding of a JSON report, or a clang error (no "seq" in its "shard"). */
static bool read_json_finding(const struct reading *rd, const struct nvc_json_value *f, size_t pos)
{
    const struct nvc_json_value *info = member_of_kind(f, "shard", NVC_JSON_OBJECT);
    bool result = nvc_json_member(info, "seq") != NULL;
    struct merge_item *it = add_item(result ? &rd->m->results : &rd->m->clang_errors);
    const struct nvc_json_value *suppressed = nvc_json_member(f, "suppressed");
    *it = (struct merge_item){.v = f,
                              .pos = pos,
                              .rule = nvc_json_member_text(f, "rule"),
                              .message = member_of_kind(f, "message", NVC_JSON_STRING)};
    it->rank = rank_of(nvc_json_member_text(f, "severity"),
                       suppressed && suppressed->kind == NVC_JSON_BOOL && suppressed->boolean);
    if (!fingerprint_hash(nvc_json_member_text(f, "fingerprint"), &it->hash) || !it->rule)
        return not_a_shard_report(rd->s->path, "a finding without a rule or fingerprint");
    return result ? read_result_info(rd, info, it) : read_clang_error_info(rd, info, it);
}

/* The nvvmcheckShard property of a SARIF result or notification. */
static const struct nvc_json_value *sarif_shard_info(const struct nvc_json_value *v)
{
    const struct nvc_json_value *props = member_of_kind(v, "properties", NVC_JSON_OBJECT);
    return member_of_kind(props, NVC_SARIF_SHARD_KEY, NVC_JSON_OBJECT);
}

static bool read_sarif_result(const struct reading *rd, const struct nvc_json_value *r, size_t pos)
{
    const struct nvc_json_value *info = sarif_shard_info(r);
    bool result = nvc_json_member(info, "seq") != NULL;
    struct merge_item *it = add_item(result ? &rd->m->results : &rd->m->clang_errors);
    *it = (struct merge_item){
        .v = r,
        .pos = pos,
        .rule = nvc_json_member_text(r, "ruleId"),
        .message = member_of_kind(nvc_json_member(r, "message"), "text", NVC_JSON_STRING)};
    it->rank = rank_of(nvc_json_member_text(r, "level"), nvc_json_member(r, "suppressions"));
    const struct nvc_json_value *pf = nvc_json_member(r, "partialFingerprints");
    if (!fingerprint_hash(nvc_json_member_text(pf, NVC_SARIF_FINGERPRINT_KEY), &it->hash) ||
        !it->rule)
        return not_a_shard_report(rd->s->path, "a result without a rule or fingerprint");
    return result ? read_result_info(rd, info, it) : read_clang_error_info(rd, info, it);
}

/* A failure: JSON's "failures", SARIF's error notifications. A SARIF
 * notification without a unit would be the note of a log cut at GitHub's
 * limit, which a shard's log never is. */
static bool read_failure(const struct reading *rd, const struct nvc_json_value *f, size_t pos)
{
    const struct nvc_json_value *info = rd->m->kind == MERGE_JSON
                                            ? member_of_kind(f, "shard", NVC_JSON_OBJECT)
                                            : sarif_shard_info(f);
    struct merge_item *it = add_item(&rd->m->failures);
    *it = (struct merge_item){.v = f, .pos = pos};
    return read_unit(rd, info, it, "a failure without its shard information");
}

static bool read_items(struct merge *m, const struct merge_shard *s,
                       const struct merge_shard **owner)
{
    struct reading rd = {m, s, owner};
    if (m->kind == MERGE_JSON) {
        const struct nvc_json_value *findings = nvc_json_member(s->doc, "findings");
        const struct nvc_json_value *failures = nvc_json_member(s->doc, "failures");
        for (size_t i = 0; i < findings->count; i++)
            if (!read_json_finding(&rd, findings->items[i], i))
                return false;
        for (size_t i = 0; i < failures->count; i++)
            if (!read_failure(&rd, failures->items[i], i))
                return false;
        return true;
    }
    const struct nvc_json_value *results = nvc_json_member(s->run, "results");
    const struct nvc_json_value *notes = member_of_kind(
        s->invocation, "toolExecutionNotifications", NVC_JSON_ARRAY);
    for (size_t i = 0; i < results->count; i++)
        if (!read_sarif_result(&rd, results->items[i], i))
            return false;
    for (size_t i = 0; notes && i < notes->count; i++)
        if (!read_failure(&rd, notes->items[i], i))
            return false;
    return true;
}

/* ---- the single run's order --------------------------------------------------------- */

static int compare_size(size_t a, size_t b)
{
    return a < b ? -1 : a > b;
}

/* Arrival order in the single run: TU order, then the TU's own. */
static int compare_arrival(const struct merge_item *a, const struct merge_item *b)
{
    int c = compare_size(a->unit, b->unit);
    return c ? c : compare_size(a->seq, b->seq);
}

static int by_identity(const void *pa, const void *pb)
{
    const struct merge_item *a = pa, *b = pb;
    int c = strcmp(a->identity, b->identity);
    return c ? c : compare_arrival(a, b);
}

/* report.c's compare_results: file, line, column, rule id, arrival. */
static int by_report_order(const void *pa, const void *pb)
{
    const struct merge_item *a = pa, *b = pb;
    int c = strcmp(a->file, b->file);
    if (c)
        return c;
    if (a->line != b->line)
        return a->line < b->line ? -1 : 1;
    if (a->col != b->col)
        return a->col < b->col ? -1 : 1;
    c = strcmp(a->rule, b->rule);
    return c ? c : compare_arrival(a, b);
}

/* Failures (and their clang errors) in database order; one TU's in the
 * order its shard had them. */
static int by_unit(const void *pa, const void *pb)
{
    const struct merge_item *a = pa, *b = pb;
    int c = compare_size(a->unit, b->unit);
    return c ? c : compare_size(a->pos, b->pos);
}

/* An empty list has no items array, which qsort must not be given. */
static void sort_list(struct merge_list *l, int (*compare)(const void *, const void *))
{
    if (l->n > 1)
        qsort(l->items, l->n, sizeof *l->items, compare);
}

/* A finding of a header that TUs of several shards include is kept once,
 * as the single run keeps it: the copy of the first TU (report.c,
 * nvc_report_add_unique). */
static void drop_repeated_findings(struct merge_list *l)
{
    if (l->n < 2)
        return;
    sort_list(l, by_identity);
    size_t kept = 1;
    for (size_t i = 1; i < l->n; i++)
        if (strcmp(l->items[i].identity, l->items[kept - 1].identity) != 0)
            l->items[kept++] = l->items[i];
    l->n = kept;
}

static void put_in_order(struct merge *m)
{
    drop_repeated_findings(&m->results);
    sort_list(&m->results, by_report_order);
    sort_list(&m->clang_errors, by_unit);
    sort_list(&m->failures, by_unit);
}

/* ---- what the whole run says ----------------------------------------------------------- */

struct hashed {
    unsigned long long hash;
    size_t index;
    struct merge_item *item;
};

static int compare_hashed(const void *pa, const void *pb)
{
    const struct hashed *a = pa, *b = pb;
    if (a->hash != b->hash)
        return a->hash < b->hash ? -1 : 1;
    return compare_size(a->index, b->index);
}

/* output.c's numbering: findings with the same hash are told apart by
 * their occurrence in report order (the results, then the clang errors). */
static void number_fingerprints(struct merge *m)
{
    size_t n = m->results.n + m->clang_errors.n;
    struct hashed *h = calloc(n + 1, sizeof *h);
    if (!h)
        nvc_fatal("out of memory");
    for (size_t i = 0; i < n; i++) {
        struct merge_item *it = i < m->results.n ? &m->results.items[i]
                                                 : &m->clang_errors.items[i - m->results.n];
        h[i] = (struct hashed){it->hash, i, it};
    }
    qsort(h, n, sizeof *h, compare_hashed);
    for (size_t i = 0, occurrence = 1; i < n; i++) {
        occurrence = i > 0 && h[i].hash == h[i - 1].hash ? occurrence + 1 : 1;
        snprintf(h[i].item->fingerprint, sizeof h[i].item->fingerprint, "%016llx:%zu", h[i].hash,
                 occurrence);
    }
    free(h);
}

/* render_sarif.c's choice under GitHub's limit: the clang errors always,
 * then errors, warnings, notes and suppressed results, each in report order. */
static void keep_under_limit(struct merge *m)
{
    size_t clang = m->clang_errors.n, n = m->results.n, max = NVC_SARIF_MAX_RESULTS;
    size_t budget = max > clang ? max - clang : 0;
    for (int rank = 0; rank < 4; rank++)
        for (size_t i = 0; i < n; i++)
            if (m->results.items[i].rank == rank && budget > 0) {
                m->results.items[i].keep = true;
                budget--;
            }
    m->left_out = n + clang > max ? n + clang - max : 0;
}

/* report.c's nvc_report_exit_code: 1 on error-level findings, else 2 when
 * a TU could not be checked, else 0. */
static void sum_up(struct merge *m)
{
    for (size_t i = 0; i < m->results.n; i++)
        m->counts[m->results.items[i].rank]++;
    m->exit_code = m->counts[0] ? 1 : m->failures.n ? 2 : 0;
    number_fingerprints(m);
    keep_under_limit(m);
}

/* ---- the reports to write -------------------------------------------------------------- */

/* The main report (--format=X, --output) goes to standard output in the
 * shards' format; when only --format=X:FILE reports are asked for, they
 * are the only ones. */
static bool skip_output(const struct nvc_options *o, unsigned i)
{
    return i == 0 && !o->format_given && !o->outputs[0].path && o->noutputs > 1;
}

static enum nvc_format format_of(const struct nvc_options *o, unsigned i, enum merge_kind kind)
{
    if (i == 0 && !o->format_given)
        return kind == MERGE_JSON ? NVC_FORMAT_JSON : NVC_FORMAT_SARIF;
    return o->outputs[i].format;
}

/* Text and github reports are refused before anything is read: they show
 * the sources (text) and come TU by TU (both), which no report holds. */
static bool outputs_are_reports(const struct nvc_options *o)
{
    for (unsigned i = 0; i < o->noutputs; i++) {
        enum nvc_format f = format_of(o, i, MERGE_JSON);
        if (skip_output(o, i) || (f != NVC_FORMAT_TEXT && f != NVC_FORMAT_GITHUB))
            continue;
        const char *name = f == NVC_FORMAT_TEXT ? "text" : "github";
        nvc_tool_error(NULL,
                       "--merge writes json, sarif or gitlab reports, not %s: the shards' "
                       "runs print their own %s output",
                       name, name);
        return false;
    }
    return true;
}

/* json from json shards, sarif from sarif shards; gitlab from either. */
static bool outputs_match(const struct merge *m, const struct nvc_options *o)
{
    for (unsigned i = 0; i < o->noutputs; i++) {
        enum nvc_format f = format_of(o, i, m->kind);
        if (skip_output(o, i) || f == NVC_FORMAT_GITLAB ||
            f == (m->kind == MERGE_JSON ? NVC_FORMAT_JSON : NVC_FORMAT_SARIF))
            continue;
        const char *want = f == NVC_FORMAT_JSON ? "json" : "sarif";
        nvc_tool_error(NULL,
                       "the shards' reports are %s: --merge cannot write %s from them "
                       "(the shards can write both: --format=%s:FILE)",
                       kind_name(m->kind), want, want);
        return false;
    }
    return true;
}

struct merged_file {
    const struct merge *m;
    enum nvc_format format;
    const char *name;
};

static void render_merged(FILE *out, void *user)
{
    const struct merged_file *mf = user;
    nvc_merge_write(out, mf->m, mf->format, mf->name);
}

/* Every report, as output.c writes them (report files atomically). */
static int write_reports(const struct merge *m, const struct nvc_options *o)
{
    int rc = m->exit_code;
    for (unsigned i = 0; i < o->noutputs; i++) {
        const char *path = o->outputs[i].path;
        if (skip_output(o, i))
            continue;
        struct merged_file mf = {m, format_of(o, i, m->kind), path ? path : "standard output"};
        errno = 0;
        int err = 0;
        if (path) {
            err = nvc_report_file_write(path, render_merged, &mf);
        } else {
            render_merged(stdout, &mf);
            if (fflush(stdout) != 0 || ferror(stdout))
                err = errno ? errno : EIO;
        }
        if (err) {
            nvc_tool_error(NULL, "cannot write the report to %s: %s", mf.name, strerror(err));
            rc = 2;
        }
    }
    return rc;
}

/* ---- the merge ---------------------------------------------------------------------- */

static bool read_all(struct merge *m, const struct nvc_options *o)
{
    m->nshards = (size_t)o->ninputs;
    m->shards = nvc_arena_alloc(&m->arena, (m->nshards + 1) * sizeof *m->shards);
    for (size_t i = 0; i < m->nshards; i++) {
        enum merge_kind kind;
        m->shards[i].path = o->inputs[i];
        if (!read_shard(m, &m->shards[i], &kind))
            return false;
        if (i == 0) {
            m->kind = kind;
        } else if (kind != m->kind) {
            nvc_tool_error(o->inputs[i],
                           "a %s report, and %s a %s one: merge the shards' "
                           "reports of one format",
                           kind_name(kind), o->inputs[0], kind_name(m->kind));
            return false;
        }
    }
    return true;
}

int nvc_merge(const struct nvc_options *o)
{
    struct merge m = {0};
    const struct merge_shard **owner = NULL;
    bool ok = outputs_are_reports(o) && read_all(&m, o) && outputs_match(&m, o) &&
              one_format_and_version(&m) && every_shard_once(&m) &&
              units_partitioned(&m, &owner) && same_run_elsewhere(&m);
    for (size_t i = 0; ok && i < m.nshards; i++)
        ok = read_items(&m, &m.shards[i], owner);
    int rc = 2;
    if (ok) {
        put_in_order(&m);
        sum_up(&m);
        rc = write_reports(&m, o);
    }
    free(m.results.items);
    free(m.clang_errors.items);
    free(m.failures.items);
    nvc_arena_free(&m.arena);
    return rc;
}
