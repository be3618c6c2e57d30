/* file_text.h: reading a whole file into memory. */
#ifndef NVC_FILE_TEXT_H
#define NVC_FILE_TEXT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* No bound on what nvc_read_file reads. */
#define NVC_READ_ALL SIZE_MAX

/* The first `max` bytes of the file at `path` (all of it with NVC_READ_ALL),
 * NUL-terminated, in a malloc'd buffer the caller frees; *len (may be NULL)
 * gets the byte count. NULL when the file cannot be opened or a read fails
 * (errno says why). Exits on out of memory (nvc_fatal). */
char *nvc_read_file(const char *path, size_t max, size_t *len);

/* The cap on a file an untrusted input names for the checker to read whole:
 * a response file of a compile command, a configuration file. The largest
 * real ones are a few kilobytes (docs/reliability.md, "Bounds"). */
#define NVC_SMALL_FILE_CAP ((size_t)1 << 20)

/* Like nvc_read_file, but only a regular file of at most `cap` bytes: the
 * file is opened without blocking (a FIFO without a writer does not hang)
 * and refused when it is not a regular file (/dev/zero, /dev/stdin, a FIFO)
 * or larger than `cap`. A directory is refused too unless `dir_is_empty`,
 * when it reads as "" (nvcc reads `--options-file <dir>` so). On failure
 * returns NULL and puts the reason in why[0..whycap) ("not a regular file",
 * "larger than 1048576 bytes", or strerror's). */
char *nvc_read_small_regular_file(const char *path, size_t cap, bool dir_is_empty, size_t *len,
                                  char *why, size_t whycap);

#endif
