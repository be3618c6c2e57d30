/* scan_select.c: which files a scan checks (scan_select.h). */
#include "scan_select.h"
#include "regex_guard.h"

#include "messages.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* A positional argument naming a regular file is that file, not a regex:
 * `src/a+b.cu` and `src/c[1].cu` name themselves. */
static bool names_a_file(const char *arg, char resolved[PATH_MAX])
{
    struct stat st;
    return stat(arg, &st) == 0 && S_ISREG(st.st_mode) && realpath(arg, resolved);
}

static bool compile_regex(regex_t *re, const char *pattern, const char *what)
{
    char why[256];
    if (nvc_regex_compile(re, pattern, why, sizeof why))
        return true;
    nvc_tool_error(NULL, "%s '%s': %s (see --help)", what, pattern, why);
    return false;
}

bool nvc_selection_init(struct nvc_scan_selection *s, struct nvc_arena *a,
                        const struct nvc_options *o)
{
    memset(s, 0, sizeof *s);
    size_t n = (size_t)o->ninputs + 1;
    s->files = nvc_arena_alloc(a, n * sizeof *s->files);
    s->filters = calloc(n, sizeof *s->filters);
    s->excludes = calloc((size_t)o->nexcludes + 1, sizeof *s->excludes);
    if (!s->filters || !s->excludes)
        nvc_fatal("out of memory");
    for (int i = 0; i < o->ninputs; i++) {
        char resolved[PATH_MAX];
        if (names_a_file(o->inputs[i], resolved)) {
            s->files[s->nfiles++] = (struct nvc_named_file){
                o->inputs[i], nvc_arena_strdup(a, resolved), false, false};
        } else if (compile_regex(&s->filters[s->nfilters], o->inputs[i], "bad path regex")) {
            s->nfilters++;
        } else {
            return false;
        }
    }
    for (int i = 0; i < o->nexcludes; i++) {
        if (!compile_regex(&s->excludes[s->nexcludes], o->excludes[i], "bad --exclude regex"))
            return false;
        s->nexcludes++;
    }
    return true;
}

void nvc_selection_free(struct nvc_scan_selection *s)
{
    for (int i = 0; i < s->nfilters; i++)
        regfree(&s->filters[i]);
    for (int i = 0; i < s->nexcludes; i++)
        regfree(&s->excludes[i]);
    free(s->filters);
    free(s->excludes);
    memset(s, 0, sizeof *s);
}

bool nvc_selection_wants(struct nvc_scan_selection *s, const char *path)
{
    bool wanted = s->nfiles == 0 && s->nfilters == 0;
    for (int i = 0; i < s->nfiles; i++)
        if (strcmp(s->files[i].path, path) == 0)
            wanted = s->files[i].in_database = true;
    for (int i = 0; !wanted && i < s->nfilters; i++)
        wanted = regexec(&s->filters[i], path, 0, NULL, 0) == 0;
    return wanted;
}

void nvc_selection_saw_host_entry(struct nvc_scan_selection *s, const char *path)
{
    for (int i = 0; i < s->nfiles; i++)
        if (strcmp(s->files[i].path, path) == 0)
            s->files[i].host_entry = true;
}

bool nvc_selection_excluded(const struct nvc_scan_selection *s, const char *path)
{
    for (int i = 0; i < s->nexcludes; i++)
        if (regexec(&s->excludes[i], path, 0, NULL, 0) == 0)
            return true;
    return false;
}

/* ---- the nearest database entry ------------------------------------------ */

/* The number of directories in the directory part of `path` ("/a/b/c.cu": 2). */
static int depth(const char *path)
{
    int n = 0;
    for (const char *p = strchr(path, '/'); p; p = strchr(p + 1, '/'))
        n++;
    return n > 0 ? n - 1 : 0;
}

/* How many leading directories the directory parts of `a` and `b` share
 * (both absolute). */
static int common_directories(const char *a, const char *b)
{
    const char *end_a = strrchr(a, '/'), *end_b = strrchr(b, '/');
    int shared = 0;
    while (a < end_a && b < end_b) {   /* each at a '/' */
        size_t na = strcspn(a + 1, "/"), nb = strcspn(b + 1, "/");
        if (na != nb || strncmp(a + 1, b + 1, na) != 0)
            break;
        shared++;
        a += na + 1;
        b += nb + 1;
    }
    return shared;
}

/* The file name without its directory and its last suffix. */
static size_t stem(const char *path, const char **start)
{
    const char *base = strrchr(path, '/');
    *start = base ? base + 1 : path;
    const char *dot = strrchr(*start, '.');
    return dot && dot != *start ? (size_t)(dot - *start) : strlen(*start);
}

static bool same_stem(const char *a, const char *b)
{
    const char *sa, *sb;
    size_t na = stem(a, &sa), nb = stem(b, &sb);
    return na == nb && strncmp(sa, sb, na) == 0;
}

struct fit {
    int common, apart;
    bool stem;
};

static struct fit fit_of(const char *path, const char *candidate)
{
    int common = common_directories(path, candidate);
    return (struct fit){common, depth(path) - common + depth(candidate) - common,
                        same_stem(path, candidate)};
}

static bool better(struct fit a, struct fit b)
{
    if (a.common != b.common)
        return a.common > b.common;
    if (a.apart != b.apart)
        return a.apart < b.apart;
    return a.stem && !b.stem;
}

long nvc_nearest_candidate(const char *path, const char *const *candidates, size_t n)
{
    long best = -1;
    struct fit best_fit = {0};
    for (size_t i = 0; i < n; i++) {
        struct fit f = fit_of(path, candidates[i]);
        if (best < 0 || better(f, best_fit))
            best = (long)i, best_fit = f;
    }
    return best;
}
