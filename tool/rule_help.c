/* rule_help.c: rule doc pages as SARIF help (rule_help.h). */
#include "rule_help.h"

#include "arena.h"
#include "rule_docs.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

/* A growing string. */
struct text {
    char *s;
    size_t len, cap;
};

static void put(struct text *t, const char *s, size_t n)
{
    while (t->cap - t->len < n + 1)
        t->s = nvc_grow(t->s, &t->cap, t->cap, 1);
    memcpy(t->s + t->len, s, n);
    t->len += n;
    t->s[t->len] = '\0';
}

static void puts_text(struct text *t, const char *s)
{
    put(t, s, strlen(s));
}

const char *nvc_rule_help_page(const char *id)
{
    for (const struct nvc_rule_doc *d = nvc_rule_docs; d->id; d++)
        if (strcmp(d->id, id) == 0)
            return d->text;
    return NULL;
}

/* "https:", "mailto:": a scheme before any '/' (RFC 3986 §3.1). */
static bool has_scheme(const char *target, size_t n)
{
    for (size_t i = 0; i < n && target[i] != '/' && target[i] != '#'; i++)
        if (target[i] == ':')
            return true;
    return false;
}

/* target[0..n) resolved against docs/rules/<id>.md, prefixed with tree_url. */
static void put_resolved(struct text *t, const char *target, size_t n, const char *id,
                         const char *tree_url)
{
    if (has_scheme(target, n)) {
        put(t, target, n);
        return;
    }
    puts_text(t, tree_url);
    if (target[0] == '#') {   /* an anchor of the page itself */
        puts_text(t, "docs/rules/");
        puts_text(t, id);
        puts_text(t, ".md");
        put(t, target, n);
        return;
    }
    /* path segments: the page's directory, then the target's, "." and ".."
     * applied (RFC 3986 §5.2.4) */
    const char *seg[64] = {"docs", "rules"};
    size_t seglen[64] = {4, 5}, nseg = target[0] == '/' ? 0 : 2;
    for (size_t i = target[0] == '/'; i < n;) {
        size_t end = i;
        while (end < n && target[end] != '/')
            end++;
        size_t len = end - i;
        if (len == 2 && target[i] == '.' && target[i + 1] == '.')
            nseg -= nseg > 0;
        else if (len > 0 && !(len == 1 && target[i] == '.') && nseg < 64)
            seg[nseg] = target + i, seglen[nseg++] = len;
        i = end + 1;
    }
    for (size_t i = 0; i < nseg; i++) {
        if (i)
            puts_text(t, "/");
        put(t, seg[i], seglen[i]);
    }
}

char *nvc_rule_help_markdown(const char *page, const char *id, const char *tree_url)
{
    struct text t = {0};
    puts_text(&t, "");
    for (const char *p = page; *p;) {
        const char *link = strstr(p, "](");
        const char *close = link ? strchr(link + 2, ')') : NULL;
        if (!close) {
            puts_text(&t, p);
            break;
        }
        put(&t, p, (size_t)(link + 2 - p));
        put_resolved(&t, link + 2, (size_t)(close - link - 2), id, tree_url);
        p = close;   /* the ')' is copied with what follows */
    }
    return t.s;
}

/* "[text](target)" at p: writes "text (target)" and returns what follows;
 * NULL when p starts no link. */
static const char *put_plain_link(struct text *t, const char *p)
{
    const char *mid = strstr(p, "](");
    const char *eol = strchr(p, '\n');
    if (!mid || (eol && mid > eol) || memchr(p + 1, '[', (size_t)(mid - p - 1)))
        return NULL;
    const char *close = strchr(mid + 2, ')');
    if (!close || (eol && close > eol))
        return NULL;
    put(t, p + 1, (size_t)(mid - p - 1));
    puts_text(t, " (");
    put(t, mid + 2, (size_t)(close - mid - 2));
    puts_text(t, ")");
    return close + 1;
}

/* One line outside code fences, without its markdown syntax. */
static void put_plain_line(struct text *t, const char *line, size_t n)
{
    size_t hashes = 0;
    while (hashes < n && line[hashes] == '#')
        hashes++;
    if (hashes > 0 && hashes < n && line[hashes] == ' ')
        line += hashes + 1, n -= hashes + 1;
    const char *end = line + n;
    for (const char *p = line; p < end;) {
        const char *after = *p == '[' ? put_plain_link(t, p) : NULL;
        if (after && after <= end) {
            p = after;
        } else if (*p == '`') {
            p++;
        } else if (*p == '*' && p + 1 < end && p[1] == '*') {
            p += 2;
        } else {
            put(t, p++, 1);
        }
    }
}

char *nvc_rule_help_text(const char *markdown)
{
    struct text t = {0};
    puts_text(&t, "");
    bool in_fence = false;
    for (const char *p = markdown; *p;) {
        const char *nl = strchr(p, '\n');
        size_t n = nl ? (size_t)(nl - p) : strlen(p);
        bool fence = n >= 3 && strncmp(p, "```", 3) == 0;
        in_fence ^= fence;   /* the fence line itself goes */
        if (!fence && in_fence)
            put(&t, p, n);
        else if (!fence)
            put_plain_line(&t, p, n);
        if (!fence)
            puts_text(&t, "\n");
        p += n + (nl != NULL);
    }
    return t.s;
}
