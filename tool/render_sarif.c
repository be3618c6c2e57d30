/* render_sarif.c: --format=sarif, SARIF 2.1.0 (OASIS; validated in the test
 * suite against OASIS's published JSON schema: test/lit.cfg.py says
 * where the suite finds it).
 *
 * One run: the tool driver lists every rule of the registry; each finding is
 * a result with its rule, level, message, location (relative to %SRCROOT%
 * when inside the source root), notes as relatedLocations, the function as a
 * logical location and a partial fingerprint that survives unrelated lines
 * moving; inputs that could not be checked are toolExecutionNotifications,
 * and a TU that does not compile is also a clang-diagnostic-error result at
 * clang's first error (as clang-tidy reports it). Each rule's help is its
 * whole doc page, and helpUri that page at the version that wrote the log.
 * GitHub code scanning's limit (25,000 results per run) is kept: beyond it
 * the most severe results stay, and the log (and stderr) says how many went. */
#include "json_writer.h"
#include "messages.h"
#include "output.h"
#include "rule_help.h"
#include "shard.h"

#include <limits.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define SARIF_SCHEMA \
    "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
#define SRCROOT "%SRCROOT%"

/* ---- URIs ------------------------------------------------------------------ */

/* RFC 3986 unreserved characters and '/' stay; every other byte is
 * percent-encoded (so ':' in a first segment cannot read as a scheme). */
