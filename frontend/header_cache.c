/* header_cache.c: the header cache's key, paths, entries, validation,
 * builder process and eviction (header_cache.h; docs/header-cache.md).
 *
 * Layout of a cache directory:
 *   pch-v1/<key>/pch     the precompiled header (absent in an entry that says
 *                        "not cached")
 *   pch-v1/<key>/deps    what the PCH was built from, and the PCH's size
 *   pch-v1/<key>/key     the canonical text the key hashes (for people)
 *   pch-v1/<key>.lock    flock'ed by the builder of <key>
 *   pch-v1/slot.<n>.lock flock'ed by a builder: at most half the CPUs' worth
 *                        of builders at a time (at least one)
 *   pch-v1/tmp/          entries being built, and entries being removed
 * An entry directory is complete before it is renamed to pch-v1/<key>
 * (rename(2) of a directory is atomic), and it is renamed into tmp/ before
 * its files are removed: a reader sees a whole entry or none. */
#define _DEFAULT_SOURCE   /* flock */
#include "header_cache.h"

#include "arena.h"
#include "file_text.h"
#include "sha256.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <llvm-c/ErrorHandling.h>
#include <pwd.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define FORMAT_DIR "pch-v1"
#define DEPS_MAGIC "cuda-nvvmcheck header cache 1"
/* A deps file is a few hundred kilobytes at most; anything larger is not
 * one of ours. */
#define DEPS_CAP ((size_t)16 << 20)
/* Builds older than this in tmp/ were abandoned (a builder killed). */
#define STALE_TMP_SECONDS 3600

struct nvc_hcache_dep {
    char kind;   /* enum nvc_hcache_dep_kind */
    uint64_t size;
    int64_t sec;
    long nsec;
    char *path;
};

/* ---- the cache directory ---------------------------------------------------- */

