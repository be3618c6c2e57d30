/* compat_version.c: the toolkit version nvcc would put into
 * __CUDACC_VER_MAJOR__, __CUDACC_VER_MINOR__ and __CUDACC_VER_BUILD__.
 *
 * nvcc 13.0.88 defines them as 13, 0 and 88 (`nvcc -E -Xcompiler -dM`).
 * clang defines none of them; it takes CUDA_VERSION from the toolkit's
 * cuda.h (13000 here), which gives major and minor. The build number is
 * nvcc's patch version: version.json ("cuda_nvcc": {"version": "13.0.88"})
 * in a toolkit from NVIDIA's installer, the nvidia_cuda_nvcc-13.0.88
 * dist-info directory in one assembled from wheels; 0 when neither says. */
#include "compat.h"

#include "file_text.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static bool version_from_cuda_h(const char *cuda_path, unsigned *major, unsigned *minor)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/include/cuda.h", cuda_path);
    char *text = nvc_read_file(path, 1 << 20, NULL);
    const char *def = text ? strstr(text, "#define CUDA_VERSION ") : NULL;
    unsigned v = def ? (unsigned)strtoul(def + 21, NULL, 10) : 0;
    free(text);
    *major = v / 1000;
    *minor = (v % 1000) / 10;
    return v != 0;
}

/* "13.0.88" after `key` in version.json, within the cuda_nvcc entry. */
static unsigned build_from_version_json(const char *cuda_path)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/version.json", cuda_path);
    char *text = nvc_read_file(path, 1 << 20, NULL);
    const char *entry = text ? strstr(text, "\"cuda_nvcc\"") : NULL;
    const char *version = entry ? strstr(entry, "\"version\"") : NULL;
    unsigned a, b, c = 0;
    if (!version || sscanf(version, "\"version\" : \"%u.%u.%u\"", &a, &b, &c) != 3)
        if (!version || sscanf(version, "\"version\":\"%u.%u.%u\"", &a, &b, &c) != 3)
            c = 0;
    free(text);
    return c;
}

static unsigned build_from_dist_info(const char *cuda_path)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/dist-info", cuda_path);
    DIR *d = opendir(path);
    unsigned build = 0, a, b, c;
    for (struct dirent *e; d && (e = readdir(d)) != NULL;)
        if (sscanf(e->d_name, "nvidia_cuda_nvcc-%u.%u.%u.dist-info", &a, &b, &c) == 3)
            build = c;
    if (d)
        closedir(d);
    return build;
}

bool nvc_cuda_version(const char *cuda_path, struct nvc_cuda_version *out)
{
    memset(out, 0, sizeof *out);
    if (!version_from_cuda_h(cuda_path, &out->major, &out->minor))
        return false;
    out->build = build_from_version_json(cuda_path);
    if (!out->build)
        out->build = build_from_dist_info(cuda_path);
    return true;
}
