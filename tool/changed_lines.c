/* changed_lines.c: reading unified diffs (POSIX diff -u's hunk format as
 * git writes it) and running git for --diff=REF. */
#include "changed_lines.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

/* ---- the diff's files and hunks -------------------------------------------- */

static struct nvc_changed_file *file_named(struct nvc_changed_lines *cl, const char *path,
                                           size_t len)
{
    for (size_t i = 0; i < cl->nfiles; i++)
        if (strlen(cl->files[i].path) == len && memcmp(cl->files[i].path, path, len) == 0)
            return &cl->files[i];
    cl->files = nvc_grow(cl->files, &cl->cap, cl->nfiles, sizeof *cl->files);
    struct nvc_changed_file *f = &cl->files[cl->nfiles++];
    *f = (struct nvc_changed_file){.path = nvc_arena_strndup(&cl->arena, path, len)};
    return f;
}

static void add_range(struct nvc_changed_file *f, unsigned first, unsigned count)
{
    if (count == 0)   /* a deletion-only hunk changes no line of the new file */
        return;
    f->ranges = nvc_grow(f->ranges, &f->cap, f->nranges, sizeof *f->ranges);
    f->ranges[f->nranges++] = (struct nvc_line_range){first, count};
}

/* git writes a name with '"', '\\' or control characters as a C string
 * ("b/a\"b.cu", octal escapes for bytes); undone in place. */
static void unquote_c_style(char *s)
{
    size_t n = 0;
    for (char *p = s + 1; *p && *p != '"'; p++) {
        if (*p != '\\' || !p[1]) {
            s[n++] = *p;
            continue;
        }
        p++;
        const char *from = "abfnrtv\\\"", *to = "\a\b\f\n\r\t\v\\\"";
        const char *k = strchr(from, *p);
        if (k) {
            s[n++] = to[k - from];
        } else if (*p >= '0' && *p <= '7') {
            unsigned v = 0;
            for (int i = 0; i < 3 && *p >= '0' && *p <= '7'; i++, p++)
                v = v * 8 + (unsigned)(*p - '0');
            p--;
            s[n++] = (char)v;
        } else {
            s[n++] = *p;
        }
    }
    s[n] = '\0';
}

/* The new file of a "+++ " line: NULL for /dev/null (a deleted file).
 * Unquoted names end at a tab (git adds one after names with spaces, GNU
 * diff a timestamp). `name` is the line after "+++ ", NUL-terminated. */
static const char *new_file_name(char *name)
{
    if (name[0] == '"')
        unquote_c_style(name);
    else
        name[strcspn(name, "\t")] = '\0';
    if (strcmp(name, "/dev/null") == 0)
        return NULL;
    char *slash = strchr(name, '/');   /* patch -p1: git's "b/" */
    return slash ? slash + 1 : name;
}

/* "@@ -a[,b] +c[,d] @@": the new side (c, d; d is 1 when left out), and
 * the old side's line count b, to skip the hunk's body. */
static bool parse_hunk_header(const char *line, unsigned *first, unsigned *count,
                              unsigned *old_count)
{
    unsigned long a, b = 1, c, d = 1;
    const char *p = line + 3;
    char *end;
    if (*p++ != '-')
        return false;
    a = strtoul(p, &end, 10);
    if (*end == ',')
        b = strtoul(end + 1, &end, 10);
    if (*end++ != ' ' || *end++ != '+')
        return false;
    c = strtoul(end, &end, 10);
    if (*end == ',')
        d = strtoul(end + 1, &end, 10);
    if (*end != ' ' || b > UINT_MAX || c > UINT_MAX || d > UINT_MAX)
        return false;
    (void)a;
    *first = (unsigned)c;
    *count = (unsigned)d;
    *old_count = (unsigned)b;
    return true;
}