static bool path_printf(char *out, size_t cap, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static bool path_printf(char *out, size_t cap, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(out, cap, fmt, ap);
    va_end(ap);
    return n > 0 && (size_t)n < cap;
}

/* The XDG base directory specification: $XDG_CACHE_HOME, an absolute path,
 * else $HOME/.cache; the password database's home when HOME is unset. */
bool nvc_fe_cache_default_dir(char *out, size_t cap)
{
    const char *xdg = getenv("XDG_CACHE_HOME");
    if (xdg && xdg[0] == '/')
        return path_printf(out, cap, "%s/cuda-nvvmcheck", xdg);
    const char *home = getenv("HOME");
    if (!home || home[0] != '/') {
        struct passwd *pw = getpwuid(getuid());
        home = pw && pw->pw_dir && pw->pw_dir[0] == '/' ? pw->pw_dir : NULL;
    }
    return home && path_printf(out, cap, "%s/.cache/cuda-nvvmcheck", home);
}

/* mkdir -p */
static bool make_dirs(const char *path)
{
    char buf[PATH_MAX];
    if (!path_printf(buf, sizeof buf, "%s", path)) {
        errno = ENAMETOOLONG;
        return false;
    }
    for (char *p = buf + 1; *p; p++) {
        if (*p != '/')
            continue;
        *p = '\0';
        if (mkdir(buf, 0777) != 0 && errno != EEXIST)
            return false;
        *p = '/';
    }
    if (mkdir(buf, 0777) != 0 && errno != EEXIST)
        return false;
    struct stat st;
    if (stat(buf, &st) != 0)
        return false;
    if (!S_ISDIR(st.st_mode)) {
        errno = ENOTDIR;
        return false;
    }
    return true;
}

/* Whether a file can be created in `dir`: tried, not asked (access(2) says
 * yes to root on a read-only file system). */
static bool can_create_in(const char *dir)
{
    char probe[PATH_MAX];
    if (!path_printf(probe, sizeof probe, "%s/.probe.XXXXXX", dir)) {
        errno = ENAMETOOLONG;
        return false;
    }
    int fd = mkstemp(probe);
    if (fd < 0)
        return false;
    close(fd);
    unlink(probe);
    return true;
}

bool nvc_fe_cache_open(const char *dir, char *why, size_t whylen)
{
    char tmp[PATH_MAX];
    if (!path_printf(tmp, sizeof tmp, "%s/" FORMAT_DIR "/tmp", dir)) {
        snprintf(why, whylen, "%s", strerror(ENAMETOOLONG));
        return false;
    }
    if (!make_dirs(tmp) || !can_create_in(tmp)) {
        snprintf(why, whylen, "%s", strerror(errno));
        return false;
    }
    return true;
}

static bool entry_path(const struct nvc_fe_cache *c, const char *key, const char *file, char *out,
                       size_t cap)
{
    return file ? path_printf(out, cap, "%s/" FORMAT_DIR "/%s/%s", c->dir, key, file)
                : path_printf(out, cap, "%s/" FORMAT_DIR "/%s", c->dir, key);
}

/* ---- the key ----------------------------------------------------------------- */

struct text {
    char *s;
    size_t len, cap;
};

static void text_add(struct text *t, const char *s, size_t n)
{
    if (t->len + n + 1 > t->cap) {
        size_t cap = t->cap ? t->cap : 4096;
        while (cap < t->len + n + 1)
            cap *= 2;
        char *bigger = realloc(t->s, cap);
        if (!bigger)
            nvc_fatal("out of memory");
        t->s = bigger;
        t->cap = cap;
    }
    memcpy(t->s + t->len, s, n);
    t->len += n;
    t->s[t->len] = '\0';
}

static void text_printf(struct text *t, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
static void text_printf(struct text *t, const char *fmt, ...)
{
    char buf[PATH_MAX + 256];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    if (n > 0)
        text_add(t, buf, (size_t)n < sizeof buf ? (size_t)n : sizeof buf - 1);
}

static void sha256_hex_of(const void *data, size_t len, char out[65])
{
    struct nvc_sha256 s;
    nvc_sha256_init(&s);
    nvc_sha256_update(&s, data, len);
    nvc_sha256_hex(&s, out);
}

/* cc1 arguments that name the TU alone, not what the headers mean: its
 * file name for debug info, its output, its CUDA unique id (-cuid, from the
 * file's path: the PCH holds no code generated with it), the directory
 * debug info is relative to (the current directory, which is in the key
 * when a relative path depends on it), and the error limit (an entry is
 * built only when clang says nothing at all). Returns how many arguments
 * `a` takes (0: kept). */
static int per_tu_argument(const char *a)
{
    static const char *const with_value[] = {"-main-file-name", "-o", "-ferror-limit"};
    static const char *const joined[] = {
        "-cuid=", "-fdebug-compilation-dir=", "-fcoverage-compilation-dir="};
    static const char *const apart[] = {"-fdebug-compilation-dir", "-fcoverage-compilation-dir"};
    for (size_t i = 0; i < sizeof with_value / sizeof *with_value; i++)
        if (strcmp(a, with_value[i]) == 0)
            return 2;
    for (size_t i = 0; i < sizeof apart / sizeof *apart; i++)
        if (strcmp(a, apart[i]) == 0)
            return 2;
    for (size_t i = 0; i < sizeof joined / sizeof *joined; i++)
        if (strncmp(a, joined[i], strlen(joined[i])) == 0)
            return 1;
    return 0;
}

/* A relative path an argument may hold: the argument itself, or the value
 * joined to an include option (-Iinc). */
static const char *path_in_argument(const char *a)
{
    static const char *const prefixes[] = {"-I", "-iquote", "-isystem", "-idirafter", "-F"};
    if (a[0] != '-')
        return a;
    for (size_t i = 0; i < sizeof prefixes / sizeof *prefixes; i++) {
        size_t n = strlen(prefixes[i]);
        if (strncmp(a, prefixes[i], n) == 0 && a[n])
            return a + n;
    }
    return NULL;
}

/* Whether the headers' meaning can depend on the current directory: an
 * argument is a relative path that exists from here (an -I directory, an
 * -include file; clang also looks for -include files here first). */
static bool depends_on_cwd(const char *const *kept, size_t n)
{
    struct stat st;
    for (size_t i = 0; i < n; i++) {
        const char *p = path_in_argument(kept[i]);
        if (p && *p && *p != '/' && stat(p, &st) == 0)
            return true;
    }
    return false;
}

/* The binary's identity: a rebuilt checker (another asm rewriter, another
 * compat header) makes other keys. */
static void add_file_identity(struct text *t, const char *what, const char *path)
{
    struct stat st;
    if (stat(path, &st) == 0)
        text_printf(t, "%s %s %lld %lld.%09ld\n", what, path, (long long)st.st_size,
                    (long long)st.st_mtim.tv_sec, st.st_mtim.tv_nsec);
    else
        text_printf(t, "%s %s none\n", what, path);
}

static void add_version_json(struct text *t, const char *cuda_path)
{
    char path[PATH_MAX], hex[65] = "none";
    size_t len = 0;
    char *json = cuda_path && path_printf(path, sizeof path, "%s/version.json", cuda_path)
                     ? nvc_read_file(path, NVC_SMALL_FILE_CAP, &len)
                     : NULL;
    if (json)
        sha256_hex_of(json, len, hex);
    free(json);
    text_printf(t, "cuda %s version.json %s\n", cuda_path ? cuda_path : "(none)", hex);
}

static const char *compat_header_hash(void)
{
    static char hex[65];
    if (!hex[0])
        sha256_hex_of(nvc_compat_header, nvc_compat_header_len, hex);
    return hex;
}

bool nvc_hcache_make_key(const char *const *cc1, size_t n, const char *input,
                         const char *cuda_path, struct nvc_hcache_key *key)
{
    /* the job's last argument is the TU's file */
    if (n && strcmp(cc1[n - 1], input) == 0)
        n--;
    const char **kept = malloc((n + 1) * sizeof *kept);
    if (!kept)
        nvc_fatal("out of memory");
    size_t nkept = 0;
    for (size_t i = 0; i < n; i++) {
        int skip = per_tu_argument(cc1[i]);
        if (skip)
            i += (size_t)skip - 1;
        else
            kept[nkept++] = cc1[i];
    }
    struct text t = {0};
    text_printf(&t, "%s\n", DEPS_MAGIC);
    char exe[PATH_MAX];
    ssize_t len = readlink("/proc/self/exe", exe, sizeof exe - 1);
    exe[len > 0 ? len : 0] = '\0';
    add_file_identity(&t, "checker", exe);
    char lib[PATH_MAX + 128];
    nvc_hcache_clang_library(lib, sizeof lib);
    text_printf(&t, "clang-library %s\n", lib);
    add_version_json(&t, cuda_path);
    text_printf(&t, "compat-header %s\n", compat_header_hash());
    char cwd[PATH_MAX];
    if (depends_on_cwd(kept, nkept))
        text_printf(&t, "cwd %s\n", getcwd(cwd, sizeof cwd) ? cwd : "(unknown)");
    bool ok = true;
    for (size_t i = 0; i < nkept; i++) {
        ok &= strchr(kept[i], '\n') == NULL;
        text_add(&t, "arg ", 4);
        text_add(&t, kept[i], strlen(kept[i]));
        text_add(&t, "\n", 1);
    }
    free(kept);
    sha256_hex_of(t.s, t.len, key->hex);
    key->text = t.s;
    return ok;
}

bool nvc_hcache_key_add_preamble(struct nvc_hcache_key *key, const char *path, const char *text,
                                 size_t len)
{
    if (strchr(path, '\n'))
        return false;
    char hex[65];
    sha256_hex_of(text, len, hex);
    struct text t = {key->text, strlen(key->text), strlen(key->text) + 1};
    text_printf(&t, "preamble %s sha256 %s\n", path, hex);
    char cwd[PATH_MAX];
    if (path[0] != '/')   /* the headers it names are found from there */
        text_printf(&t, "preamble-cwd %s\n", getcwd(cwd, sizeof cwd) ? cwd : "(unknown)");
    sha256_hex_of(t.s, t.len, key->hex);
    key->text = t.s;
    return true;
}

void nvc_hcache_key_free(struct nvc_hcache_key *key)
{
    free(key->text);
    key->text = NULL;
}

/* ---- validation ------------------------------------------------------------ */

/* One line of a deps file: "F <size> <sec>.<nsec> <path>", or "D", "X", "A"
 * and the path. Whether the file system still says the same. */
static bool dep_line_holds(char *line)
{
    char kind = line[0];
    if (!kind || line[1] != ' ')
        return false;
    char *rest = line + 2;
    struct stat st;
    if (kind == NVC_HCACHE_DEP_FILE) {
        unsigned long long size;
        long long sec;
        long nsec;
        int used = 0;
        if (sscanf(rest, "%llu %lld.%ld %n", &size, &sec, &nsec, &used) != 3 || !used)
            return false;
        return stat(rest + used, &st) == 0 && S_ISREG(st.st_mode) &&
               (unsigned long long)st.st_size == size && (long long)st.st_mtim.tv_sec == sec &&
               st.st_mtim.tv_nsec == nsec;
    }
    if (kind == NVC_HCACHE_DEP_DIR)
        return stat(rest, &st) == 0 && S_ISDIR(st.st_mode);
    if (kind == NVC_HCACHE_DEP_EXISTS)
        return stat(rest, &st) == 0;
    if (kind == NVC_HCACHE_DEP_ABSENT)
        return stat(rest, &st) != 0 && (errno == ENOENT || errno == ENOTDIR);
    return false;
}

/* The header lines: magic, "pch <size>" or "pch none", "asm <percent>
 * <operand> <comma>". */
static bool read_deps_header(char **cursor, long long *pch_size, struct nvc_asm_fixes *fixes)
{
    char *magic = strsep(cursor, "\n"), *pch = strsep(cursor, "\n"),
         *asm_line = strsep(cursor, "\n");
    if (!magic || !pch || !asm_line || strcmp(magic, DEPS_MAGIC) != 0)
        return false;
    if (strcmp(pch, "pch none") == 0)
        *pch_size = -1;
    else if (sscanf(pch, "pch %lld", pch_size) != 1 || *pch_size < 0)
        return false;
    return sscanf(asm_line, "asm %u %u %u", &fixes->percent, &fixes->operand, &fixes->comma) == 3;
}

enum nvc_hcache_state nvc_hcache_lookup(const struct nvc_fe_cache *c, const char *key,
                                        struct nvc_hcache_hit *hit)
{
    char deps_path[PATH_MAX];
    if (!entry_path(c, key, "deps", deps_path, sizeof deps_path) ||
        !entry_path(c, key, "pch", hit->pch, sizeof hit->pch))
        return NVC_HCACHE_MISS;
    size_t len;
    char *deps = nvc_read_small_regular_file(deps_path, DEPS_CAP, false, &len, NULL, 0);
    if (!deps)
        return NVC_HCACHE_MISS;
    char *cursor = deps;
    long long pch_size;
    bool valid = read_deps_header(&cursor, &pch_size, &hit->header_asm);
    for (char *line; valid && (line = strsep(&cursor, "\n"));)
        valid = !*line || dep_line_holds(line);
    free(deps);
    struct stat st;
    if (valid && pch_size >= 0)
        valid = stat(hit->pch, &st) == 0 && st.st_size == pch_size;
    if (!valid)
        return NVC_HCACHE_MISS;
    utimensat(AT_FDCWD, deps_path, NULL, 0);   /* used now: evicted last */
    return pch_size >= 0 ? NVC_HCACHE_HIT : NVC_HCACHE_UNCACHEABLE;
}

/* ---- removing entries ---------------------------------------------------- */

/* Removes a directory of plain files. */
static void remove_flat_dir(const char *dir)
{
    DIR *d = opendir(dir);
    if (d) {
        for (struct dirent *e; (e = readdir(d));)
            if (strcmp(e->d_name, ".") && strcmp(e->d_name, ".."))
                unlinkat(dirfd(d), e->d_name, 0);
        closedir(d);
    }
    rmdir(dir);
}

/* Takes an entry out of sight first (into tmp/), then removes it. */
static void remove_entry(const struct nvc_fe_cache *c, const char *name)
{
    static unsigned serial;
    char from[PATH_MAX], to[PATH_MAX];
    if (!path_printf(from, sizeof from, "%s/" FORMAT_DIR "/%s", c->dir, name) ||
        !path_printf(to, sizeof to, "%s/" FORMAT_DIR "/tmp/gone.%ld.%u", c->dir, (long)getpid(),
                     serial++))
        return;
    if (rename(from, to) == 0)
        remove_flat_dir(to);
}

void nvc_hcache_drop(const struct nvc_fe_cache *c, const char *key)
{
    remove_entry(c, key);
}

/* ---- the builder ----------------------------------------------------------- */

static void quiet_exit_on_fatal_error(const char *reason)
{
    (void)reason;
    _exit(0);
}

/* Every descriptor but the three the builder keeps is closed; the standard
 * ones read and write /dev/null (a test harness waiting for the checker's
 * output must not wait for the builder). */
static void close_inherited_descriptors(const int keep[3])
{
    int null = open("/dev/null", O_RDWR);
    if (null >= 0) {
        dup2(null, 0);
        dup2(null, 1);
        dup2(null, 2);
        if (null > 2)
            close(null);
    }
    DIR *d = opendir("/proc/self/fd");
    if (!d)
        return;
    int mine = dirfd(d);
    int fds[1024], n = 0;
    for (struct dirent *e; (e = readdir(d)) && n < 1024;) {
        int fd = atoi(e->d_name);
        if (e->d_name[0] != '.' && fd > 2 && fd != mine && fd != keep[0] && fd != keep[1] &&
            fd != keep[2])
            fds[n++] = fd;
    }
    closedir(d);
    for (int i = 0; i < n; i++)
        close(fds[i]);
}

/* Blocks until every process holding the pipe's write end (the one that
 * started the builder) has exited. */
static void wait_for_starter(int fd)
{
    char byte;
    while (read(fd, &byte, 1) != 0 && (errno == EINTR || errno == EAGAIN))
        ;
    close(fd);
}

/* The lock of the key's builder, taken without waiting; -1 when another
 * process holds it. */
static int take_build_lock(const struct nvc_fe_cache *c, const char *key)
{
    char path[PATH_MAX];
    if (!path_printf(path, sizeof path, "%s/" FORMAT_DIR "/%s.lock", c->dir, key))
        return -1;
    int fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0666);
    if (fd < 0)
        return -1;
    if (flock(fd, LOCK_EX | LOCK_NB) != 0) {
        close(fd);
        return -1;
    }
    return fd;
}

/* One of the builder slots, taken without waiting; -1 when all are held.
 * A builder's memory peaks at about 85 MB (VmHWM, sampled every 20 ms, for
 * examples/heavy.cu's headers at sm_75 .. sm_90) and it runs at the lowest
 * priority: under load, builders started by many misses of different keys
 * (a test suite whose tests each have flags of their own) would pile up. A
 * miss that finds no slot free starts none; a later miss of the key does. */
static int take_builder_slot(const struct nvc_fe_cache *c)
{
    long cpus = sysconf(_SC_NPROCESSORS_ONLN);
    long slots = cpus > 3 ? cpus / 2 : 1;
    for (long i = 0; i < slots; i++) {
        char path[PATH_MAX];
        if (!path_printf(path, sizeof path, "%s/" FORMAT_DIR "/slot.%ld.lock", c->dir, i))
            return -1;
        int fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0666);
        if (fd < 0)
            return -1;
        if (flock(fd, LOCK_EX | LOCK_NB) == 0)
            return fd;
        close(fd);
    }
    return -1;
}

