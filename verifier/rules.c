/* rules.c: the registry table, expanded from rules.def. */
#include "rules.h"

const struct nvc_rule_info nvc_rules[NVC_RULE_COUNT] = {
#define RULE(tag, id, family, sev, summary) \
    [NVC_RULE_##tag] = {id, NVC_FAMILY_##family, NVC_SEV_##sev, summary},
#include "rules.def"
#undef RULE
};

const char *nvc_family_name(enum nvc_family f)
{
    switch (f) {
    case NVC_FAMILY_FUNC: return "func";
    case NVC_FAMILY_LAUNCH: return "launch";
    case NVC_FAMILY_PARAM: return "param";
    }
    return "?";
}

const char *nvc_severity_name(enum nvc_severity s)
{
    switch (s) {
    case NVC_SEV_NOTE: return "note";
    case NVC_SEV_WARNING: return "warning";
    case NVC_SEV_ERROR: return "error";
    }
    return "?";
}
