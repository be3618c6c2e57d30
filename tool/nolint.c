/* nolint.c: NOLINT comments (see nolint.h).
 *
 * Like clang-tidy, a directive is the text NOLINT anywhere on a line (in
 * practice in a comment), directly followed by NEXTLINE, BEGIN or END or
 * nothing, then optionally by a parenthesised list closed on the same line
 * (an unclosed list counts as none). BEGIN/END pair up as a stack: an END
 * closes the innermost open BEGIN when their lists are the same text. */
#include "nolint.h"

#include <stdlib.h>
#include <string.h>

enum directive_kind { NOLINT_LINE, NOLINT_NEXTLINE, NOLINT_BEGIN, NOLINT_END };

struct directive {
    enum directive_kind kind;
    unsigned line, col;       /* where the N of NOLINT is (1-based) */
    const char *checks;       /* the text between the parentheses; NULL without them */
    bool matched;             /* BEGIN/END: paired with its other half */
    unsigned end_line, end_col;  /* BEGIN, when matched: where its END is */
};

struct nolint_file {
    const char *path;
    const char *file;         /* as findings name it */
    struct directive *items;
    size_t len, cap;
};

struct nolint_files {
    struct nvc_arena arena;
    struct nolint_file *files;
    size_t len, cap;
};

static void add_directive(struct nolint_file *f, struct directive d)
{
    f->items = nvc_grow(f->items, &f->cap, f->len, sizeof *f->items);
    f->items[f->len++] = d;
}

static enum directive_kind kind_after(const char **p)
{
    static const struct {
        const char *suffix;
        enum directive_kind kind;
    } kinds[] = {{"NEXTLINE", NOLINT_NEXTLINE}, {"BEGIN", NOLINT_BEGIN}, {"END", NOLINT_END}};
    for (size_t i = 0; i < sizeof kinds / sizeof *kinds; i++) {
        size_t n = strlen(kinds[i].suffix);
        if (strncmp(*p, kinds[i].suffix, n) == 0) {
            *p += n;
            return kinds[i].kind;
        }
    }
    return NOLINT_LINE;
}

/* Every directive of one line. */
static void scan_line(struct nvc_arena *a, struct nolint_file *f, const char *text, size_t len,
                      unsigned line)
{
    char *copy = nvc_arena_strndup(a, text, len);
    for (const char *p = strstr(copy, "NOLINT"); p; p = strstr(p, "NOLINT")) {
        struct directive d = {.line = line, .col = (unsigned)(p - copy) + 1};
        p += 6;
        d.kind = kind_after(&p);
        const char *close = *p == '(' ? strchr(p, ')') : NULL;
        if (close) {
            d.checks = nvc_arena_strndup(a, p + 1, (size_t)(close - p - 1));
            p = close + 1;
        }
        add_directive(f, d);
    }
}

static bool same_checks(const char *a, const char *b)
{
    return a == b || (a && b && strcmp(a, b) == 0);
}

/* Pairs BEGINs with ENDs, innermost first, as clang-tidy does. */
static void pair_blocks(struct nolint_file *f)
{
    size_t *open = calloc(f->len + 1, sizeof *open), nopen = 0;
    if (!open)
        nvc_fatal("out of memory");
    for (size_t i = 0; i < f->len; i++) {
        struct directive *d = &f->items[i];
        if (d->kind == NOLINT_BEGIN) {
            open[nopen++] = i;
        } else if (d->kind == NOLINT_END && nopen > 0 &&
                   same_checks(f->items[open[nopen - 1]].checks, d->checks)) {
            struct directive *begin = &f->items[open[--nopen]];
            begin->matched = d->matched = true;
            begin->end_line = d->line;
            begin->end_col = d->col;
        }
    }
    free(open);
}

static bool mentions_nolint(const char *text, size_t len)
{
    for (size_t i = 0; i + 6 <= len; i++)
        if (text[i] == 'N' && strncmp(text + i, "NOLINT", 6) == 0)
            return true;
    return false;
}