/* In the builder, once it may build: `b` filled in, its directory made. */
static bool prepare_build(const struct nvc_fe_cache *c, const struct nvc_hcache_key *key,
                          struct nvc_hcache_build *b, int lock_fd)
{
    struct nvc_hcache_hit hit;
    if (nvc_hcache_lookup(c, key->hex, &hit) != NVC_HCACHE_MISS)
        _exit(0);   /* another run built it meanwhile */
    memset(b, 0, sizeof *b);
    b->cache = c;
    memcpy(b->key, key->hex, sizeof b->key);
    b->key_text = key->text;
    b->lock_fd = lock_fd;
    if (!path_printf(b->tmp_dir, sizeof b->tmp_dir, "%s/" FORMAT_DIR "/tmp/%s.%ld", c->dir,
                     key->hex, (long)getpid()) ||
        !path_printf(b->pch, sizeof b->pch, "%s/pch", b->tmp_dir) || mkdir(b->tmp_dir, 0777) != 0)
        _exit(0);
    return true;
}

/* A builder that has not finished after this long is ended by SIGALRM (no
 * entry; a later miss starts another): the default --timeout of a check,
 * which no real header set comes near. */
#define BUILD_SECONDS 600

/* In the builder: from the grandchild of the caller on. */
static bool become_builder(const struct nvc_fe_cache *c, const struct nvc_hcache_key *key,
                           struct nvc_hcache_build *b, int lock_fd, int slot_fd, int wait_fd)
{
    setsid();
    setpriority(PRIO_PROCESS, 0, 19);
    alarm(BUILD_SECONDS);
    LLVMResetFatalErrorHandler();
    LLVMInstallFatalErrorHandler(quiet_exit_on_fatal_error);
    int keep[3] = {lock_fd, slot_fd, wait_fd};
    close_inherited_descriptors(keep);
    wait_for_starter(wait_fd);
    return prepare_build(c, key, b, lock_fd);
}