void nvc_changed_lines_parse(struct nvc_changed_lines *cl, const char *text, size_t len)
{
    struct nvc_changed_file *current = NULL;
    unsigned old_left = 0, new_left = 0;   /* body lines of the current hunk */
    const char *end = text + len;
    for (const char *p = text; p < end;) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        size_t n = nl ? (size_t)(nl - p) : (size_t)(end - p);
        char *line = nvc_arena_strndup(&cl->arena, p, n);
        if (n && line[n - 1] == '\r')
            line[n - 1] = '\0';
        p += n + (nl != NULL);
        if (old_left || new_left) {   /* a line of a hunk's body */
            if (line[0] == '-' && old_left) {
                old_left--;
                continue;
            }
            if (line[0] == '+' && new_left) {
                new_left--;
                continue;
            }
            if (line[0] == ' ' && old_left && new_left) {
                old_left--, new_left--;
                continue;
            }
            if (line[0] == '\\')   /* "\ No newline at end of file" */
                continue;
            old_left = new_left = 0;   /* the hunk ended early: read on as headers */
        }
        if (strncmp(line, "+++ ", 4) == 0) {
            const char *name = new_file_name(line + 4);
            current = name ? file_named(cl, name, strlen(name)) : NULL;
        } else if (strncmp(line, "@@ ", 3) == 0) {
            unsigned first, count, old_count;
            if (!parse_hunk_header(line, &first, &count, &old_count))
                continue;
            if (current)
                add_range(current, first, count);
            old_left = old_count;
            new_left = count;
        }
    }
}

void nvc_changed_lines_add_whole_file(struct nvc_changed_lines *cl, const char *path)
{
    add_range(file_named(cl, path, strlen(path)), 1, UINT_MAX);
}

bool nvc_changed_lines_contains(const struct nvc_changed_lines *cl, const char *path,
                                unsigned line)
{
    for (size_t i = 0; path && i < cl->nfiles; i++) {
        const struct nvc_changed_file *f = &cl->files[i];
        if (strcmp(f->path, path) != 0)
            continue;
        if (line == 0)
            return f->nranges > 0;
        for (size_t k = 0; k < f->nranges; k++)
            if (line >= f->ranges[k].first && line - f->ranges[k].first < f->ranges[k].count)
                return true;
        return false;
    }
    return false;
}

void nvc_changed_lines_free(struct nvc_changed_lines *cl)
{
    for (size_t i = 0; i < cl->nfiles; i++)
        free(cl->files[i].ranges);
    free(cl->files);
    nvc_arena_free(&cl->arena);
    memset(cl, 0, sizeof *cl);
}

/* ---- running git ------------------------------------------------------------- */

struct capture {
    char *data;
    size_t len, cap;
};

static void read_all(int fd, struct capture *c)
{
    for (;;) {
        if (c->cap - c->len < 4096) {
            c->cap = c->cap ? 2 * c->cap : 65536;
            c->data = realloc(c->data, c->cap);
            if (!c->data)
                nvc_fatal("out of memory");
        }
        ssize_t got = read(fd, c->data + c->len, c->cap - c->len - 1);
        if (got < 0 && errno == EINTR)
            continue;
        if (got <= 0)
            break;
        c->len += (size_t)got;
    }
    c->data[c->len] = '\0';
}

/* Runs `git -C dir <args>` with stdin from /dev/null; its stdout in `out`,
 * the first line of its stderr in `err`. Returns its exit status, or -1
 * when it could not start (err says why). */