static void write_uri_encoded(struct nvc_json *j, const char *prefix, const char *path)
{
    size_t plen = strlen(prefix), n = strlen(path);
    char *uri = malloc(plen + 3 * n + 1);
    if (!uri)
        nvc_fatal("out of memory");
    memcpy(uri, prefix, plen);
    char *w = uri + plen;
    for (const unsigned char *p = (const unsigned char *)path; *p; p++) {
        bool keep = (*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') ||
                    (*p >= '0' && *p <= '9') || strchr("-._~/", *p);
        if (keep)
            *w++ = (char)*p;
        else
            w += sprintf(w, "%%%02X", *p);
    }
    *w = '\0';
    nvc_json_string(j, uri);
    free(uri);
}

/* {"uri": "src/a.cu", "uriBaseId": "%SRCROOT%"}, or an absolute file: URI
 * for a file outside the source root. */
static void write_artifact_location(struct nvc_json *j, const struct nvc_render_ctx *c,
                                    const char *path)
{
    char buf[PATH_MAX];
    const char *rel = nvc_output_relative(c, path, buf, sizeof buf);
    nvc_json_key(j, "artifactLocation");
    nvc_json_begin_object(j);
    nvc_json_key(j, "uri");
    if (rel) {
        write_uri_encoded(j, "", rel);
        nvc_json_member_string(j, "uriBaseId", SRCROOT);
    } else {
        nvc_output_absolute(path, buf, sizeof buf);
        write_uri_encoded(j, "file://", buf);
    }
    nvc_json_end_object(j);
}

static void write_message(struct nvc_json *j, const char *text)
{
    nvc_json_key(j, "message");
    nvc_json_begin_object(j);
    nvc_json_member_string(j, "text", text);
    nvc_json_end_object(j);
}

/* ---- locations ------------------------------------------------------------- */

static void write_physical_location(struct nvc_json *j, const struct nvc_render_ctx *c,
                                    const struct nvc_loc *loc)
{
    const char *path = loc->path ? loc->path : loc->file;
    nvc_json_key(j, "physicalLocation");
    nvc_json_begin_object(j);
    write_artifact_location(j, c, path);
    if (loc->line) {   /* without a line the location is the whole file (§3.29.3) */
        nvc_json_key(j, "region");
        nvc_json_begin_object(j);
        nvc_json_member_uint(j, "startLine", loc->line);
        if (loc->col)
            nvc_json_member_uint(j, "startColumn", nvc_output_column_in_code_points(c, loc));
        nvc_json_end_object(j);
    }
    nvc_json_end_object(j);
}

static void write_function(struct nvc_json *j, const struct nvc_result *d)
{
    nvc_json_key(j, "logicalLocations");
    nvc_json_begin_array(j);
    nvc_json_begin_object(j);
    nvc_json_member_string(j, "fullyQualifiedName", d->f->function_demangled);
    nvc_json_member_string(j, "decoratedName", d->f->function);
    nvc_json_member_string(j, "kind", "function");
    nvc_json_end_object(j);
    nvc_json_end_array(j);
}

static void write_locations(struct nvc_json *j, const struct nvc_render_ctx *c,
                            const struct nvc_result *d)
{
    nvc_json_key(j, "locations");
    nvc_json_begin_array(j);
    nvc_json_begin_object(j);
    if (d->f->loc.path || d->f->loc.file)
        write_physical_location(j, c, &d->f->loc);
    if (d->f->function)
        write_function(j, d);
    nvc_json_end_object(j);
    nvc_json_end_array(j);
}

static void write_related_location(struct nvc_json *j, const struct nvc_render_ctx *c, unsigned id,
                                   const struct nvc_loc *loc, const char *text)
{
    nvc_json_begin_object(j);
    nvc_json_member_uint(j, "id", id);
    if (loc->path || loc->file)
        write_physical_location(j, c, loc);
    write_message(j, text);
    nvc_json_end_object(j);
}

/* The notes, then (with several archs) which archs it was found for: what
 * the text output prints as note: lines. */
static void write_related_locations(struct nvc_json *j, const struct nvc_render_ctx *c,
                                    const struct nvc_result *d)
{
    if (!d->f->notes && !d->arch_note)
        return;
    nvc_json_key(j, "relatedLocations");
    nvc_json_begin_array(j);
    unsigned id = 1;
    for (const struct nvc_finding_note *n = d->f->notes; n; n = n->next) {
        char text[2048];
        nvc_note_text(n, text, sizeof text);
        write_related_location(j, c, id++, &n->loc, text);
    }
    if (d->arch_note)
        write_related_location(j, c, id, &d->f->loc, d->arch_note);
    nvc_json_end_array(j);
}

/* ---- results --------------------------------------------------------------- */

static const char *sarif_level(enum nvc_severity s)
{
    switch (s) {
    case NVC_SEV_ERROR:
        return "error";
    case NVC_SEV_WARNING:
        return "warning";
    case NVC_SEV_NOTE:
        return "note";
    }
    return "none";
}

/* The archs, and in a shard's log what --merge needs (shard.h): the
 * result's (d), else the failure's whose clang error it is (f). */
static void write_properties(struct nvc_json *j, const struct nvc_render_ctx *c, const char *archs,
                             const struct nvc_result *d, const struct nvc_failure *f)
{
    nvc_json_key(j, "properties");
    nvc_json_begin_object(j);
    nvc_json_key(j, "archs");
    nvc_json_comma_list(j, archs);
    if (c->r->shard) {
        char buf[PATH_MAX];
        nvc_json_key(j, NVC_SARIF_SHARD_KEY);
        if (d)
            nvc_shard_write_result(j, d, nvc_output_ci_path(c, &d->f->loc, buf, sizeof buf));
        else
            nvc_shard_write_failure(j, f, nvc_output_ci_path(c, &f->at, buf, sizeof buf));
    }
    nvc_json_end_object(j);
}

/* A finding the user silenced stays in the log as suppressed (§3.35), so
 * code scanning closes its alert instead of forgetting it. */
static void write_suppression(struct nvc_json *j, const struct nvc_result *d)
{
    if (!d->suppressed)
        return;
    nvc_json_key(j, "suppressions");
    nvc_json_begin_array(j);
    nvc_json_begin_object(j);
    nvc_json_member_string(j, "kind", "inSource");
    nvc_json_end_object(j);
    nvc_json_end_array(j);
}

static void write_result(struct nvc_json *j, const struct nvc_render_ctx *c, size_t i)
{
    const struct nvc_result *d = &c->r->results[i];
    nvc_json_begin_object(j);
    nvc_json_member_string(j, "ruleId", nvc_rules[d->f->rule].id);
    nvc_json_member_uint(j, "ruleIndex", d->f->rule);
    nvc_json_member_string(j, "level", sarif_level(d->severity));
    write_message(j, d->f->msg);
    write_locations(j, c, d);
    write_related_locations(j, c, d);
    nvc_json_key(j, "partialFingerprints");
    nvc_json_begin_object(j);
    nvc_json_member_string(j, NVC_SARIF_FINGERPRINT_KEY, c->fingerprints[i]);
    nvc_json_end_object(j);
    write_suppression(j, d);
    write_properties(j, c, d->arch_names, d, NULL);
    nvc_json_end_object(j);
}

/* A TU that does not compile: a result at clang's first error (the
 * notification of its failure stays, saying why it was not checked). */
static void write_clang_error(struct nvc_json *j, const struct nvc_render_ctx *c, size_t i)
{
    const struct nvc_failure *f = &c->r->failures[i];
    nvc_json_begin_object(j);
    nvc_json_member_string(j, "ruleId", NVC_CLANG_ERROR_ID);
    nvc_json_member_uint(j, "ruleIndex", NVC_RULE_COUNT);
    nvc_json_member_string(j, "level", "error");
    write_message(j, f->clang_error);
    nvc_json_key(j, "locations");
    nvc_json_begin_array(j);
    nvc_json_begin_object(j);
    write_physical_location(j, c, &f->at);
    nvc_json_end_object(j);
    nvc_json_end_array(j);
    nvc_json_key(j, "partialFingerprints");
    nvc_json_begin_object(j);
    nvc_json_member_string(j, NVC_SARIF_FINGERPRINT_KEY, nvc_output_failure_fingerprint(c, i));
    nvc_json_end_object(j);
    write_properties(j, c, f->archs, NULL, f);
    nvc_json_end_object(j);
}

/* Rank for keeping results under the limit: errors, warnings, notes, then
 * suppressed ones. */
static int keep_rank(const struct nvc_result *d)
{
    if (d->suppressed)
        return 3;
    return d->severity == NVC_SEV_ERROR ? 0 : d->severity == NVC_SEV_WARNING ? 1 : 2;
}

/* Which results go into the log: all of them, or the most severe ones up to
 * the limit (each rank in report order). Returns how many were left out. A
 * shard's log keeps them all: --merge applies the limit to the whole run. */
static size_t choose_results(const struct nvc_render_ctx *c, bool *keep)
{
    /* the results of TUs that did not compile are always kept (written
     * after the findings): the findings share what is left */
    size_t clang = nvc_report_count_clang_errors(c->r);
    size_t max = c->r->shard ? SIZE_MAX : c->sarif_max_results;
    size_t budget = max > clang ? max - clang : 0;
    size_t n = c->r->nresults;
    for (int rank = 0; rank < 4; rank++)
        for (size_t i = 0; i < n; i++)
            if (keep_rank(&c->r->results[i]) == rank && budget > 0) {
                keep[i] = true;
                budget--;
            }
    return n + clang > max ? n + clang - max : 0;
}

/* ---- the run --------------------------------------------------------------- */

static void write_text_object(struct nvc_json *j, const char *key, const char *text)
{
    nvc_json_key(j, key);
    nvc_json_begin_object(j);
    nvc_json_member_string(j, "text", text);
    nvc_json_end_object(j);
}

static void write_help(struct nvc_json *j, const char *text, const char *markdown)
{
    nvc_json_key(j, "help");
    nvc_json_begin_object(j);
    nvc_json_member_string(j, "text", text);
    nvc_json_member_string(j, "markdown", markdown);
    nvc_json_end_object(j);
}

static void write_default_level(struct nvc_json *j, enum nvc_severity severity)
{
    nvc_json_key(j, "defaultConfiguration");
    nvc_json_begin_object(j);
    nvc_json_member_string(j, "level", sarif_level(severity));
    nvc_json_end_object(j);
}

/* A rule: its page of the version that wrote the report (helpUri), and the
 * whole page as help (§3.49.13: markdown, and text for viewers without
 * markdown), so code scanning shows it beside each alert. */
static void write_rule(struct nvc_json *j, const struct nvc_rule_info *rule)
{
    char uri[512];
    snprintf(uri, sizeof uri, "%sdocs/rules/%s.md", NVC_DOCS_URL, rule->id);
    const char *page = nvc_rule_help_page(rule->id);
    char *markdown = page ? nvc_rule_help_markdown(page, rule->id, NVC_DOCS_URL) : NULL;
    char *text = markdown ? nvc_rule_help_text(markdown) : NULL;
    nvc_json_begin_object(j);
    nvc_json_member_string(j, "id", rule->id);
    write_text_object(j, "shortDescription", rule->summary);
    write_text_object(j, "fullDescription", rule->summary);
    nvc_json_member_string(j, "helpUri", uri);
    write_help(j, text ? text : rule->summary, markdown ? markdown : rule->summary);
    write_default_level(j, rule->severity);
    nvc_json_end_object(j);
    free(text);
    free(markdown);
}

#define CLANG_ERROR_SUMMARY "The translation unit does not compile (clang's first error)"
#define CLANG_ERROR_HELP \
    "clang could not compile the translation unit for the device, so cuda-nvvmcheck did not " \
    "check it. The result stands at clang's first error, with clang's message, as clang-tidy " \
    "reports it (clang-diagnostic-error); the reason the file was not checked is a tool " \
    "execution notification of the run, and the run's exit status is 2 unless error-level " \
    "findings make it 1."

/* The rule of a TU that does not compile: not in the registry (--checks
 * cannot turn it off), listed after its rules (ruleIndex NVC_RULE_COUNT). */
static void write_clang_error_rule(struct nvc_json *j)
{
    char uri[512];
    snprintf(uri, sizeof uri, "%sdocs/ci.md#a-translation-unit-that-does-not-compile",
             NVC_DOCS_URL);
    nvc_json_begin_object(j);
    nvc_json_member_string(j, "id", NVC_CLANG_ERROR_ID);
    write_text_object(j, "shortDescription", CLANG_ERROR_SUMMARY);
    write_text_object(j, "fullDescription", CLANG_ERROR_HELP);
    nvc_json_member_string(j, "helpUri", uri);
    write_help(j, CLANG_ERROR_HELP, CLANG_ERROR_HELP);
    write_default_level(j, NVC_SEV_ERROR);
    nvc_json_end_object(j);
}

static void write_tool(struct nvc_json *j)
{
    nvc_json_key(j, "tool");
    nvc_json_begin_object(j);
    nvc_json_key(j, "driver");
    nvc_json_begin_object(j);
    nvc_json_member_string(j, "name", "cuda-nvvmcheck");
    nvc_json_member_string(j, "version", NVC_VERSION);
    nvc_json_member_string(j, "semanticVersion", NVC_VERSION);
    nvc_json_member_string(j, "informationUri", NVC_PROJECT_URL);
    nvc_json_key(j, "rules");
    nvc_json_begin_array(j);
    for (unsigned i = 0; i < NVC_RULE_COUNT; i++)
        write_rule(j, &nvc_rules[i]);
    write_clang_error_rule(j);
    nvc_json_end_array(j);
    nvc_json_end_object(j);
    nvc_json_end_object(j);
}

/* A shard's failure: its unit (shard.h); its clang error, if any, is a
 * result of its own. */
static void write_shard_failure(struct nvc_json *j, const struct nvc_render_ctx *c,
                                const struct nvc_failure *f)
{
    if (!c->r->shard)
        return;
    nvc_json_key(j, "properties");
    nvc_json_begin_object(j);
    nvc_json_key(j, NVC_SARIF_SHARD_KEY);
    nvc_json_begin_object(j);
    nvc_json_member_uint(j, "unit", f->unit);
    nvc_json_end_object(j);
    nvc_json_end_object(j);
}

static void write_failure(struct nvc_json *j, const struct nvc_render_ctx *c,
                          const struct nvc_failure *f)
{
    /* the file as the report's locations name it, so that the log does not
     * depend on where the tool ran */
    char text[2048], buf[PATH_MAX];
    struct nvc_loc loc = {f->file, f->file, 0, 0};
    snprintf(text, sizeof text, "%s: %s", nvc_output_ci_path(c, &loc, buf, sizeof buf), f->reason);
    nvc_json_begin_object(j);
    nvc_json_member_string(j, "level", "error");
    write_message(j, text);
    nvc_json_key(j, "locations");
    nvc_json_begin_array(j);
    nvc_json_begin_object(j);
    nvc_json_key(j, "physicalLocation");
    nvc_json_begin_object(j);
    write_artifact_location(j, c, f->file);
    nvc_json_end_object(j);
    nvc_json_end_object(j);
    nvc_json_end_array(j);
    write_shard_failure(j, c, f);
    nvc_json_end_object(j);
}

void nvc_sarif_write_truncation(struct nvc_json *j, const char *output_name, size_t left_out,
                                size_t total, size_t max)
{
    char text[512];
    snprintf(text, sizeof text,
             "%zu of %zu results are not in this log: GitHub code scanning "
             "accepts at most %zu results per run, so the most severe %zu are kept",
             left_out, total, max, max);
    nvc_json_begin_object(j);
    nvc_json_member_string(j, "level", "warning");
    write_message(j, text);
    nvc_json_end_object(j);
    nvc_tool_warning(output_name, "%s", text);
}

static void write_truncation(struct nvc_json *j, const struct nvc_render_ctx *c, size_t left_out)
{
    nvc_sarif_write_truncation(j, c->output_name, left_out,
                               c->r->nresults + nvc_report_count_clang_errors(c->r),
                               c->sarif_max_results);
}

/* Success means every input was checked; findings do not make a run fail
 * (§3.20.14: a failed run carries an error notification saying why). */
static void write_invocation(struct nvc_json *j, const struct nvc_render_ctx *c, size_t left_out)
{
    const struct nvc_report *r = c->r;
    nvc_json_key(j, "invocations");
    nvc_json_begin_array(j);
    nvc_json_begin_object(j);
    nvc_json_member_bool(j, "executionSuccessful", r->files_failed == 0);
    nvc_json_key(j, "exitCode");
    nvc_json_int(j, c->exit_code);
    if (r->files_failed || left_out) {
        nvc_json_key(j, "toolExecutionNotifications");
        nvc_json_begin_array(j);
        for (unsigned i = 0; i < r->files_failed; i++)
            write_failure(j, c, &r->failures[i]);
        if (left_out)
            write_truncation(j, c, left_out);
        nvc_json_end_array(j);
    }
    nvc_json_end_object(j);
    nvc_json_end_array(j);
}

static void write_source_root(struct nvc_json *j, const struct nvc_render_ctx *c)
{
    nvc_json_key(j, "originalUriBaseIds");
    nvc_json_begin_object(j);
    nvc_json_key(j, SRCROOT);
    nvc_json_begin_object(j);
    nvc_json_key(j, "uri");
    write_uri_encoded(j, "file://", c->source_root);
    nvc_json_end_object(j);
    nvc_json_end_object(j);
}

void nvc_render_sarif(FILE *out, const struct nvc_render_ctx *c)
{
    bool *keep = calloc(c->r->nresults + 1, sizeof *keep);
    if (!keep)
        nvc_fatal("out of memory");
    size_t left_out = choose_results(c, keep);
    struct nvc_json j;
    nvc_json_init(&j, out);
    nvc_json_begin_object(&j);
    nvc_json_member_string(&j, "$schema", SARIF_SCHEMA);
    nvc_json_member_string(&j, "version", "2.1.0");
    nvc_json_key(&j, "runs");
    nvc_json_begin_array(&j);
    nvc_json_begin_object(&j);
    write_tool(&j);
    write_invocation(&j, c, left_out);
    write_source_root(&j, c);
    nvc_json_member_string(&j, "columnKind", "unicodeCodePoints");
    nvc_json_key(&j, "results");
    nvc_json_begin_array(&j);
    for (size_t i = 0; i < c->r->nresults; i++)
        if (keep[i])
            write_result(&j, c, i);
    for (size_t i = 0; i < c->r->files_failed; i++)
        if (c->r->failures[i].clang_error)
            write_clang_error(&j, c, i);
    nvc_json_end_array(&j);
    if (c->r->shard) {   /* for --merge (shard.h) */
        nvc_json_key(&j, "properties");
        nvc_json_begin_object(&j);
        nvc_json_key(&j, NVC_SARIF_SHARD_KEY);
        nvc_shard_write_run(&j, c->r->shard);
        nvc_json_end_object(&j);
    }
    nvc_json_end_object(&j);
    nvc_json_end_array(&j);
    nvc_json_end_object(&j);
    nvc_json_finish(&j);
    free(keep);
}