/* c->build_now: the entry is built now, by a child process the caller
 * waits for, at the caller's priority. When another process builds the
 * same entry, this one waits for its lock, and then finds the entry. */
static bool build_in_child(const struct nvc_fe_cache *c, const struct nvc_hcache_key *key,
                           struct nvc_hcache_build *b)
{
    char path[PATH_MAX];
    if (!path_printf(path, sizeof path, "%s/" FORMAT_DIR "/%s.lock", c->dir, key->hex))
        return false;
    int lock_fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0666);
    if (lock_fd < 0)
        return false;
    while (flock(lock_fd, LOCK_EX) != 0)
        if (errno != EINTR) {
            close(lock_fd);
            return false;
        }
    struct nvc_hcache_hit hit;
    pid_t child = nvc_hcache_lookup(c, key->hex, &hit) == NVC_HCACHE_MISS ? fork() : -1;
    if (child == 0) {
        alarm(BUILD_SECONDS);
        LLVMResetFatalErrorHandler();
        LLVMInstallFatalErrorHandler(quiet_exit_on_fatal_error);
        int keep[3] = {lock_fd, -1, -1};
        close_inherited_descriptors(keep);
        return prepare_build(c, key, b, lock_fd);
    }
    close(lock_fd);
    if (child > 0)
        while (waitpid(child, NULL, 0) < 0 && errno == EINTR)
            ;
    return false;
}

