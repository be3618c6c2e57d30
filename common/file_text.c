/* file_text.c: reading a whole file into memory. */
#include "file_text.h"

#include "arena.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

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

static char *empty_text(size_t *len)
{
    char *text = malloc(1);
    if (!text)
        nvc_fatal("out of memory");
    text[0] = '\0';
    if (len)
        *len = 0;
    return text;
}

/* Reads at most cap + 1 bytes (the file may have grown since fstat). */
static char *read_bounded(int fd, size_t cap, size_t *len, char *why, size_t whycap)
{
    char *buf = malloc(cap + 2);
    if (!buf)
        nvc_fatal("out of memory");
    size_t used = 0;
    while (used <= cap) {
        ssize_t n = read(fd, buf + used, cap + 1 - used);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0) {
            snprintf(why, whycap, "%s", strerror(errno));
            free(buf);
            return NULL;
        }
        if (n == 0)
            break;
        used += (size_t)n;
    }
    if (used > cap) {
        snprintf(why, whycap, "larger than %zu bytes", cap);
        free(buf);
        return NULL;
    }
    buf[used] = '\0';
    if (len)
        *len = used;
    return buf;
}

char *nvc_read_small_regular_file(const char *path, size_t cap, bool dir_is_empty, size_t *len,
                                  char *why, size_t whycap)
{
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
    if (fd < 0) {
        snprintf(why, whycap, "%s", strerror(errno));
        return NULL;
    }
    struct stat st;
    char *text = NULL;
    if (fstat(fd, &st) != 0)
        snprintf(why, whycap, "%s", strerror(errno));
    else if (S_ISDIR(st.st_mode) && dir_is_empty)
        text = empty_text(len);
    else if (S_ISDIR(st.st_mode))
        snprintf(why, whycap, "%s", strerror(EISDIR));
    else if (!S_ISREG(st.st_mode))
        snprintf(why, whycap, "not a regular file");
    else if ((unsigned long long)st.st_size > cap)
        snprintf(why, whycap, "larger than %zu bytes", cap);
    else
        text = read_bounded(fd, cap, len, why, whycap);
    close(fd);
    return text;
}
