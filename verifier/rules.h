/* rules.h: the rule registry, generated from rules.def. */
#ifndef NVC_RULES_H
#define NVC_RULES_H

enum nvc_severity { NVC_SEV_NOTE, NVC_SEV_WARNING, NVC_SEV_ERROR };

enum nvc_family { NVC_FAMILY_FUNC, NVC_FAMILY_LAUNCH, NVC_FAMILY_PARAM };

enum nvc_rule {
#define RULE(tag, id, family, sev, summary) NVC_RULE_##tag,
#include "rules.def"
#undef RULE
    NVC_RULE_COUNT
};

struct nvc_rule_info {
    const char *id;
    enum nvc_family family;
    enum nvc_severity severity;
    const char *summary;
};

extern const struct nvc_rule_info nvc_rules[NVC_RULE_COUNT];

const char *nvc_family_name(enum nvc_family f);
const char *nvc_severity_name(enum nvc_severity s);

#endif