bool nvc_hcache_start_builder(const struct nvc_fe_cache *c, const struct nvc_hcache_key *key,
                              struct nvc_hcache_build *b)
{
    if (c->build_now)
        return build_in_child(c, key, b);
    int lock_fd = take_build_lock(c, key->hex);
    if (lock_fd < 0)
        return false;   /* a builder is at work on it */
    int slot_fd = take_builder_slot(c);
    int wait[2];
    if (slot_fd < 0 || pipe(wait) != 0) {
        close(lock_fd);
        if (slot_fd >= 0)
            close(slot_fd);
        return false;
    }
    /* the write end stays open in this process until it exits (and in no
     * program it runs); the builder waits for its end */
    fcntl(wait[1], F_SETFD, FD_CLOEXEC);
    pid_t child = fork();
    if (child == 0) {
        close(wait[1]);
        if (fork() != 0)
            _exit(0);   /* the builder is the grandchild: nobody's child to reap */
        return become_builder(c, key, b, lock_fd, slot_fd, wait[0]);
    }
    close(wait[0]);
    close(lock_fd);   /* the builder holds the locks now */
    close(slot_fd);
    if (child > 0)
        while (waitpid(child, NULL, 0) < 0 && errno == EINTR)
            ;
    else
        close(wait[1]);
    return false;
}

