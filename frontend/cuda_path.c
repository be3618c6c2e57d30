/* cuda_path.c: locating the CUDA toolkit (DEVELOPERS.md: --cuda-path,
 * CUDA_PATH, /usr/local/cuda, in that order). */
#include "frontend.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static int has_cuda_headers(const char *dir)
{
    char path[4096];
    struct stat st;
    snprintf(path, sizeof path, "%s/include/cuda_runtime.h", dir);
    return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

static void append(char *why, size_t whylen, const char *what)
{
    size_t used = strlen(why);
    snprintf(why + used, whylen - used, "%s%s", used ? ", " : "", what);
}

const char *nvc_find_cuda(const char *explicit_path, char *why, size_t whylen)
{
    char tried[4200];
    why[0] = '\0';
    if (explicit_path) {
        if (has_cuda_headers(explicit_path))
            return explicit_path;
        snprintf(tried, sizeof tried, "--cuda-path=%s (no include/cuda_runtime.h)", explicit_path);
        append(why, whylen, tried);
        return NULL;   /* an explicit choice is not silently replaced */
    }
    const char *env = getenv("CUDA_PATH");
    if (env && *env) {
        if (has_cuda_headers(env))
            return env;
        snprintf(tried, sizeof tried, "CUDA_PATH=%s (no include/cuda_runtime.h)", env);
        append(why, whylen, tried);
    } else {
        append(why, whylen, "CUDA_PATH (not set)");
    }
    if (has_cuda_headers("/usr/local/cuda"))
        return "/usr/local/cuda";
    append(why, whylen, "/usr/local/cuda (no include/cuda_runtime.h)");
    return NULL;
}
