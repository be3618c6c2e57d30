/* render_gitlab.c: --format=gitlab, a GitLab Code Quality report
 * (docs.gitlab.com/ci/testing/code_quality/, "Code Quality report format"):
 * a JSON array with one object per finding: description, check_name,
 * fingerprint (unique per finding, or GitLab shows only one of those that
 * share it), severity (info, minor, major, critical, blocker), location.path
 * relative to the repository and location.lines.begin. A TU that does not
 * compile is an issue at clang's first error (clang-diagnostic-error).
 * Suppressed findings and the other inputs that could not be checked have
 * no place in it (the exit status and stderr carry the latter). */
#include "json_writer.h"
#include "output.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

/* error: the toolchain rejects the code or its behaviour is undefined;
 * warning: likely wrong; note: information. */
static const char *gitlab_severity(enum nvc_severity s)
{
    return s == NVC_SEV_ERROR ? "critical" : s == NVC_SEV_WARNING ? "major" : "info";
}

/* Our fingerprint "<16 hex>:<occurrence>" as 32 hex digits, the shape of the
 * MD5 fingerprints in GitLab's examples. */
static void write_fingerprint(struct nvc_json *j, const char *fp)
{
    const char *colon = strchr(fp, ':');
    char hex[40];
    snprintf(hex, sizeof hex, "%.16s%016llx", fp, colon ? strtoull(colon + 1, NULL, 10) : 0ull);
    nvc_json_member_string(j, "fingerprint", hex);
}

static void write_issue(struct nvc_json *j, const char *check, const char *description,
                        enum nvc_severity severity, const char *fingerprint, const char *path,
                        unsigned line)
{
    nvc_json_begin_object(j);
    nvc_json_member_string(j, "type", "issue");
    nvc_json_member_string(j, "check_name", check);
    nvc_json_member_string(j, "description", description);
    nvc_json_member_string(j, "severity", gitlab_severity(severity));
    write_fingerprint(j, fingerprint);
    nvc_json_key(j, "location");
    nvc_json_begin_object(j);
    nvc_json_member_string(j, "path", path);
    nvc_json_key(j, "lines");
    nvc_json_begin_object(j);
    /* GitLab needs a line; a finding without one (IR without -g) is about
     * the whole file and stands at its first line. */
    nvc_json_member_uint(j, "begin", line ? line : 1);
    nvc_json_end_object(j);
    nvc_json_end_object(j);
    nvc_json_end_object(j);
}

static void write_finding(struct nvc_json *j, const struct nvc_render_ctx *c, size_t i)
{
    const struct nvc_result *d = &c->r->results[i];
    char buf[PATH_MAX];
    write_issue(j, nvc_rules[d->f->rule].id, d->f->msg, d->severity, c->fingerprints[i],
                nvc_output_ci_path(c, &d->f->loc, buf, sizeof buf), d->f->loc.line);
}

/* A TU that does not compile: an issue at clang's first error. */
static void write_clang_error(struct nvc_json *j, const struct nvc_render_ctx *c, size_t i)
{
    const struct nvc_failure *f = &c->r->failures[i];
    char buf[PATH_MAX];
    write_issue(j, NVC_CLANG_ERROR_ID, f->clang_error, NVC_SEV_ERROR,
                nvc_output_failure_fingerprint(c, i),
                nvc_output_ci_path(c, &f->at, buf, sizeof buf), f->at.line);
}

void nvc_render_gitlab(FILE *out, const struct nvc_render_ctx *c)
{
    struct nvc_json j;
    nvc_json_init(&j, out);
    nvc_json_begin_array(&j);
    for (size_t i = 0; i < c->r->nresults; i++)
        if (!c->r->results[i].suppressed)
            write_finding(&j, c, i);
    for (size_t i = 0; i < c->r->files_failed; i++)
        if (c->r->failures[i].clang_error)
            write_clang_error(&j, c, i);
    nvc_json_end_array(&j);
    nvc_json_finish(&j);
}