void nvc_hcache_record(struct nvc_hcache_build *b, const char *path, enum nvc_hcache_dep_kind kind,
                       uint64_t size, int64_t mtime_sec, long mtime_nsec)
{
    if (strchr(path, '\n')) {
        b->unrecordable = true;
        return;
    }
    if (b->ndeps == b->capdeps) {
        size_t cap = b->capdeps ? b->capdeps * 2 : 1024;
        struct nvc_hcache_dep *bigger = realloc(b->deps, cap * sizeof *bigger);
        if (!bigger)
            _exit(0);
        b->deps = bigger;
        b->capdeps = cap;
    }
    char *copy = strdup(path);
    if (!copy)
        _exit(0);
    b->deps[b->ndeps++] = (struct nvc_hcache_dep){(char)kind, size, mtime_sec, mtime_nsec, copy};
}

static int by_path_then_kind(const void *x, const void *y)
{
    const struct nvc_hcache_dep *a = x, *b = y;
    int c = strcmp(a->path, b->path);
    return c ? c : a->kind - b->kind;
}

/* Whether two records of one path agree (sorted by kind: A < D < F < X):
 * a directory or a file is also a path that exists, and a file is seen
 * with one size and time. */
static bool records_agree(const struct nvc_hcache_dep *a, const struct nvc_hcache_dep *b)
{
    if (a->kind == NVC_HCACHE_DEP_FILE && b->kind == NVC_HCACHE_DEP_FILE)
        return a->size == b->size && a->sec == b->sec && a->nsec == b->nsec;
    if (a->kind == b->kind)
        return true;
    return b->kind == NVC_HCACHE_DEP_EXISTS &&
           (a->kind == NVC_HCACHE_DEP_DIR || a->kind == NVC_HCACHE_DEP_FILE);
}

