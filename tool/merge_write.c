/* merge_write.c: the merged report (merge.h). Everything the merge does not
 * compute is copied from the shards as they spelled it (strings and numbers
 * verbatim, through json_writer, which wrote them), so the merged report is
 * the single run's byte for byte. */
#include "json_writer.h"
#include "merge_parts.h"
#include "output.h"
#include "shard.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- copying ---------------------------------------------------------------- */

/* Writes a member itself (or leaves it out) and returns true, or returns
 * false to have it copied. */
typedef bool member_edit_fn(const void *user, struct nvc_json *j, const char *key,
                            const struct nvc_json_value *v);

static void write_object(struct nvc_json *j, const struct nvc_json_value *obj,
                         member_edit_fn *edit, const void *user);

static void write_value(struct nvc_json *j, const struct nvc_json_value *v)
{
    switch (v->kind) {
    case NVC_JSON_NULL:
        nvc_json_null(j);
        break;
    case NVC_JSON_BOOL:
        nvc_json_bool(j, v->boolean);
        break;
    case NVC_JSON_NUMBER:
        nvc_json_verbatim(j, v->text, v->len);
        break;
    case NVC_JSON_STRING:
        nvc_json_verbatim(j, v->raw, v->rawlen);
        break;
    case NVC_JSON_ARRAY:
        nvc_json_begin_array(j);
        for (size_t i = 0; i < v->count; i++)
            write_value(j, v->items[i]);
        nvc_json_end_array(j);
        break;
    case NVC_JSON_OBJECT:
        write_object(j, v, NULL, NULL);
        break;
    }
}

static void write_object(struct nvc_json *j, const struct nvc_json_value *obj,
                         member_edit_fn *edit, const void *user)
{
    nvc_json_begin_object(j);
    for (size_t i = 0; i < obj->count; i++) {
        if (edit && edit(user, j, obj->keys[i], obj->items[i]))
            continue;
        nvc_json_key(j, obj->keys[i]);
        write_value(j, obj->items[i]);
    }
    nvc_json_end_object(j);
}

/* ---- what the shards add, left out ------------------------------------------------ */

static size_t members_but(const struct nvc_json_value *obj, const char *key)
{
    size_t n = 0;
    for (size_t i = 0; i < obj->count; i++)
        n += strcmp(obj->keys[i], key) != 0;
    return n;
}

static bool leave_out_shard_key(const void *user, struct nvc_json *j, const char *key,
                                const struct nvc_json_value *v)
{
    return strcmp(key, NVC_SARIF_SHARD_KEY) == 0;
}

/* A SARIF property bag without the shard's information; none at all when
 * that was all it held. */
static void write_properties(struct nvc_json *j, const struct nvc_json_value *props)
{
    if (props->kind == NVC_JSON_OBJECT && members_but(props, NVC_SARIF_SHARD_KEY) == 0)
        return;
    nvc_json_key(j, "properties");
    if (props->kind == NVC_JSON_OBJECT)
        write_object(j, props, leave_out_shard_key, NULL);
    else
        write_value(j, props);
}

/* ---- JSON ---------------------------------------------------------------------------- */

struct writing {
    const struct merge *m;
    const struct merge_item *item;   /* the finding being written */
    const char *output_name;
};

static bool json_finding_edit(const void *user, struct nvc_json *j, const char *key,
                              const struct nvc_json_value *v)
{
    const struct writing *w = user;
    if (strcmp(key, "fingerprint") == 0) {
        nvc_json_member_string(j, key, w->item->fingerprint);
        return true;
    }
    return strcmp(key, "shard") == 0;
}

static void write_json_items(struct nvc_json *j, const struct merge *m, const struct merge_list *l)
{
    for (size_t i = 0; i < l->n; i++) {
        struct writing w = {m, &l->items[i], NULL};
        write_object(j, l->items[i].v, json_finding_edit, &w);
    }
}

static const char *const count_names[4] = {"errors", "warnings", "notes", "suppressed"};

/* The counts of the merged findings; the other numbers (TUs checked and
 * failed, findings hidden) are the shards' sums; the rest as in all. */
