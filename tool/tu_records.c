/* tu_records.c: the per-TU records of durations and memory peaks
 * (tu_records.h). */
#define _GNU_SOURCE
#include "tu_records.h"

#include "sha256.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define RECORDS_DIR "tu-v1"
#define RECORD_HEADER "cuda-nvvmcheck tu record 1\n"
#define RECORD_MAX_BYTES 256

void nvc_tu_key_make(const char *const *strings, size_t n, struct nvc_tu_key *key)
{
    struct nvc_sha256 s;
    nvc_sha256_init(&s);
    for (size_t i = 0; i < n; i++) {
        const char *v = strings[i] ? strings[i] : "";
        nvc_sha256_update(&s, v, strlen(v) + 1);   /* the NUL ends each field */
    }
    char hex[65];
    nvc_sha256_hex(&s, hex);
    memcpy(key->hex, hex, 32);
    key->hex[32] = '\0';
}

static bool record_path(const char *cache_root, const struct nvc_tu_key *key, char *out,
                        size_t cap)
{
    int n = snprintf(out, cap, "%s/" RECORDS_DIR "/%s", cache_root, key->hex);
    return n > 0 && (size_t)n < cap;
}

/* At most RECORD_MAX_BYTES of a regular file, without blocking on a FIFO
 * someone put there; NUL-terminated. */
static bool read_small_file(const char *path, char *buf, size_t cap)
{
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0)
        return false;
    struct stat sb;
    ssize_t got = -1;
    if (fstat(fd, &sb) == 0 && S_ISREG(sb.st_mode) && sb.st_size < (off_t)cap)
        got = read(fd, buf, cap - 1);
    close(fd);
    if (got < 0)
        return false;
    buf[got] = '\0';
    return true;
}

/* "NAME <unsigned>\n" at *p; advances past it. */
static bool parse_field(const char **p, const char *name, unsigned *out)
{
    size_t n = strlen(name);
    if (strncmp(*p, name, n) != 0 || (*p)[n] != ' ')
        return false;
    const char *digits = *p + n + 1;
    char *end;
    errno = 0;
    unsigned long v = strtoul(digits, &end, 10);
    if (end == digits || *end != '\n' || errno || v > UINT_MAX || *digits == '-')
        return false;
    *out = (unsigned)v;
    *p = end + 1;
    return true;
}

struct nvc_tu_record nvc_tu_record_read(const char *cache_root, const struct nvc_tu_key *key)
{
    struct nvc_tu_record r = {0};
    char path[PATH_MAX], text[RECORD_MAX_BYTES];
    if (!cache_root || !record_path(cache_root, key, path, sizeof path) ||
        !read_small_file(path, text, sizeof text))
        return r;
    const char *p = text;
    if (strncmp(p, RECORD_HEADER, strlen(RECORD_HEADER)) != 0)
        return r;
    p += strlen(RECORD_HEADER);
    if (parse_field(&p, "ms", &r.ms) && parse_field(&p, "peak_mb", &r.peak_mb) && *p == '\0')
        r.known = true;
    return r;
}

void nvc_tu_record_write(const char *cache_root, const struct nvc_tu_key *key,
                         const struct nvc_tu_record *r)
{
    char dir[PATH_MAX], path[PATH_MAX], tmp[PATH_MAX + 32];
    if (!cache_root || !record_path(cache_root, key, path, sizeof path))
        return;
    snprintf(dir, sizeof dir, "%s/" RECORDS_DIR, cache_root);
    if (mkdir(dir, 0777) != 0 && errno != EEXIST)
        return;
    snprintf(tmp, sizeof tmp, "%s.%ld.tmp", path, (long)getpid());
    FILE *f = fopen(tmp, "wxe");
    if (!f)
        return;
    fprintf(f, RECORD_HEADER "ms %u\npeak_mb %u\n", r->ms, r->peak_mb);
    bool ok = fflush(f) == 0 && !ferror(f);
    ok = fclose(f) == 0 && ok;
    if (!ok || rename(tmp, path) != 0)
        unlink(tmp);
}

unsigned nvc_memory_available_mb(void)
{
    FILE *f = fopen("/proc/meminfo", "re");
    if (!f)
        return 0;
    char line[256];
    unsigned long long kb = 0;
    while (fgets(line, sizeof line, f))
        if (sscanf(line, "MemAvailable: %llu kB", &kb) == 1)
            break;
    fclose(f);
    return (unsigned)(kb / 1024 > UINT_MAX ? UINT_MAX : kb / 1024);
}
