/* rules.c: the registry table, expanded from rules.def, and rule selection. */
#include "rules.h"

#include <stdio.h>
#include <string.h>

const struct nvc_rule_info nvc_rules[NVC_RULE_COUNT] = {
#define RULE(tag, id, family, sev, profiles, summary) \
    [NVC_RULE_##tag] = {id, family, NVC_SEV_##sev, NVC_PROFILES_##profiles, summary},
#include "rules.def"
#undef RULE
};

const char *nvc_severity_name(enum nvc_severity s)
{
    switch (s) {
    case NVC_SEV_NOTE:
        return "note";
    case NVC_SEV_WARNING:
        return "warning";
    case NVC_SEV_ERROR:
        return "error";
    }
    return "?";
}

enum nvc_profile nvc_profile_parse(const char *name)
{
    if (strcmp(name, "cuda") == 0)
        return NVC_PROFILE_CUDA;
    if (strcmp(name, "libnvvm") == 0)
        return NVC_PROFILE_LIBNVVM;
    return 0;
}

const char *nvc_profiles_text(unsigned profiles)
{
    switch (profiles) {
    case NVC_PROFILE_CUDA:
        return "cuda";
    case NVC_PROFILE_LIBNVVM:
        return "libnvvm";
    case NVC_PROFILES_BOTH:
        return "cuda,libnvvm";
    case NVC_PROFILES_OPTIN:
        return "opt-in";
    }
    return "-";
}

bool nvc_rule_reported_at_user_call(enum nvc_rule rule)
{
    return rule < NVC_RULE_COUNT && strcmp(nvc_rules[rule].family, "ptx") == 0;
}

enum nvc_rule nvc_rule_by_id(const char *id)
{
    for (unsigned i = 0; i < NVC_RULE_COUNT; i++)
        if (strcmp(nvc_rules[i].id, id) == 0)
            return (enum nvc_rule)i;
    return NVC_RULE_COUNT;
}

/* `*` matches any run of characters; everything else matches itself.
 * Only the latest `*` is ever retried (an earlier one cannot help once a
 * later one matched), so the time is at most glob length times string
 * length: trying every split for every `*` took minutes for a 13-character
 * glob of 12 stars. */
bool nvc_glob_match(const char *glob, const char *s)
{
    const char *after_star = NULL;   /* the glob just past the latest `*` */
    const char *star_end = NULL;     /* where that `*`'s run currently ends */
    while (*s) {
        if (*glob == '*') {
            after_star = ++glob;
            star_end = s;
        } else if (*glob == *s) {
            glob++;
            s++;
        } else if (after_star) {
            glob = after_star;   /* the `*` takes one more character */
            s = ++star_end;
        } else {
            return false;
        }
    }
    while (*glob == '*')
        glob++;
    return *glob == '\0';
}

/* Applies one glob (without surrounding blanks); returns how many rules it
 * matched. */
static unsigned apply_glob(struct nvc_rule_set *set, const char *glob)
{
    bool on = *glob != '-';
    if (!on)
        glob++;
    unsigned matched = 0;
    for (unsigned i = 0; i < NVC_RULE_COUNT; i++)
        if (nvc_glob_match(glob, nvc_rules[i].id)) {
            set->on[i] = on;
            matched++;
        }
    return matched;
}

void nvc_rule_set_select(struct nvc_rule_set *set, enum nvc_profile profile, const char *checks,
                         const char **unmatched, char *unmatched_buf, unsigned bufsize)
{
    *unmatched = NULL;
    for (unsigned i = 0; i < NVC_RULE_COUNT; i++)
        set->on[i] = (nvc_rules[i].profiles & profile) != 0;
    for (const char *p = checks; p && *p;) {
        p += strspn(p, " \t\n,");
        size_t n = strcspn(p, ",");
        while (n > 0 && strchr(" \t\n", p[n - 1]))
            n--;
        if (n > 0) {
            char glob[256];
            snprintf(glob, sizeof glob, "%.*s", (int)n, p);
            if (apply_glob(set, glob) == 0 && !*unmatched) {
                snprintf(unmatched_buf, bufsize, "%s", glob);
                *unmatched = unmatched_buf;
            }
        }
        p += strcspn(p, ",");
    }
}

const char *nvc_rule_globs_first_unmatched(const char *checks, char *buf, unsigned size)
{
    struct nvc_rule_set set;
    const char *unmatched;
    nvc_rule_set_select(&set, NVC_PROFILE_CUDA, checks, &unmatched, buf, size);
    return unmatched;
}
