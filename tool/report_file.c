/* report_file.c: one report file written without destroying what its path
 * names (report_file.h has the rules, docs/reliability.md "Report files" the
 * tests that pin them). */
#include "report_file.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* The marker in a temporary file's name: ".NAME" TMP_MARKER "PID.XXXXXX". */
#define TMP_MARKER ".nvvmcheck-tmp."

/* Symlinks followed before giving up, as the kernel's own limit (40, path_resolution(7)). */
#define MAX_SYMLINK_HOPS 40

/* ---- what the path names ---------------------------------------------------- */

/* The descriptor a path names as an alias of an open file: /dev/stdout,
 * /dev/stderr, /dev/fd/N, /proc/self/fd/N; -1 for any other path. */
static int descriptor_of(const char *path)
{
    if (strcmp(path, "/dev/stdout") == 0)
        return 1;
    if (strcmp(path, "/dev/stderr") == 0)
        return 2;
    const char *digits = strncmp(path, "/dev/fd/", 8) == 0          ? path + 8
                         : strncmp(path, "/proc/self/fd/", 14) == 0 ? path + 14
                                                                    : NULL;
    if (!digits || !*digits || strspn(digits, "0123456789") != strlen(digits) ||
        strlen(digits) > 6)
        return -1;
    return atoi(digits);
}

/* The directory part of `path` ("dir/" with its slash, "" for none) as a length. */
static size_t directory_length(const char *path)
{
    const char *slash = strrchr(path, '/');
    return slash ? (size_t)(slash - path) + 1 : 0;
}

/* Follows `path` through symlinks (a dangling one too: its target is where
 * the report goes) into `out`; stops early at a descriptor alias, so that
 * /dev/stdout is not resolved into "pipe:[...]". 0 or an errno. */
static int follow_symlinks(const char *path, char *out, size_t cap)
{
    if (strlen(path) >= cap)
        return ENAMETOOLONG;
    strcpy(out, path);
    for (int hop = 0; hop <= MAX_SYMLINK_HOPS; hop++) {
        struct stat st;
        if (descriptor_of(out) >= 0 || lstat(out, &st) != 0 || !S_ISLNK(st.st_mode))
            return 0;
        char link[PATH_MAX];
        ssize_t n = readlink(out, link, sizeof link - 1);
        if (n < 0)
            return errno;
        link[n] = '\0';
        char next[PATH_MAX];
        int len = link[0] == '/' ? snprintf(next, sizeof next, "%s", link)
                                 : snprintf(next, sizeof next, "%.*s%s",
                                            (int)directory_length(out), out, link);
        if (len < 0 || (size_t)len >= cap || (size_t)len >= sizeof next)
            return ENAMETOOLONG;
        strcpy(out, next);
    }
    return ELOOP;
}

/* ---- stdio around a descriptor ---------------------------------------------- */

/* Renders into `fd` (taken over: closed here). With `sync`, the data reach
 * the disk before success is said. 0 or an errno. */
static int render_into(int fd, bool sync, nvc_report_render_fn *render, void *user)
{
    FILE *f = fdopen(fd, "w");
    if (!f) {
        int err = errno;
        close(fd);
        return err;
    }
    errno = 0;
    render(f, user);
    int err = 0;
    if (fflush(f) != 0 || ferror(f))
        err = errno ? errno : EIO;
    if (!err && sync && fsync(fileno(f)) != 0)
        err = errno;
    if (fclose(f) != 0 && !err)
        err = errno;
    return err;
}

/* ---- the temporary file and the signals that end a run ---------------------- */

/* The temporary file being written, removed if a signal ends the run. */
static char pending_tmp[PATH_MAX];

static void remove_pending_and_reraise(int sig)
{
    if (pending_tmp[0])
        unlink(pending_tmp);
    signal(sig, SIG_DFL);
    raise(sig);
}

static const int cleanup_signals[] = {SIGHUP, SIGINT, SIGTERM, SIGXFSZ};
#define NCLEANUP (sizeof cleanup_signals / sizeof *cleanup_signals)

/* Installs the cleanup handler where the signal is not ignored (a run under
 * nohup keeps ignoring SIGHUP). */
static void guard_pending(struct sigaction *saved)
{
    struct sigaction sa = {0};
    sa.sa_handler = remove_pending_and_reraise;
    sigemptyset(&sa.sa_mask);
    for (size_t i = 0; i < NCLEANUP; i++) {
        sigaction(cleanup_signals[i], NULL, &saved[i]);
        if (saved[i].sa_handler != SIG_IGN)
            sigaction(cleanup_signals[i], &sa, NULL);
    }
}

static void unguard_pending(const struct sigaction *saved)
{
    for (size_t i = 0; i < NCLEANUP; i++)
        sigaction(cleanup_signals[i], &saved[i], NULL);
    pending_tmp[0] = '\0';
}

/* The PID in a temporary file name of this report (".NAME.nvvmcheck-tmp.PID.XXXXXX"),
 * or 0 when `entry` is not one. */
static pid_t temp_file_pid(const char *entry, const char *prefix)
{
    size_t n = strlen(prefix);
    if (strncmp(entry, prefix, n) != 0)
        return 0;
    char *end;
    long pid = strtol(entry + n, &end, 10);
    return end > entry + n && *end == '.' && pid > 0 && pid <= INT_MAX ? (pid_t)pid : 0;
}

/* Removes the temporary files a killed run left for this report: those whose
 * PID no longer runs. One whose PID runs again (reused) is left alone. */
