/* file_text.c: reading a whole file into memory. */
#include "file_text.h"

#include "arena.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>

char *nvc_read_file(const char *path, size_t max, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    char *buf = NULL;
    size_t used = 0, cap = 0, n;
    do {
        if (cap - used < 4096 && cap < max) {
            cap = cap ? cap * 2 : 8192;
            char *p = realloc(buf, cap + 1);
            if (!p)
                nvc_fatal("out of memory");
            buf = p;
        }
        size_t room = cap - used < max - used ? cap - used : max - used;
        n = room ? fread(buf + used, 1, room, f) : 0;
        used += n;
    } while (n > 0);
    int failed = ferror(f), saved = errno;
    fclose(f);
    if (failed) {
        free(buf);
        errno = saved;
        return NULL;
    }
    buf[used] = '\0';
    if (len)
        *len = used;
    return buf;
}