/* Sorted, each path once (its most precise record). False when clang saw
 * one path two ways (a file that appeared or changed while the PCH was
 * built). */
static bool settle_deps(struct nvc_hcache_build *b)
{
    if (b->ndeps)
        qsort(b->deps, b->ndeps, sizeof *b->deps, by_path_then_kind);
    size_t out = 0;
    bool consistent = true;
    for (size_t i = 0; i < b->ndeps; i++) {
        struct nvc_hcache_dep *d = &b->deps[i];
        if (out && strcmp(b->deps[out - 1].path, d->path) == 0) {
            consistent &= records_agree(&b->deps[out - 1], d);
            free(d->path);
            continue;
        }
        b->deps[out++] = *d;
    }
    b->ndeps = out;
    return consistent;
}

static void format_dep(const struct nvc_hcache_dep *d, struct text *t)
{
    if (d->kind == NVC_HCACHE_DEP_FILE)
        text_printf(t, "F %llu %lld.%09ld ", (unsigned long long)d->size, (long long)d->sec,
                    d->nsec);
    else
        text_printf(t, "%c ", d->kind);
    text_add(t, d->path, strlen(d->path));
    text_add(t, "\n", 1);
}

static bool write_file(const char *path, const char *data, size_t len)
{
    FILE *f = fopen(path, "wb");
    if (!f)
        return false;
    bool ok = fwrite(data, 1, len, f) == len;
    return fclose(f) == 0 && ok;
}

bool nvc_hcache_write_entry_file(const struct nvc_hcache_build *b, const char *name,
                                 const char *data, size_t len)
{
    char path[PATH_MAX];
    return path_printf(path, sizeof path, "%s/%s", b->tmp_dir, name) &&
           write_file(path, data, len);
}

/* The deps file, each line checked against the file system once more: what
 * changed since clang read it makes no entry. */
static bool write_deps(struct nvc_hcache_build *b, bool built,
                       const struct nvc_asm_fixes *header_asm)
{
    struct stat st;
    struct text t = {0};
    text_printf(&t, "%s\n", DEPS_MAGIC);
    if (built && stat(b->pch, &st) == 0)
        text_printf(&t, "pch %lld\n", (long long)st.st_size);
    else
        text_printf(&t, "pch none\n");
    text_printf(&t, "asm %u %u %u\n", header_asm->percent, header_asm->operand, header_asm->comma);
    bool holds = true;
    for (size_t i = 0; i < b->ndeps && holds; i++) {
        size_t at = t.len;
        format_dep(&b->deps[i], &t);
        char *line = strdup(t.s + at);
        if (!line)
            _exit(0);
        line[strlen(line) - 1] = '\0';
        holds = dep_line_holds(line);
        free(line);
    }
    char path[PATH_MAX];
    bool ok = holds && path_printf(path, sizeof path, "%s/deps", b->tmp_dir) &&
              write_file(path, t.s, t.len);
    free(t.s);
    return ok;
}

/* Renames the finished entry into place. An entry already there was found
 * stale when this builder started (or is another builder's, as good as
 * ours): it is taken out of sight, then ours goes in. */
static bool commit(struct nvc_hcache_build *b)
{
    char final[PATH_MAX];
    if (!entry_path(b->cache, b->key, NULL, final, sizeof final))
        return false;
    if (rename(b->tmp_dir, final) == 0)
        return true;
    if (errno != ENOTEMPTY && errno != EEXIST)
        return false;
    struct nvc_hcache_hit hit;
    if (nvc_hcache_lookup(b->cache, b->key, &hit) != NVC_HCACHE_MISS)
        return false;   /* a valid one: keep it */
    remove_entry(b->cache, b->key);
    return rename(b->tmp_dir, final) == 0;
}

/* ---- eviction -------------------------------------------------------------- */

struct entry_age {
    char name[80];
    struct timespec used;   /* the deps file's modification time: the last hit */
    uint64_t bytes;
};

static bool is_key_name(const char *s)
{
    size_t n = 0;
    for (; s[n]; n++)
        if (!((s[n] >= '0' && s[n] <= '9') || (s[n] >= 'a' && s[n] <= 'f')))
            return false;
    return n == 64;
}

