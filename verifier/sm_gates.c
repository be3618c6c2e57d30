/* sm_gates.c: lookups in sm_gates.def. The table is data measured by
 * scripts/gen-sm-gates (llc-22 refusing to select an intrinsic below its
 * SM, ptxas' "requires .target sm_XX", cross-checked with clang-22's
 * builtin feature gates); this file only reads it. */
#include "sm_gates.h"

#include <stdio.h>
#include <string.h>

static const struct nvc_sm_gate gates[] = {
#define SM_GATE(prefix, min_sm, archs, members, evidence) \
    {prefix, min_sm, archs, members, evidence},
#define SM_GATES_PROBED(archs)
#include "sm_gates.def"
#undef SM_GATE
#undef SM_GATES_PROBED
};

/* The targets the generator probed, "sm_60 sm_70 ... sm_121a". */
static const char probed[] =
#define SM_GATE(prefix, min_sm, archs, members, evidence)
#define SM_GATES_PROBED(archs) archs
#include "sm_gates.def"
#undef SM_GATE
#undef SM_GATES_PROBED
    ;

/* The newest SM the generator probed; later targets are not judged. */
#define NEWEST_PROBED_SM 121u

/* How many characters of `name` the row covers, 0 when it does not match. */
static size_t match_length(const char *prefix, const char *name, size_t len)
{
    size_t n = strlen(prefix);
    if (n && prefix[n - 1] == '$')
        return n - 1 == len && memcmp(prefix, name, len) == 0 ? len : 0;
    if (n > len || memcmp(prefix, name, n) != 0)
        return 0;
    return n == len || name[n] == '.' ? n : 0;
}

const struct nvc_sm_gate *nvc_sm_gate_find(const char *name, size_t len)
{
    const struct nvc_sm_gate *best = NULL;
    size_t best_len = 0;
    for (size_t i = 0; i < sizeof gates / sizeof *gates; i++) {
        size_t n = match_length(gates[i].prefix, name, len);
        if (n > best_len) {
            best = &gates[i];
            best_len = n;
        }
    }
    return best;
}

/* Whether `token` ("sm_90a") is a word of the space-separated list. */
static bool listed(const char *list, const char *token)
{
    size_t n = strlen(token);
    for (const char *p = list; (p = strstr(p, token)) != NULL; p += n)
        if ((p == list || p[-1] == ' ') && (p[n] == ' ' || p[n] == 0))
            return true;
    return false;
}

bool nvc_sm_gate_allows(const struct nvc_sm_gate *gate, struct nvc_arch target)
{
    if (target.sm > NEWEST_PROBED_SM)
        return true;
    if (!gate->archs[0])
        return target.sm >= gate->min_sm;
    char name[16];
    nvc_arch_name(target, name, sizeof name);
    /* A list row speaks only for the targets that were probed. */
    return listed(gate->archs, name) || !listed(probed, name);
}

const char *nvc_sm_gate_describe(const struct nvc_sm_gate *gate, char *buf, size_t cap)
{
    if (!gate->archs[0]) {
        snprintf(buf, cap, "sm_%u or newer", gate->min_sm);
        return buf;
    }
    bool several = strchr(gate->archs, ' ') != NULL;
    size_t used = (size_t)snprintf(buf, cap, "%s", several ? "one of " : "");
    for (const char *p = gate->archs; *p && used < cap; p++)
        used += (size_t)snprintf(buf + used, cap - used, *p == ' ' ? ", " : "%c", *p);
    return buf;
}