static void remove_stale_temp_files(const char *dir, const char *prefix)
{
    DIR *d = opendir(*dir ? dir : ".");
    if (!d)
        return;
    int dfd = dirfd(d);
    for (struct dirent *e; (e = readdir(d));) {
        pid_t pid = temp_file_pid(e->d_name, prefix);
        if (pid && pid != getpid() && kill(pid, 0) != 0 && errno == ESRCH)
            unlinkat(dfd, e->d_name, 0);
    }
    closedir(d);
}

/* The permissions (and owner) the new file takes: the replaced file's, or
 * those fopen gives a new file. */
static void copy_permissions(int fd, const struct stat *old)
{
    if (!old) {
        mode_t mask = umask(0);
        umask(mask);
        fchmod(fd, 0666 & ~mask);
        return;
    }
    /* only root (or the owner, for the group) may do this; a failure keeps
     * the writer's owner, as any editor that saves by rename does */
    if (old->st_uid != geteuid() || old->st_gid != getegid())
        (void)!fchown(fd, old->st_uid, old->st_gid);
    fchmod(fd, old->st_mode & 07777);
}

/* Renders into "<dir>/.<name>.nvvmcheck-tmp.<pid>.XXXXXX", syncs it and
 * renames it over `path`: readers see the old report or the whole new one,
 * never a part. `old` is the file replaced, NULL when there is none. */
static int replace_atomically(const char *path, const struct stat *old,
                              nvc_report_render_fn *render, void *user)
{
    int dirlen = (int)directory_length(path);
    char dir[PATH_MAX], prefix[PATH_MAX], tmp[PATH_MAX];
    snprintf(dir, sizeof dir, "%.*s", dirlen, path);
    if (snprintf(prefix, sizeof prefix, ".%s" TMP_MARKER, path + dirlen) >= (int)sizeof prefix ||
        snprintf(tmp, sizeof tmp, "%s%s%ld.XXXXXX", dir, prefix, (long)getpid()) >=
            (int)sizeof tmp)
        return ENAMETOOLONG;
    remove_stale_temp_files(dir, prefix);
    struct sigaction saved[NCLEANUP];
    guard_pending(saved);
    int fd = mkstemp(tmp);
    if (fd < 0) {
        int err = errno;
        unguard_pending(saved);
        return err;
    }
    memcpy(pending_tmp, tmp, sizeof tmp);
    copy_permissions(fd, old);
    int err = render_into(fd, true, render, user);
    if (!err && rename(tmp, path) != 0)
        err = errno;
    if (err)
        unlink(tmp);
    unguard_pending(saved);
    return err;
}

/* A regular file with more hard links: rendered whole in memory, then
 * written over the file from its start and cut to the new length, so every
 * link sees the new report (a rename would give this name a new file and
 * leave the others with the old one). */
static int rewrite_in_place(const char *path, nvc_report_render_fn *render, void *user)
{
    char *text = NULL;
    size_t len = 0;
    FILE *mem = open_memstream(&text, &len);
    if (!mem)
        return errno;
    render(mem, user);
    if (fclose(mem) != 0) {
        free(text);
        return ENOMEM;
    }
    int err = 0;
    int fd = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC);
    if (fd < 0)
        err = errno;
    for (size_t done = 0; !err && done < len;) {
        ssize_t n = write(fd, text + done, len - done);
        if (n < 0 && errno != EINTR)
            err = errno;
        done += n > 0 ? (size_t)n : 0;
    }
    if (!err && (ftruncate(fd, (off_t)len) != 0 || fsync(fd) != 0))
        err = errno;
    if (fd >= 0 && close(fd) != 0 && !err)
        err = errno;
    free(text);
    return err;
}

/* A device, a FIFO (blocks until a reader opens it, as `cat > fifo` does) or
 * a socket: written through, never replaced. */
static int write_through(const char *path, nvc_report_render_fn *render, void *user)
{
    int fd = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC);
    return fd < 0 ? errno : render_into(fd, false, render, user);
}

static int write_to_descriptor(int which, nvc_report_render_fn *render, void *user)
{
    fflush(NULL);   /* what stdio already holds for that descriptor goes first */
    int fd = dup(which);
    return fd < 0 ? errno : render_into(fd, false, render, user);
}

static int write_resolved(const char *target, nvc_report_render_fn *render, void *user)
{
    int alias = descriptor_of(target);
    if (alias >= 0)
        return write_to_descriptor(alias, render, user);
    struct stat st;
    if (stat(target, &st) != 0)
        return errno == ENOENT ? replace_atomically(target, NULL, render, user) : errno;
    if (S_ISDIR(st.st_mode))
        return EISDIR;
    if (!S_ISREG(st.st_mode))
        return write_through(target, render, user);
    if (st.st_nlink > 1)
        return rewrite_in_place(target, render, user);
    return replace_atomically(target, &st, render, user);
}

int nvc_report_file_write(const char *path, nvc_report_render_fn *render, void *user)
{
    char target[PATH_MAX];
    int err = follow_symlinks(path, target, sizeof target);
    if (err)
        return err;
    /* a reader that went away is a write error (EPIPE) to report, not a
     * SIGPIPE that ends the run without a word */
    struct sigaction ignore = {0}, saved;
    ignore.sa_handler = SIG_IGN;
    sigemptyset(&ignore.sa_mask);
    sigaction(SIGPIPE, &ignore, &saved);
    err = write_resolved(target, render, user);
    sigaction(SIGPIPE, &saved, NULL);
    return err;
}