static uint64_t entry_bytes(const struct nvc_fe_cache *c, const char *name, struct timespec *used)
{
    static const char *const files[] = {"pch", "deps", "key", "deferred", "diags"};
    uint64_t total = 0;
    used->tv_sec = 0;
    used->tv_nsec = 0;
    for (size_t i = 0; i < sizeof files / sizeof *files; i++) {
        char path[PATH_MAX];
        struct stat st;
        if (entry_path(c, name, files[i], path, sizeof path) && stat(path, &st) == 0) {
            total += (uint64_t)st.st_size;
            if (strcmp(files[i], "deps") == 0)
                *used = st.st_mtim;
        }
    }
    return total;
}

static int oldest_first(const void *x, const void *y)
{
    const struct entry_age *a = x, *b = y;
    if (a->used.tv_sec != b->used.tv_sec)
        return a->used.tv_sec < b->used.tv_sec ? -1 : 1;
    if (a->used.tv_nsec != b->used.tv_nsec)
        return a->used.tv_nsec < b->used.tv_nsec ? -1 : 1;
    return strcmp(a->name, b->name);
}

/* The lock file of a removed entry, unless a builder holds it. */
static void remove_idle_lock(const struct nvc_fe_cache *c, const char *key)
{
    char path[PATH_MAX];
    if (!path_printf(path, sizeof path, "%s/" FORMAT_DIR "/%s.lock", c->dir, key))
        return;
    int fd = open(path, O_RDWR | O_CLOEXEC);
    if (fd < 0)
        return;
    if (flock(fd, LOCK_EX | LOCK_NB) == 0)
        unlink(path);
    close(fd);
}

/* Entries in tmp/ whose builder was killed long ago. */
static void remove_abandoned_builds(const struct nvc_fe_cache *c)
{
    char tmp[PATH_MAX];
    if (!path_printf(tmp, sizeof tmp, "%s/" FORMAT_DIR "/tmp", c->dir))
        return;
    DIR *d = opendir(tmp);
    if (!d)
        return;
    time_t now = time(NULL);
    for (struct dirent *e; (e = readdir(d));) {
        char path[PATH_MAX];
        struct stat st;
        if (e->d_name[0] != '.' && path_printf(path, sizeof path, "%s/%s", tmp, e->d_name) &&
            stat(path, &st) == 0 && S_ISDIR(st.st_mode) &&
            now - st.st_mtim.tv_sec > STALE_TMP_SECONDS)
            remove_flat_dir(path);
    }
    closedir(d);
}

/* Oldest first (by last use) until the entries fit in the limit. */
static void evict(const struct nvc_fe_cache *c)
{
    char root[PATH_MAX];
    if (!path_printf(root, sizeof root, "%s/" FORMAT_DIR, c->dir))
        return;
    remove_abandoned_builds(c);
    DIR *d = opendir(root);
    if (!d)
        return;
    struct entry_age *all = NULL;
    size_t n = 0, cap = 0;
    uint64_t total = 0;
    for (struct dirent *e; (e = readdir(d));) {
        if (!is_key_name(e->d_name))
            continue;
        if (n == cap) {
            cap = cap ? cap * 2 : 64;
            struct entry_age *bigger = realloc(all, cap * sizeof *bigger);
            if (!bigger)
                break;
            all = bigger;
        }
        struct entry_age *a = &all[n++];
        memcpy(a->name, e->d_name, 65);   /* a key: 64 digits */
        a->bytes = entry_bytes(c, a->name, &a->used);
        total += a->bytes;
    }
    closedir(d);
    if (n)
        qsort(all, n, sizeof *all, oldest_first);
    for (size_t i = 0; i < n && total > c->limit; i++) {
        remove_entry(c, all[i].name);
        remove_idle_lock(c, all[i].name);
        total -= all[i].bytes;
    }
    free(all);
}

_Noreturn void nvc_hcache_finish_builder(struct nvc_hcache_build *b, bool built,
                                         const struct nvc_asm_fixes *header_asm)
{
    char path[PATH_MAX];
    bool consistent = settle_deps(b) && !b->unrecordable;
    if (!built)
        unlink(b->pch);
    bool ready = consistent && write_deps(b, built, header_asm) &&
                 path_printf(path, sizeof path, "%s/key", b->tmp_dir) &&
                 write_file(path, b->key_text, strlen(b->key_text));
    if (!ready || !commit(b))
        remove_flat_dir(b->tmp_dir);
    evict(b->cache);
    _exit(0);
}
