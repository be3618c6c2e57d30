/* regex_guard.c: see regex_guard.h. The expansion is estimated on the
 * pattern's own structure (POSIX.1-2017, XBD 9.4, "Extended Regular
 * Expressions"): an atom is one node; a group is the sum over its branches
 * of their pieces; a piece is its atom times what its repetitions spell
 * out (`+`: 2; `{m}`: m; `{m,}`: m + 1; `*` and `?`: 1; `{m,n}`: the larger
 * of n and m + (n - m)^2 / 64, as glibc nests the optional copies).
 * Calibrated on glibc 2.36's regcomp (peak RSS of a program that only
 * compiles the pattern): `a{1,n}` takes about 8 n^2 bytes (n = 1000: 9.6 MB,
 * 2000: 33 MB, 4000: 128 MB); each `+` after `a++...` doubles it (14 `+`:
 * 11 MB, 16: 42 MB); `a{4000}` 2.3 MB, `a{100}{100}` 3.7 MB. The bound of
 * 20,000 keeps an accepted pattern's compile to tens of megabytes. An
 * expression that regcomp would reject anyway is passed on to it, which
 * says why. */
#include "regex_guard.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NODES_CAP ((double)NVC_REGEX_MAX_NODES * 4)

/* Past the bracket expression starting at `p` (its '['). */
static const char *skip_bracket(const char *p)
{
    p++;
    if (*p == '^')
        p++;
    if (*p == ']')   /* a leading ']' is a member */
        p++;
    while (*p && *p != ']') {
        if (*p == '[' && (p[1] == ':' || p[1] == '.' || p[1] == '=')) {
            char close = p[1];
            const char *end = p + 2;
            while (*end && !(end[0] == close && end[1] == ']'))
                end++;
            p = *end ? end + 2 : end;
        } else {
            p++;
        }
    }
    return *p ? p + 1 : p;
}

/* The copies a repetition at `p` spells out, and past it; 0 when `p` is no
 * repetition. */
static double repetition(const char **p)
{
    const char *s = *p;
    if (*s == '*' || *s == '?') {
        *p = s + 1;
        return 1;
    }
    if (*s == '+') {
        *p = s + 1;
        return 2;
    }
    if (*s != '{' || s[1] < '0' || s[1] > '9')
        return 0;
    char *end;
    double m = strtod(s + 1, &end), n = m;
    if (*end == ',') {
        if (end[1] >= '0' && end[1] <= '9')
            n = strtod(end + 1, &end);
        else {
            n = m + 1;
            end++;
        }
    }
    if (*end != '}')
        return 0;
    *p = end + 1;
    if (n <= m)
        return m > 1 ? m : 1;
    /* glibc nests the optional copies: (n - m)^2 / 2 nodes, measured */
    double nested = m + (n - m) * (n - m) / 64;
    return nested > n ? nested : n;
}

/* The nodes of the branches from `*p` to the ')' that closes the group (or
 * the end); `*p` ends on that ')' or the end. Sets `backref`. */
static double group_nodes(const char **p, int depth, bool *backref)
{
    double total = 0;
    while (**p && **p != ')' && total <= NODES_CAP) {
        double atom;
        const char *s = *p;
        if (*s == '|') {
            *p = s + 1;
            continue;
        }
        if (*s == '(') {
            *p = s + 1;
            atom = 1 + (depth < 1000 ? group_nodes(p, depth + 1, backref) : NODES_CAP + 1);
            if (**p == ')')
                (*p)++;
        } else if (*s == '[') {
            *p = skip_bracket(s);
            atom = 1;
        } else if (*s == '\\' && s[1]) {
            *backref |= s[1] >= '1' && s[1] <= '9';
            *p = s + 2;
            atom = 1;
        } else {
            *p = s + 1;
            atom = 1;
        }
        for (double copies; (copies = repetition(p)) > 0 && atom <= NODES_CAP;)
            atom *= copies;
        total += atom;
    }
    return total;
}

bool nvc_regex_compile(regex_t *re, const char *pattern, char *why, size_t cap)
{
    if (strlen(pattern) > NVC_REGEX_MAX_LEN) {
        snprintf(why, cap, "longer than %d bytes", NVC_REGEX_MAX_LEN);
        return false;
    }
    const char *p = pattern;
    bool backref = false;
    double nodes = 0;
    while (*p && nodes <= NODES_CAP) {
        nodes += group_nodes(&p, 0, &backref);
        if (*p == ')')   /* unmatched: regcomp says so */
            p++;
    }
    if (backref) {
        snprintf(why, cap, "a back-reference (\\1 to \\9) is not accepted");
        return false;
    }
    if (nodes > NVC_REGEX_MAX_NODES) {
        snprintf(why, cap, "its repetitions spell out more than %d parts", NVC_REGEX_MAX_NODES);
        return false;
    }
    int rc = regcomp(re, pattern, REG_EXTENDED | REG_NOSUB);
    if (rc != 0)
        regerror(rc, re, why, cap);
    return rc == 0;
}
