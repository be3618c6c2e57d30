/* report_file.h: writing one report file (--output=FILE, --format=X:FILE)
 * without destroying what the path names (docs/reliability.md, "Report
 * files"):
 *
 *   - a regular file with one link, or a path that does not exist yet, is
 *     replaced atomically: a temporary file ".NAME.nvvmcheck-tmp.PID.XXXXXX"
 *     in the same directory, synced and renamed over it, with the replaced
 *     file's permissions (and owner, where the process may set it);
 *   - a symlink is followed: its target is replaced, the link stays;
 *   - a regular file with more than one hard link is rewritten in place, so
 *     every name keeps seeing the report (not atomic: the links would split);
 *   - a device, a FIFO or a socket is written through (opened O_WRONLY,
 *     never renamed over), and /dev/stdout, /dev/stderr, /dev/fd/N and
 *     /proc/self/fd/N are written to that descriptor;
 *   - temporary files that a killed run left for this report (their PID is
 *     no longer running) are removed first. */
#ifndef NVC_REPORT_FILE_H
#define NVC_REPORT_FILE_H

#include <stdio.h>

typedef void nvc_report_render_fn(FILE *out, void *user);

/* Writes what `render` prints to `path` as above. Returns 0, or the errno of
 * what failed (ENOSPC, EPIPE, EISDIR ...); SIGPIPE is ignored while writing,
 * so a FIFO whose reader went away is EPIPE, not a silent death. */
int nvc_report_file_write(const char *path, nvc_report_render_fn *render, void *user);

#endif
