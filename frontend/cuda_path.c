/* cuda_path.c: locating the CUDA toolkit, in this order (docs/scan.md,
 * "The CUDA toolkit"):
 *   1. the compile command's compiler when it is nvcc: the directory above
 *      its bin/ (nvcc itself takes its toolkit from the directory it was
 *      invoked from, measured with nvcc 13.0 --dryrun through a symlink:
 *      "_HERE_=<the symlink's directory>"); when that has no headers, the
 *      same for the path with its symlinks resolved;
 *   2. --cuda-path;
 *   3. $CUDA_PATH: set but without the headers is an error, not a fallback;
 *   4. `nvcc` on PATH, the same way as 1;
 *   5. /usr/local/cuda.
 * A toolkit is a directory with include/cuda_runtime.h. */
#include "frontend.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static bool has_cuda_headers(const char *dir)
{
    char path[PATH_MAX + 32];
    struct stat st;
    snprintf(path, sizeof path, "%s/include/cuda_runtime.h", dir);
    return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

static void tried(struct nvc_cuda_choice *c, const char *fmt, const char *a, const char *b)
{
    size_t used = strlen(c->why);
    if (used + 1 >= sizeof c->why)
        return;
    if (used)
        snprintf(c->why + used, sizeof c->why - used, ", ");
    used = strlen(c->why);
    snprintf(c->why + used, sizeof c->why - used, fmt, a, b);
}

/* Picks `dir`; `why` becomes where it came from, followed by what was tried
 * before it without success. */
static bool found(struct nvc_cuda_choice *c, const char *dir, const char *source)
{
    char before[sizeof c->why];
    snprintf(before, sizeof before, "%s", c->why);
    snprintf(c->path_buf, sizeof c->path_buf, "%s", dir);
    c->path = c->path_buf;
    int n = snprintf(c->why, sizeof c->why, "%s%s%s", source, before[0] ? "; tried before: " : "",
                     before);
    if (n < 0 || (size_t)n >= sizeof c->why)   /* cut: the source stays, the rest is a hint */
        c->why[sizeof c->why - 1] = '\0';
    return true;
}

static bool is_nvcc(const char *compiler)
{
    const char *base = strrchr(compiler, '/');
    return strcmp(base ? base + 1 : compiler, "nvcc") == 0;
}

/* `name` as the shell finds it: itself when it has a slash, else the first
 * executable of that name on PATH. */
static bool locate_program(const char *name, char *out, size_t cap)
{
    if (strchr(name, '/')) {
        snprintf(out, cap, "%s", name);
        return access(out, X_OK) == 0;
    }
    const char *path = getenv("PATH");
    for (const char *p = path ? path : ""; *p;) {
        size_t n = strcspn(p, ":");
        snprintf(out, cap, "%.*s%s%s", (int)n, n ? p : ".", "/", name);
        struct stat st;
        if (stat(out, &st) == 0 && S_ISREG(st.st_mode) && access(out, X_OK) == 0)
            return true;
        p += n + (p[n] == ':');
    }
    return false;
}

/* The directory above the one holding `program` ("/opt/cuda" for
 * /opt/cuda/bin/nvcc); false for a program not in a directory. */
static bool toolkit_above(const char *program, char *out, size_t cap)
{
    char dir[PATH_MAX];
    snprintf(dir, sizeof dir, "%s", program);
    for (int up = 0; up < 2; up++) {
        char *slash = strrchr(dir, '/');
        if (!slash)
            return false;
        *slash = '\0';
    }
    snprintf(out, cap, "%s", dir[0] ? dir : "/");
    return true;
}

/* The toolkit of an nvcc (`what` names it in messages): above the path as
 * given, then above its real path. */
static bool toolkit_of_nvcc(struct nvc_cuda_choice *c, const char *nvcc, const char *what)
{
    char program[PATH_MAX], dir[PATH_MAX], real[PATH_MAX], source[3 * PATH_MAX];
    if (!locate_program(nvcc, program, sizeof program)) {
        tried(c, "%s %s (not found)", what, nvcc);
        return false;
    }
    if (toolkit_above(program, dir, sizeof dir) && has_cuda_headers(dir)) {
        snprintf(source, sizeof source, "%s %s", what, program);
        return found(c, dir, source);
    }
    if (realpath(program, real) && strcmp(real, program) != 0 &&
        toolkit_above(real, dir, sizeof dir) && has_cuda_headers(dir)) {
        snprintf(source, sizeof source, "%s %s (a link to %s)", what, program, real);
        return found(c, dir, source);
    }
    tried(c, "%s %s (no include/cuda_runtime.h above its directory)", what, program);
    return false;
}

void nvc_find_cuda(const char *compiler, const char *explicit_path, struct nvc_cuda_choice *c)
{
    char source[PATH_MAX + 32];
    memset(c, 0, sizeof *c);
    if (compiler && is_nvcc(compiler) && toolkit_of_nvcc(c, compiler, "the compile command's"))
        return;
    if (explicit_path) {
        snprintf(source, sizeof source, "--cuda-path=%s", explicit_path);
        if (has_cuda_headers(explicit_path))
            found(c, explicit_path, source);
        else   /* an explicit choice is not silently replaced */
            tried(c, "%s%s", source, " (no include/cuda_runtime.h)");
        return;
    }
    const char *env = getenv("CUDA_PATH");
    if (env && *env) {
        snprintf(source, sizeof source, "CUDA_PATH=%s", env);
        if (has_cuda_headers(env)) {
            found(c, env, source);
        } else {   /* not silently replaced either */
            tried(c, "%s%s", source, " (no include/cuda_runtime.h)");
            c->bad_env = true;
        }
        return;
    }
    if (toolkit_of_nvcc(c, "nvcc", "nvcc on PATH:"))
        return;
    if (has_cuda_headers("/usr/local/cuda"))
        found(c, "/usr/local/cuda", "/usr/local/cuda");
    else
        tried(c, "%s%s", "/usr/local/cuda", " (no include/cuda_runtime.h)");
}
