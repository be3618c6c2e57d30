/* render_json.c: --format=json, cuda-nvvmcheck's own report schema.
 * docs/json-format.md documents every field; change both together, and bump
 * JSON_FORMAT_VERSION when a field changes meaning or goes away. */
#include "json_writer.h"
#include "output.h"
#include "shard.h"

#include <limits.h>
#include <string.h>

#define JSON_FORMAT_VERSION 1

/* line/column 0 (unknown) is null. */
static void member_position(struct nvc_json *j, const char *key, unsigned v)
{
    nvc_json_key(j, key);
    if (v)
        nvc_json_uint(j, v);
    else
        nvc_json_null(j);
}

static void write_place(struct nvc_json *j, const struct nvc_loc *loc)
{
    nvc_json_member_string(j, "file", loc->file ? loc->file : loc->path);
    member_position(j, "line", loc->line);
    member_position(j, "column", loc->line ? loc->col : 0);
}

static void write_notes(struct nvc_json *j, const struct nvc_result *d)
{
    nvc_json_key(j, "notes");
    nvc_json_begin_array(j);
    for (const struct nvc_finding_note *n = d->f->notes; n; n = n->next) {
        char text[2048];
        nvc_note_text(n, text, sizeof text);
        nvc_json_begin_object(j);
        write_place(j, &n->loc);
        nvc_json_member_string(j, "message", text);
        nvc_json_end_object(j);
    }
    nvc_json_end_array(j);
}

/* "sm_75,sm_90" as ["sm_75", "sm_90"]. */
static void write_archs(struct nvc_json *j, const char *names)
{
    nvc_json_key(j, "archs");
    nvc_json_comma_list(j, names);
}

static void write_function(struct nvc_json *j, const struct nvc_result *d)
{
    nvc_json_key(j, "function");
    if (!d->f->function) {
        nvc_json_null(j);
        return;
    }
    nvc_json_begin_object(j);
    nvc_json_member_string(j, "mangled", d->f->function);
    nvc_json_member_string(j, "demangled", d->f->function_demangled);
    nvc_json_end_object(j);
}

static void write_finding(struct nvc_json *j, const struct nvc_render_ctx *c, size_t i)
{
    const struct nvc_result *d = &c->r->results[i];
    nvc_json_begin_object(j);
    nvc_json_member_string(j, "rule", nvc_rules[d->f->rule].id);
    nvc_json_member_string(j, "severity", nvc_severity_name(d->severity));
    write_place(j, &d->f->loc);
    nvc_json_member_string(j, "message", d->f->msg);
    write_notes(j, d);
    write_archs(j, d->arch_names);
    write_function(j, d);
    nvc_json_member_string(j, "fingerprint", c->fingerprints[i]);
    nvc_json_member_bool(j, "suppressed", d->suppressed);
    if (c->r->shard) {   /* for --merge (shard.h) */
        char buf[PATH_MAX];
        nvc_json_key(j, "shard");
        nvc_shard_write_result(j, d, nvc_output_ci_path(c, &d->f->loc, buf, sizeof buf));
    }
    nvc_json_end_object(j);
}

/* A shard's failure or clang error: what --merge needs of it (shard.h). */
static void write_shard_failure(struct nvc_json *j, const struct nvc_render_ctx *c, size_t i)
{
    if (!c->r->shard)
        return;
    char buf[PATH_MAX];
    const struct nvc_failure *f = &c->r->failures[i];
    nvc_json_key(j, "shard");
    nvc_shard_write_failure(j, f, nvc_output_ci_path(c, &f->at, buf, sizeof buf));
}

/* A TU that does not compile, as a finding of rule clang-diagnostic-error
 * at clang's first error (not counted in the summary's errors: the TU
 * counts as failed, and stays in "failures" with its reason). */
static void write_clang_error(struct nvc_json *j, const struct nvc_render_ctx *c, size_t i)
{
    const struct nvc_failure *f = &c->r->failures[i];
    nvc_json_begin_object(j);
    nvc_json_member_string(j, "rule", NVC_CLANG_ERROR_ID);
    nvc_json_member_string(j, "severity", nvc_severity_name(NVC_SEV_ERROR));
    write_place(j, &f->at);
    nvc_json_member_string(j, "message", f->clang_error);
    nvc_json_key(j, "notes");
    nvc_json_begin_array(j);
    nvc_json_end_array(j);
    write_archs(j, f->archs);
    nvc_json_key(j, "function");
    nvc_json_null(j);
    nvc_json_member_string(j, "fingerprint", nvc_output_failure_fingerprint(c, i));
    nvc_json_member_bool(j, "suppressed", false);
    write_shard_failure(j, c, i);
    nvc_json_end_object(j);
}

static void write_summary(struct nvc_json *j, const struct nvc_report *r)
{
    struct nvc_report_counts n = nvc_report_count(r);
    nvc_json_key(j, "summary");
    nvc_json_begin_object(j);
    nvc_json_member_uint(j, "errors", n.errors);
    nvc_json_member_uint(j, "warnings", n.warnings);
    nvc_json_member_uint(j, "notes", n.notes);
    nvc_json_member_uint(j, "suppressed", n.suppressed);
    nvc_json_member_string(j, "unit", r->unit);
    nvc_json_member_uint(j, "checked", r->files_checked);
    nvc_json_member_uint(j, "failed", r->files_failed);
    nvc_json_member_uint(j, "hidden_in_system_headers", r->hidden_in_system_headers);
    nvc_json_member_uint(j, "hidden_by_header_filter", r->hidden_by_header_filter);
    nvc_json_end_object(j);
}

static void write_failures(struct nvc_json *j, const struct nvc_render_ctx *c)
{
    const struct nvc_report *r = c->r;
    nvc_json_key(j, "failures");
    nvc_json_begin_array(j);
    for (unsigned i = 0; i < r->files_failed; i++) {
        nvc_json_begin_object(j);
        nvc_json_member_string(j, "file", r->failures[i].file);
        nvc_json_member_string(j, "reason", r->failures[i].reason);
        write_shard_failure(j, c, i);
        nvc_json_end_object(j);
    }
    nvc_json_end_array(j);
}

void nvc_render_json(FILE *out, const struct nvc_render_ctx *c)
{
    struct nvc_json j;
    nvc_json_init(&j, out);
    nvc_json_begin_object(&j);
    nvc_json_member_uint(&j, "version", JSON_FORMAT_VERSION);
    nvc_json_key(&j, "tool");
    nvc_json_begin_object(&j);
    nvc_json_member_string(&j, "name", "cuda-nvvmcheck");
    nvc_json_member_string(&j, "version", NVC_VERSION);
    nvc_json_end_object(&j);
    nvc_json_key(&j, "exit_code");
    nvc_json_int(&j, c->exit_code);
    write_summary(&j, c->r);
    nvc_json_key(&j, "findings");
    nvc_json_begin_array(&j);
    for (size_t i = 0; i < c->r->nresults; i++)
        write_finding(&j, c, i);
    for (size_t i = 0; i < c->r->files_failed; i++)
        if (c->r->failures[i].clang_error)
            write_clang_error(&j, c, i);
    nvc_json_end_array(&j);
    write_failures(&j, c);
    if (c->r->shard) {
        nvc_json_key(&j, "shard");
        nvc_shard_write_run(&j, c->r->shard);
    }
    nvc_json_end_object(&j);
    nvc_json_finish(&j);
}