static bool json_summary_edit(const void *user, struct nvc_json *j, const char *key,
                              const struct nvc_json_value *v)
{
    const struct merge *m = user;
    for (int k = 0; k < 4; k++)
        if (strcmp(key, count_names[k]) == 0) {
            nvc_json_member_uint(j, key, m->counts[k]);
            return true;
        }
    if (v->kind != NVC_JSON_NUMBER)
        return false;
    unsigned long long sum = 0, n;
    for (size_t i = 0; i < m->nshards; i++) {
        const struct nvc_json_value *summary = nvc_json_member(m->shards[i].doc, "summary");
        if (nvc_merge_number(nvc_json_member(summary, key), &n))
            sum += n;
    }
    nvc_json_member_uint(j, key, sum);
    return true;
}

static bool json_top_edit(const void *user, struct nvc_json *j, const char *key,
                          const struct nvc_json_value *v)
{
    const struct merge *m = user;
    if (strcmp(key, "exit_code") == 0) {
        nvc_json_key(j, key);
        nvc_json_int(j, m->exit_code);
    } else if (strcmp(key, "summary") == 0) {
        nvc_json_key(j, key);
        write_object(j, v, json_summary_edit, m);
    } else if (strcmp(key, "findings") == 0) {
        nvc_json_key(j, key);
        nvc_json_begin_array(j);
        write_json_items(j, m, &m->results);
        write_json_items(j, m, &m->clang_errors);
        nvc_json_end_array(j);
    } else if (strcmp(key, "failures") == 0) {
        nvc_json_key(j, key);
        nvc_json_begin_array(j);
        write_json_items(j, m, &m->failures);
        nvc_json_end_array(j);
    } else {
        return strcmp(key, "shard") == 0;
    }
    return true;
}

/* ---- SARIF --------------------------------------------------------------------------- */

static bool sarif_fingerprints_edit(const void *user, struct nvc_json *j, const char *key,
                                    const struct nvc_json_value *v)
{
    const struct writing *w = user;
    if (strcmp(key, NVC_SARIF_FINGERPRINT_KEY) != 0)
        return false;
    nvc_json_member_string(j, key, w->item->fingerprint);
    return true;
}

/* A result, or a notification of a failure (no fingerprint). */
static bool sarif_item_edit(const void *user, struct nvc_json *j, const char *key,
                            const struct nvc_json_value *v)
{
    if (strcmp(key, "properties") == 0) {
        write_properties(j, v);
        return true;
    }
    if (strcmp(key, "partialFingerprints") != 0 || v->kind != NVC_JSON_OBJECT)
        return false;
    nvc_json_key(j, key);
    write_object(j, v, sarif_fingerprints_edit, user);
    return true;
}

static void write_sarif_items(struct nvc_json *j, const struct merge *m,
                              const struct merge_list *l, bool only_kept)
{
    for (size_t i = 0; i < l->n; i++) {
        if (only_kept && !l->items[i].keep)
            continue;
        struct writing w = {m, &l->items[i], NULL};
        write_object(j, l->items[i].v, sarif_item_edit, &w);
    }
}

/* executionSuccessful and exitCode of the whole run, then its failures
 * (and the note of results over GitHub's limit), as render_sarif.c. */
static bool sarif_invocation_edit(const void *user, struct nvc_json *j, const char *key,
                                  const struct nvc_json_value *v)
{
    const struct writing *w = user;
    if (strcmp(key, "executionSuccessful") == 0) {
        nvc_json_member_bool(j, key, w->m->failures.n == 0);
    } else if (strcmp(key, "exitCode") == 0) {
        nvc_json_key(j, key);
        nvc_json_int(j, w->m->exit_code);
    } else {
        return strcmp(key, "toolExecutionNotifications") == 0;
    }
    return true;
}

static void write_sarif_invocation(struct nvc_json *j, const struct writing *w)
{
    const struct merge *m = w->m;
    nvc_json_key(j, "invocations");
    nvc_json_begin_array(j);
    /* the object as the shards wrote it, up to its notifications */
    const struct nvc_json_value *inv = m->shards[0].invocation;
    nvc_json_begin_object(j);
    for (size_t i = 0; i < inv->count; i++) {
        if (sarif_invocation_edit(w, j, inv->keys[i], inv->items[i]))
            continue;
        nvc_json_key(j, inv->keys[i]);
        write_value(j, inv->items[i]);
    }
    if (m->failures.n || m->left_out) {
        nvc_json_key(j, "toolExecutionNotifications");
        nvc_json_begin_array(j);
        write_sarif_items(j, m, &m->failures, false);
        if (m->left_out)
            nvc_sarif_write_truncation(j, w->output_name, m->left_out,
                                       m->results.n + m->clang_errors.n, NVC_SARIF_MAX_RESULTS);
        nvc_json_end_array(j);
    }
    nvc_json_end_object(j);
    nvc_json_end_array(j);
}

