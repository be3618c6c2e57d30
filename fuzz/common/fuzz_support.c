/* fuzz_support.c: see fuzz_support.h. */
#include "fuzz_support.h"

#include "arena.h"

#include <ftw.h>
#include <llvm-c/ErrorHandling.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static char private_dir[4096];

static int remove_entry(const char *path, const struct stat *st, int type, struct FTW *ftw)
{
    (void)st;
    (void)type;
    (void)ftw;
    remove(path);   /* and go on: remove what can be removed */
    return 0;
}

static void remove_private_dir(void)
{
    if (private_dir[0])
        nftw(private_dir, remove_entry, 16, FTW_DEPTH | FTW_PHYS);
}

const char *nvc_fuzz_private_dir(void)
{
    if (private_dir[0])
        return private_dir;
    const char *tmp = getenv("TMPDIR");
    snprintf(private_dir, sizeof private_dir, "%s/nvc-fuzz.XXXXXX", tmp && *tmp ? tmp : "/tmp");
    if (!mkdtemp(private_dir)) {
        perror("nvc-fuzz: cannot make a private directory");
        abort();
    }
    atexit(remove_private_dir);
    return private_dir;
}

char *nvc_fuzz_path(const char *name)
{
    size_t n = strlen(nvc_fuzz_private_dir()) + strlen(name) + 2;
    char *path = malloc(n);
    if (!path)
        nvc_fatal("out of memory");
    snprintf(path, n, "%s/%s", private_dir, name);
    return path;
}

char *nvc_fuzz_write_file(const char *name, const void *data, size_t len)
{
    char *path = nvc_fuzz_path(name);
    FILE *f = fopen(path, "wb");
    if (!f || fwrite(data, 1, len, f) != len || fclose(f) != 0) {
        perror(path);
        abort();
    }
    return path;
}

char *nvc_fuzz_strndup(const void *data, size_t len)
{
    char *s = malloc(len + 1);
    if (!s)
        nvc_fatal("out of memory");
    memcpy(s, data, len);
    s[len] = '\0';
    return s;
}

static void abort_on_fatal_error(const char *reason)
{
    fprintf(stderr, "LLVM ERROR: %s\n", reason);
    abort();
}

void nvc_fuzz_abort_on_llvm_fatal_error(void)
{
    LLVMInstallFatalErrorHandler(abort_on_fatal_error);
}
