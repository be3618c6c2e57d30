/* tidy_cli.c: clang-tidy's conventions (tidy_cli.h). */
#include "tidy_cli.h"

#include "config.h"
#include "messages.h"

#include "rules.h"

#include <ctype.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* ---- --line-filter ---------------------------------------------------------- */

struct line_range {
    unsigned first, last;   /* inclusive, as clang-tidy's */
};

struct line_filter_entry {
    char *name;
    struct line_range *ranges;
    size_t nranges;         /* 0: every line */
};

struct nvc_line_filter {
    struct line_filter_entry *entries;
    size_t n;
};

/* A small reader for the one JSON shape --line-filter takes. */
struct json_reader {
    const char *text, *p;
    const char *error;      /* what was expected, at p */
};

static void skip_space(struct json_reader *r)
{
    while (*r->p && isspace((unsigned char)*r->p))
        r->p++;
}

static bool expect(struct json_reader *r, char c, const char *what)
{
    skip_space(r);
    if (*r->p != c) {
        r->error = what;
        return false;
    }
    r->p++;
    return true;
}

static bool peek(struct json_reader *r, char c)
{
    skip_space(r);
    return *r->p == c;
}

/* A JSON string without escapes other than \" and \\ (file names). */
static char *read_string(struct json_reader *r)
{
    if (!expect(r, '"', "a string"))
        return NULL;
    size_t cap = strlen(r->p) + 1, n = 0;
    char *s = malloc(cap);
    if (!s)
        nvc_fatal("out of memory");
    while (*r->p && *r->p != '"') {
        if (*r->p == '\\' && (r->p[1] == '"' || r->p[1] == '\\'))
            r->p++;
        s[n++] = *r->p++;
    }
    s[n] = '\0';
    if (!expect(r, '"', "the end of the string")) {
        free(s);
        return NULL;
    }
    return s;
}

static bool read_line_number(struct json_reader *r, unsigned *out)
{
    skip_space(r);
    char *end;
    unsigned long v = strtoul(r->p, &end, 10);
    if (end == r->p || !isdigit((unsigned char)*r->p) || v > UINT_MAX) {
        r->error = "a line number";
        return false;
    }
    *out = (unsigned)v;
    r->p = end;
    return true;
}

/* [[1,3],[5,9]] */
static bool read_ranges(struct json_reader *r, struct line_filter_entry *e)
{
    if (!expect(r, '[', "'[' starting the list of line ranges"))
        return false;
    size_t cap = 0;
    while (!peek(r, ']')) {
        if (e->nranges && !expect(r, ',', "',' or ']' after a line range"))
            return false;
        e->ranges = nvc_grow(e->ranges, &cap, e->nranges, sizeof *e->ranges);
        struct line_range *lr = &e->ranges[e->nranges++];
        if (!expect(r, '[', "'[' starting a line range [first,last]") ||
            !read_line_number(r, &lr->first) || !expect(r, ',', "',' in a line range") ||
            !read_line_number(r, &lr->last) || !expect(r, ']', "']' ending a line range"))
            return false;
    }
    r->p++;
    return true;
}

/* {"name":"a.cu","lines":[...]} */
static bool read_entry(struct json_reader *r, struct line_filter_entry *e)
{
    if (!expect(r, '{', "'{' starting an entry"))
        return false;
    bool first = true;
    while (!peek(r, '}')) {
        if (!first && !expect(r, ',', "',' or '}' in an entry"))
            return false;
        first = false;
        skip_space(r);
        const char *key_at = r->p;
        char *key = read_string(r);
        if (!key || !expect(r, ':', "':' after a key")) {
            free(key);
            return false;
        }
        bool ok;
        if (strcmp(key, "name") == 0)
            ok = (free(e->name), e->name = read_string(r)) != NULL;
        else if (strcmp(key, "lines") == 0)
            ok = read_ranges(r, e);
        else   /* point at the key */
            ok = false, r->error = "only the keys \"name\" and \"lines\"", r->p = key_at;
        free(key);
        if (!ok)
            return false;
    }
    r->p++;
    if (!e->name)
        r->error = "an entry with a \"name\"";
    return e->name != NULL;
}

bool nvc_line_filter_parse(const char *json, struct nvc_line_filter **out)
{
    struct nvc_line_filter *f = calloc(1, sizeof *f);
    if (!f)
        nvc_fatal("out of memory");
    struct json_reader r = {json, json, NULL};
    size_t cap = 0;
    bool ok = expect(&r, '[', "'[' starting the list of files");
    while (ok && !peek(&r, ']')) {
        if (f->n && !(ok = expect(&r, ',', "',' or ']' after an entry")))
            break;
        f->entries = nvc_grow(f->entries, &cap, f->n, sizeof *f->entries);
        f->entries[f->n] = (struct line_filter_entry){0};
        ok = read_entry(&r, &f->entries[f->n++]);
    }
    if (ok && (r.p++, skip_space(&r), *r.p))
        ok = false, r.error = "nothing after the closing ']'";
    if (!ok) {
        nvc_tool_error(NULL, "bad --line-filter: expected %s at offset %d of '%s' (see --help)",
                       r.error ? r.error : "']'", (int)(r.p - json), json);
        nvc_line_filter_free(f);
        return false;
    }
    if (f->n == 0) {   /* "[]": clang-tidy shows everything */
        nvc_line_filter_free(f);
        f = NULL;
    }
    *out = f;
    return true;
}

