/* rules.h: the rule registry, generated from rules.def. */
#ifndef NVC_RULES_H
#define NVC_RULES_H

#include <stdbool.h>

enum nvc_severity { NVC_SEV_NOTE, NVC_SEV_WARNING, NVC_SEV_ERROR };

/* Rule profiles (a bit set): see rules.def. */
enum nvc_profile {
    NVC_PROFILE_CUDA = 1,
    NVC_PROFILE_LIBNVVM = 2,
};
#define NVC_PROFILES_CUDA NVC_PROFILE_CUDA
#define NVC_PROFILES_LIBNVVM NVC_PROFILE_LIBNVVM
#define NVC_PROFILES_BOTH (NVC_PROFILE_CUDA | NVC_PROFILE_LIBNVVM)
/* In no profile: runs only when --checks names it (for NVIDIA's Infos, which
 * its verifier prints only on request, -nvvm-verify-show-info). */
#define NVC_PROFILES_OPTIN 0

enum nvc_rule {
#define RULE(tag, id, family, sev, profiles, summary) NVC_RULE_##tag,
#include "rules.def"
#undef RULE
    NVC_RULE_COUNT
};

struct nvc_rule_info {
    const char *id;
    const char *family;
    enum nvc_severity severity;
    unsigned profiles;     /* enum nvc_profile bits */
    const char *summary;
};

extern const struct nvc_rule_info nvc_rules[NVC_RULE_COUNT];

/* Which rules run: one flag per rule. */
struct nvc_rule_set {
    bool on[NVC_RULE_COUNT];
};

const char *nvc_severity_name(enum nvc_severity s);
/* "cuda" / "libnvvm" -> profile; 0 when unknown. */
enum nvc_profile nvc_profile_parse(const char *name);
/* "cuda,libnvvm" for a profile bit set, in a static buffer-free form. */
const char *nvc_profiles_text(unsigned profiles);
/* Whether a finding of `rule` inside a system header is the user's to fix
 * where user code calls that header code: the inline-PTX rules (family
 * "ptx") judge a header's asm against the target the user compiles for,
 * as cudaGridDependencySynchronize's unguarded `griddepcontrol.wait` below
 * sm_90. srcmap reports those at the user's calls (srcmap.h). */
bool nvc_rule_reported_at_user_call(enum nvc_rule rule);
/* Rule id -> rule; NVC_RULE_COUNT when unknown. */
enum nvc_rule nvc_rule_by_id(const char *id);

/* The rules of `profile`, then each comma-separated glob of `checks` (as in
 * clang-tidy: `-*,nvvm-param-*`; `*` matches any run of characters, a
 * leading `-` removes) in order. A glob that matches no rule is named in
 * *unmatched (NULL when all match), so a typo does not pass silently. */
void nvc_rule_set_select(struct nvc_rule_set *set, enum nvc_profile profile, const char *checks,
                         const char **unmatched, char *unmatched_buf, unsigned bufsize);

/* The first comma-separated glob of `checks` that matches no rule (copied
 * into buf), or NULL: for warning about typos in --checks and config files. */
const char *nvc_rule_globs_first_unmatched(const char *checks, char *buf, unsigned size);
bool nvc_glob_match(const char *glob, const char *s);

#endif