static struct nolint_file *file_for(struct nolint_files *fs, struct nvc_source_cache *sources,
                                    const struct nvc_loc *loc)
{
    for (size_t i = 0; i < fs->len; i++)
        if (strcmp(fs->files[i].path, loc->path) == 0)
            return &fs->files[i];
    fs->files = nvc_grow(fs->files, &fs->cap, fs->len, sizeof *fs->files);
    struct nolint_file *f = &fs->files[fs->len++];
    *f = (struct nolint_file){.path = loc->path, .file = loc->file ? loc->file : loc->path};
    const char *text;
    size_t len;
    for (unsigned line = 1; (text = nvc_source_line(sources, loc->path, line, &len)); line++)
        if (mentions_nolint(text, len))
            scan_line(&fs->arena, f, text, len, line);
    pair_blocks(f);
    return f;
}

/* Whether the directive's list selects `rule` (no list: every rule). */
static bool covers_rule(const struct directive *d, enum nvc_rule rule)
{
    if (!d->checks)
        return true;
    struct nvc_rule_set set;
    const char *unmatched;
    char buf[64];
    nvc_rule_set_select(&set, 0, d->checks, &unmatched, buf, sizeof buf);
    return set.on[rule];
}

static bool before_or_at(unsigned l1, unsigned c1, unsigned l2, unsigned c2)
{
    return l1 < l2 || (l1 == l2 && c1 <= c2);
}

static bool covers(const struct directive *d, const struct nvc_finding *diag)
{
    unsigned line = diag->loc.line, col = diag->loc.col;
    bool place;
    switch (d->kind) {
    case NOLINT_LINE:
        place = d->line == line;
        break;
    case NOLINT_NEXTLINE:
        place = d->line + 1 == line;
        break;
    case NOLINT_BEGIN:   /* from the directive to its END, like clang-tidy's offsets */
        place = d->matched && before_or_at(d->line, col ? d->col : 0, line, col) &&
                before_or_at(line, col, d->end_line, d->end_col);
        break;
    default:
        place = false;
    }
    return place && covers_rule(d, diag->rule);
}

static bool is_suppressed(const struct nolint_file *f, const struct nvc_finding *d)
{
    for (size_t i = 0; i < f->len; i++)
        if (covers(&f->items[i], d))
            return true;
    return false;
}

static void report_unmatched(struct nvc_report *r, struct nolint_file *f,
                             struct nvc_finding_list *list)
{
    for (size_t i = 0; i < f->len; i++) {
        const struct directive *d = &f->items[i];
        if (d->matched || (d->kind != NOLINT_BEGIN && d->kind != NOLINT_END))
            continue;
        /* clang-tidy's wording */
        enum nvc_severity severity = nvc_rules[NVC_RULE_NOLINT_UNMATCHED].severity;
        struct nvc_finding *found = nvc_finding_add(
            list, NVC_RULE_NOLINT_UNMATCHED, severity,
            d->kind == NOLINT_BEGIN
                ? "unmatched 'NOLINTBEGIN' comment without a subsequent 'NOLINTEND' comment"
                : "unmatched 'NOLINTEND' comment without a previous 'NOLINTBEGIN' comment");
        found->loc = (struct nvc_loc){f->file, f->path, d->line, d->col};
        /* a header's once, whichever inputs include it */
        nvc_report_add_unique(r, &(struct nvc_result){.f = found, .severity = severity});
    }
}

void nvc_nolint_apply(struct nvc_report *r, size_t first, const struct nvc_rule_set *rules)
{
    struct nolint_files fs = {0};
    size_t end = r->nresults;
    for (size_t i = first; i < end; i++) {
        struct nvc_result *res = &r->results[i];
        const struct nvc_finding *d = res->f;
        if (!d->loc.path || d->loc.line == 0 || d->rule == NVC_RULE_NOLINT_UNMATCHED)
            continue;
        res->suppressed = is_suppressed(file_for(&fs, r->sources, &d->loc), d);
    }
    struct nvc_finding_list *list = calloc(1, sizeof *list);
    if (!list)
        nvc_fatal("out of memory");
    nvc_report_keep_list(r, list);
    for (size_t i = 0; i < fs.len; i++) {
        if (!rules || rules->on[NVC_RULE_NOLINT_UNMATCHED])
            report_unmatched(r, &fs.files[i], list);
        free(fs.files[i].items);
    }
    free(fs.files);
    nvc_arena_free(&fs.arena);   /* the findings' paths belong to the report's lists */
}