void nvc_line_filter_free(struct nvc_line_filter *f)
{
    if (!f)
        return;
    for (size_t i = 0; i < f->n; i++) {
        free(f->entries[i].name);
        free(f->entries[i].ranges);
    }
    free(f->entries);
    free(f);
}

static bool ends_with(const char *s, const char *suffix)
{
    size_t n = strlen(s), m = strlen(suffix);
    return n >= m && strcmp(s + n - m, suffix) == 0;
}

bool nvc_line_filter_passes(const struct nvc_line_filter *f, const char *path, unsigned line)
{
    if (!f || !path || line == 0)
        return true;
    for (size_t i = 0; i < f->n; i++) {
        const struct line_filter_entry *e = &f->entries[i];
        if (!ends_with(path, e->name))
            continue;
        if (e->nranges == 0)
            return true;
        for (size_t k = 0; k < e->nranges; k++)
            if (e->ranges[k].first <= line && line <= e->ranges[k].last)
                return true;
        return false;
    }
    return false;
}

/* ---- the compile database ------------------------------------------------ */

static bool has_database(const char *dir)
{
    char path[PATH_MAX + 32];
    struct stat st;
    snprintf(path, sizeof path, "%s/compile_commands.json", dir);
    return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

bool nvc_compdb_find_upwards(const char *dir, char *out, size_t cap)
{
    char here[PATH_MAX];
    if (!realpath(dir, here))
        return false;
    for (;;) {
        if (has_database(here)) {
            snprintf(out, cap, "%s", here);
            return true;
        }
        char *slash = strrchr(here, '/');
        if (!slash || here[1] == '\0')
            return false;
        if (slash == here)
            slash[1] = '\0';   /* "/x" -> "/" */
        else
            *slash = '\0';
    }
}

void nvc_command_with_extra_args(struct nvc_arena *a, const struct nvc_options *o,
                                 const char **argv, int argc, const char ***out, int *nout)
{
    int before = o->nextra_args_before, after = o->nextra_args;
    if (before == 0 && after == 0) {
        *out = argv;
        *nout = argc;
        return;
    }
    const char **args = nvc_arena_alloc(a, (size_t)(argc + before + after + 1) * sizeof *args);
    int dashdash = argc, n = 0;
    for (int i = 1; i < argc; i++)
        if (strcmp(argv[i], "--") == 0) {
            dashdash = i;
            break;
        }
    if (argc > 0)
        args[n++] = argv[0];
    for (int i = 0; i < before; i++)
        args[n++] = o->extra_args_before[i];
    for (int i = 1; i < dashdash; i++)
        args[n++] = argv[i];
    for (int i = 0; i < after; i++)
        args[n++] = o->extra_args[i];
    for (int i = dashdash; i < argc; i++)
        args[n++] = argv[i];
    *out = args;
    *nout = n;
}

/* ---- colour -------------------------------------------------------------- */

bool nvc_use_color(const struct nvc_options *o, FILE *out)
{
    if (o->use_color >= 0)
        return o->use_color == 1;
    const char *no_color = getenv("NO_COLOR");
    if (no_color && *no_color)
        return false;
    return isatty(fileno(out));
}

/* ---- --list-checks and --verify-config --------------------------------- */

/* The configuration of the first input (or the current directory), merged
 * under the command line, as --dump-config reads it. */
static bool effective_options(const struct nvc_options *cli, struct nvc_configs *cs,
                              const struct nvc_config **c, struct nvc_options *eff)
{
    const char *input = cli->ninputs ? cli->inputs[0] : NULL;
    if (!nvc_config_for(cs, input ? input : ".", !input, c))
        return false;
    nvc_config_merge(cs, *c, cli, eff);
    return true;
}

/* The profile a run would use: --profile or Profile, else by the first
 * input's kind (cuda without one). */
static enum nvc_profile profile_of(const struct nvc_options *eff)
{
    if (eff->profile)
        return nvc_profile_parse(eff->profile);
    bool ir = eff->ninputs && nvc_is_ir_name(eff->inputs[0]);
    return ir ? NVC_PROFILE_LIBNVVM : NVC_PROFILE_CUDA;
}

int nvc_list_checks(const struct nvc_options *cli)
{
    struct nvc_configs *cs = nvc_configs_new(cli);
    const struct nvc_config *c;
    struct nvc_options eff;
    if (!effective_options(cli, cs, &c, &eff)) {
        nvc_configs_free(cs);
        return 2;
    }
    struct nvc_rule_set set;
    const char *unmatched;
    char buf[256];
    nvc_rule_set_select(&set, profile_of(&eff), eff.checks, &unmatched, buf, sizeof buf);
    unsigned n = 0;
    for (unsigned i = 0; i < NVC_RULE_COUNT; i++)
        n += set.on[i];
    int rc = 0;
    if (n == 0) {   /* clang-tidy: "Error: no checks enabled." */
        nvc_tool_error(NULL, "no rule is enabled (--checks '%s')", eff.checks ? eff.checks : "");
        rc = 2;
    } else {
        /* clang-tidy 22: the heading, 4-space-indented names, an empty line */
        puts("Enabled checks:");
        for (unsigned i = 0; i < NVC_RULE_COUNT; i++)
            if (set.on[i])
                printf("    %s\n", nvc_rules[i].id);
        putchar('\n');
    }
    nvc_configs_free(cs);
    return rc;
}

static unsigned min3(unsigned a, unsigned b, unsigned c)
{
    return a < b ? (a < c ? a : c) : (b < c ? b : c);
}

/* Levenshtein distance, ignoring case (rule ids are lower case). */
static unsigned edit_distance(const char *a, const char *b)
{
    size_t n = strlen(b);
    unsigned *row = calloc(n + 1, sizeof *row);
    if (!row)
        nvc_fatal("out of memory");
    for (size_t k = 0; k <= n; k++)
        row[k] = (unsigned)k;
    for (size_t i = 1; a[i - 1]; i++) {
        unsigned diagonal = row[0];
        row[0] = (unsigned)i;
        for (size_t k = 1; k <= n; k++) {
            unsigned above = row[k];
            bool same = tolower((unsigned char)a[i - 1]) == tolower((unsigned char)b[k - 1]);
            row[k] = min3(row[k] + 1, row[k - 1] + 1, diagonal + (same ? 0 : 1));
            diagonal = above;
        }
    }
    unsigned d = row[n];
    free(row);
    return d;
}

/* The rule closest to `name`, if within 4 edits (clang-tidy's suggestion
 * threshold: an edit distance below 5). */
static const char *closest_rule(const char *name)
{
    const char *best = NULL;
    unsigned best_d = 5;
    for (unsigned i = 0; i < NVC_RULE_COUNT; i++) {
        unsigned d = edit_distance(name, nvc_rules[i].id);
        if (d < best_d) {
            best_d = d;
            best = nvc_rules[i].id;
        }
    }
    return best;
}

static bool glob_matches_some_rule(const char *glob)
{
    for (unsigned i = 0; i < NVC_RULE_COUNT; i++)
        if (nvc_glob_match(glob, nvc_rules[i].id))
            return true;
    return false;
}

/* Each glob of `globs` that selects no rule, in clang-tidy 22's words:
 *   <source>: warning: unknown check 'X'; did you mean 'Y' [-verify-config]
 *   <source>: warning: check glob 'X*' doesn't match any known check [-verify-config]
 * Returns the number of warnings. */
static unsigned verify_globs(const char *source, const char *globs)
{
    unsigned problems = 0;
    char *copy = globs ? strdup(globs) : NULL;
    for (char *save = NULL, *g = copy ? strtok_r(copy, ",", &save) : NULL; g;
         g = strtok_r(NULL, ",", &save)) {
        while (isspace((unsigned char)*g))
            g++;
        g[strcspn(g, " \t\n")] = '\0';
        const char *glob = *g == '-' ? g + 1 : g;
        if (!*glob || glob_matches_some_rule(glob))
            continue;
        problems++;
        if (strchr(glob, '*')) {
            fprintf(stderr,
                    "%s: warning: check glob '%s' doesn't match any known check "
                    "[-verify-config]\n",
                    source, glob);
            continue;
        }
        const char *near = closest_rule(glob);
        fprintf(stderr, "%s: warning: unknown check '%s'%s%s%s [-verify-config]\n", source, glob,
                near ? "; did you mean '" : "", near ? near : "", near ? "'" : "");
    }
    free(copy);
    return problems;
}

int nvc_verify_config(const struct nvc_options *cli)
{
    struct nvc_configs *cs = nvc_configs_new(cli);
    const struct nvc_config *c;
    struct nvc_options eff;
    if (!effective_options(cli, cs, &c, &eff)) {   /* a malformed file was said */
        nvc_configs_free(cs);
        return 1;
    }
    unsigned problems = 0;
    if (c) {
        problems += verify_globs(c->sources, c->checks);
        problems += verify_globs(c->sources, c->warnings_as_errors);
    }
    problems += verify_globs("command-line option '-checks'", cli->checks);
    problems += verify_globs("command-line option '-warnings-as-errors'", cli->warnings_as_errors);
    if (problems == 0)
        puts("No config errors detected.");
    nvc_configs_free(cs);
    return problems ? 1 : 0;
}