static bool sarif_run_edit(const void *user, struct nvc_json *j, const char *key,
                           const struct nvc_json_value *v)
{
    const struct writing *w = user;
    if (strcmp(key, "invocations") == 0) {
        write_sarif_invocation(j, w);
    } else if (strcmp(key, "results") == 0) {
        nvc_json_key(j, key);
        nvc_json_begin_array(j);
        write_sarif_items(j, w->m, &w->m->results, true);
        write_sarif_items(j, w->m, &w->m->clang_errors, false);
        nvc_json_end_array(j);
    } else if (strcmp(key, "properties") == 0) {
        write_properties(j, v);
    } else {
        return false;
    }
    return true;
}

static bool sarif_top_edit(const void *user, struct nvc_json *j, const char *key,
                           const struct nvc_json_value *v)
{
    const struct writing *w = user;
    if (strcmp(key, "runs") != 0)
        return false;
    nvc_json_key(j, key);
    nvc_json_begin_array(j);
    write_object(j, w->m->shards[0].run, sarif_run_edit, w);
    nvc_json_end_array(j);
    return true;
}

/* ---- GitLab Code Quality ----------------------------------------------------------------- */

/* render_gitlab.c's issue: the message and path as the shards spelled
 * them, the fingerprint "<16 hex>:<n>" as 32 hex digits. */
static void write_gitlab_issue(struct nvc_json *j, const struct merge_item *it,
                               const char *severity)
{
    const char *colon = strchr(it->fingerprint, ':');
    char hex[40];
    snprintf(hex, sizeof hex, "%.16s%016llx", it->fingerprint,
             colon ? strtoull(colon + 1, NULL, 10) : 0ull);
    nvc_json_begin_object(j);
    nvc_json_member_string(j, "type", "issue");
    nvc_json_member_string(j, "check_name", it->rule);
    nvc_json_key(j, "description");
    write_value(j, it->message);
    nvc_json_member_string(j, "severity", severity);
    nvc_json_member_string(j, "fingerprint", hex);
    nvc_json_key(j, "location");
    nvc_json_begin_object(j);
    nvc_json_key(j, "path");
    write_value(j, it->path);
    nvc_json_key(j, "lines");
    nvc_json_begin_object(j);
    nvc_json_member_uint(j, "begin", it->ci_line ? it->ci_line : 1);
    nvc_json_end_object(j);
    nvc_json_end_object(j);
    nvc_json_end_object(j);
}

/* Unsuppressed findings (error critical, warning major, note info), then
 * the clang errors. */
static void write_gitlab(struct nvc_json *j, const struct merge *m)
{
    static const char *const severity[3] = {"critical", "major", "info"};
    nvc_json_begin_array(j);
    for (size_t i = 0; i < m->results.n; i++)
        if (m->results.items[i].rank < 3)
            write_gitlab_issue(j, &m->results.items[i], severity[m->results.items[i].rank]);
    for (size_t i = 0; i < m->clang_errors.n; i++)
        write_gitlab_issue(j, &m->clang_errors.items[i], "critical");
    nvc_json_end_array(j);
}

void nvc_merge_write(FILE *out, const struct merge *m, enum nvc_format format,
                     const char *output_name)
{
    struct nvc_json j;
    nvc_json_init(&j, out);
    if (format == NVC_FORMAT_GITLAB) {
        write_gitlab(&j, m);
    } else if (m->kind == MERGE_JSON) {
        write_object(&j, m->shards[0].doc, json_top_edit, m);
    } else {
        struct writing w = {m, NULL, output_name};
        write_object(&j, m->shards[0].doc, sarif_top_edit, &w);
    }
    nvc_json_finish(&j);
}
