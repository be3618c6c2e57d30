/* path_base.c: the base of CI report paths (path_base.h). */
#include "path_base.h"

#include "output.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static bool is_directory(const char *path)
{
    struct stat st;
    return path && *path && stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

/* `dir` made absolute (symlinks resolved) with one trailing '/'. */
static void set_dir(struct nvc_path_base *b, const char *dir)
{
    nvc_output_absolute(dir, b->dir, sizeof b->dir - 1);
    size_t n = strlen(b->dir);
    if (n == 0 || b->dir[n - 1] != '/')
        memcpy(b->dir + n, "/", 2);
}

/* Whether `dir` is one of $GIT_CEILING_DIRECTORIES, the directories git's
 * own search for a repository does not go up into (git(1), ENVIRONMENT);
 * they are compared with symlinks resolved, as git does. */
static bool is_git_ceiling(const char *dir)
{
    const char *list = getenv("GIT_CEILING_DIRECTORIES");
    for (const char *p = list; p && *p;) {
        size_t n = strcspn(p, ":");
        char entry[PATH_MAX], resolved[PATH_MAX];
        snprintf(entry, sizeof entry, "%.*s", (int)n, p);
        if (entry[0] == '/' && realpath(entry, resolved) && strcmp(resolved, dir) == 0)
            return true;
        p += n + (p[n] == ':');
    }
    return false;
}

/* The nearest directory at or above `start` (absolute) holding a .git
 * entry, in `top`; false when none does below a git ceiling directory. */
static bool git_top_level(const char *start, char *top, size_t cap)
{
    snprintf(top, cap, "%s", start);
    for (;;) {
        bool root = strcmp(top, "/") == 0;
        char probe[PATH_MAX + 8];
        snprintf(probe, sizeof probe, "%s/.git", root ? "" : top);
        struct stat st;
        if (lstat(probe, &st) == 0)
            return true;
        if (root)
            return false;
        char *slash = strrchr(top, '/');   /* top is absolute: there is one */
        slash[slash == top ? 1 : 0] = '\0';
        if (is_git_ceiling(top))
            return false;
    }
}

/* What the git top level is looked up from: the first input that names an
 * existing file or directory, else -p's directory. */
static const char *anchor_input(const struct nvc_options *o)
{
    struct stat st;
    for (int i = 0; i < o->ninputs; i++)
        if (stat(o->inputs[i], &st) == 0)
            return o->inputs[i];
    return o->build_dir && stat(o->build_dir, &st) == 0 ? o->build_dir : NULL;
}

static bool choose_git_top(const struct nvc_options *o, struct nvc_path_base *b)
{
    const char *input = anchor_input(o);
    if (!input)
        return false;
    char start[PATH_MAX + 1], top[PATH_MAX + 1];
    nvc_output_absolute(input, start, sizeof start);
    char *slash = strrchr(start, '/');
    if (!is_directory(start) && slash)   /* a file: from its directory */
        slash[slash == start ? 1 : 0] = '\0';
    if (!git_top_level(start, top, sizeof top))
        return false;
    set_dir(b, top);
    snprintf(b->origin, sizeof b->origin, "the git top level of %s", input);
    return true;
}

void nvc_path_base_choose(const struct nvc_options *o, struct nvc_path_base *b)
{
    static const char *const ci_variables[] = {"GITHUB_WORKSPACE", "CI_PROJECT_DIR"};
    b->origin[0] = '\0';
    if (o->source_root) {
        set_dir(b, o->source_root);
        snprintf(b->origin, sizeof b->origin, "--source-root");
    }
    for (size_t i = 0; !b->origin[0] && i < sizeof ci_variables / sizeof *ci_variables; i++) {
        const char *dir = getenv(ci_variables[i]);
        if (is_directory(dir)) {
            set_dir(b, dir);
            snprintf(b->origin, sizeof b->origin, "$%s", ci_variables[i]);
        }
    }
    if (!b->origin[0] && !choose_git_top(o, b)) {
        set_dir(b, ".");
        snprintf(b->origin, sizeof b->origin, "the current directory");
    }
    struct nvc_path_base cwd;
    set_dir(&cwd, ".");
    b->is_cwd = strcmp(cwd.dir, b->dir) == 0;
}