static int run_git(const char *dir, const char *const *args, struct capture *out, char *err,
                   size_t errcap)
{
    const char *argv[24] = {"git", "-C", dir};
    size_t n = 3;
    for (; *args && n + 1 < sizeof argv / sizeof *argv; args++)
        argv[n++] = *args;
    argv[n] = NULL;
    int pipe_out[2];
    FILE *errfile = tmpfile();
    if (!errfile || pipe(pipe_out) != 0) {
        snprintf(err, errcap, "cannot run git: %s", strerror(errno));
        if (errfile)
            fclose(errfile);
        return -1;
    }
    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_addopen(&fa, 0, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_adddup2(&fa, pipe_out[1], 1);
    posix_spawn_file_actions_adddup2(&fa, fileno(errfile), 2);
    posix_spawn_file_actions_addclose(&fa, pipe_out[0]);
    pid_t pid;
    int rc = posix_spawnp(&pid, "git", &fa, NULL, (char *const *)argv, environ);
    posix_spawn_file_actions_destroy(&fa);
    close(pipe_out[1]);
    if (rc != 0) {
        snprintf(err, errcap, "cannot run git: %s", strerror(rc));
        close(pipe_out[0]);
        fclose(errfile);
        return -1;
    }
    read_all(pipe_out[0], out);
    close(pipe_out[0]);
    int status;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
        ;
    rewind(errfile);
    err[0] = '\0';
    if (fgets(err, (int)errcap, errfile))
        err[strcspn(err, "\n")] = '\0';
    fclose(errfile);
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

/* Untracked, not ignored files: `git diff` does not list them, yet each
 * of their lines is new. NUL-separated, relative to `dir`. */
static bool add_untracked(struct nvc_changed_lines *cl, const char *dir, char *why, size_t cap)
{
    struct capture out = {0};
    char err[512];
    const char *args[] = {"ls-files", "-z", "--others", "--exclude-standard", NULL};
    int rc = run_git(dir, args, &out, err, sizeof err);
    if (rc != 0) {
        snprintf(why, cap, "git ls-files failed: %s", err);
        free(out.data);
        return false;
    }
    for (size_t i = 0; i < out.len; i += strlen(out.data + i) + 1)
        nvc_changed_lines_add_whole_file(cl, out.data + i);
    free(out.data);
    return true;
}

bool nvc_changed_lines_from_git(struct nvc_changed_lines *cl, const char *dir, const char *ref,
                                char *why, size_t whycap)
{
    struct capture out = {0};
    char err[512];
    const char *in_tree[] = {"rev-parse", "--is-inside-work-tree", NULL};
    int rc = run_git(dir, in_tree, &out, err, sizeof err);
    if (rc != 0 || strncmp(out.data ? out.data : "", "true", 4) != 0) {
        if (rc < 0)
            snprintf(why, whycap, "%s", err);
        else
            snprintf(why, whycap,
                     "the source root %s is not in a git work tree (git: %s); run from "
                     "the checkout or give --source-root",
                     dir, err);
        free(out.data);
        return false;
    }
    out.len = 0;
    char commit[1100];
    snprintf(commit, sizeof commit, "%s^{commit}", ref);
    const char *verify[] = {"rev-parse", "--verify", "--quiet", commit, NULL};
    if (run_git(dir, verify, &out, err, sizeof err) != 0) {
        snprintf(why, whycap, "git knows no commit '%s' in %s", ref, dir);
        free(out.data);
        return false;
    }
    out.len = 0;
    /* the user's git configuration must not change what is read: no
     * external diff or textconv, no colour, fixed prefixes, paths as bytes
     * (core.quotePath=false) and relative to `dir` */
    const char *diff[] = {"-c",
                          "core.quotePath=false",
                          "diff",
                          "-U0",
                          "--no-color",
                          "--no-ext-diff",
                          "--no-textconv",
                          "--relative",
                          "--src-prefix=a/",
                          "--dst-prefix=b/",
                          "--find-renames",
                          ref,
                          "--",
                          NULL};
    rc = run_git(dir, diff, &out, err, sizeof err);
    if (rc != 0) {
        snprintf(why, whycap, "git diff %s failed: %s", ref, err);
        free(out.data);
        return false;
    }
    nvc_changed_lines_parse(cl, out.data, out.len);
    free(out.data);
    return add_untracked(cl, dir, why, whycap);
}
