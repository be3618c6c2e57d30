/* render_gitlab.c: --format=gitlab, a GitLab Code Quality report
 * (docs.gitlab.com/ci/testing/code_quality/, "Code Quality report format"):
 * a JSON array with one object per finding: description, check_name,
 * fingerprint (unique per finding, or GitLab shows only one of those that
 * share it), severity (info, minor, major, critical, blocker), location.path
 * relative to the repository and location.lines.begin. Suppressed findings
 * and inputs that could not be checked have no place in it (the exit status
 * and stderr carry the latter). */
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

static void write_finding(struct nvc_json *j, const struct nvc_render_ctx *c, size_t i)
{
    const struct nvc_result *d = &c->r->results[i];
    char buf[PATH_MAX];
    nvc_json_begin_object(j);
    nvc_json_member_string(j, "type", "issue");
    nvc_json_member_string(j, "check_name", nvc_rules[d->f->rule].id);
    nvc_json_member_string(j, "description", d->f->msg);
    nvc_json_member_string(j, "severity", gitlab_severity(d->severity));
    write_fingerprint(j, c->fingerprints[i]);
    nvc_json_key(j, "location");
    nvc_json_begin_object(j);
    nvc_json_member_string(j, "path", nvc_output_ci_path(c, &d->f->loc, buf, sizeof buf));
    nvc_json_key(j, "lines");
    nvc_json_begin_object(j);
    /* GitLab needs a line; a finding without one (IR without -g) is about
     * the whole file and stands at its first line. */
    nvc_json_member_uint(j, "begin", d->f->loc.line ? d->f->loc.line : 1);
    nvc_json_end_object(j);
    nvc_json_end_object(j);
    nvc_json_end_object(j);
}

void nvc_render_gitlab(FILE *out, const struct nvc_render_ctx *c)
{
    struct nvc_json j;
    nvc_json_init(&j, out);
    nvc_json_begin_array(&j);
    for (size_t i = 0; i < c->r->nresults; i++)
        if (!c->r->results[i].suppressed)
            write_finding(&j, c, i);
    nvc_json_end_array(&j);
    nvc_json_finish(&j);
}
