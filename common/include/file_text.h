/* file_text.h: reading a whole file into memory. */
#ifndef NVC_FILE_TEXT_H
#define NVC_FILE_TEXT_H

#include <stddef.h>
#include <stdint.h>

/* No bound on what nvc_read_file reads. */
#define NVC_READ_ALL SIZE_MAX

/* The first `max` bytes of the file at `path` (all of it with NVC_READ_ALL),
 * NUL-terminated, in a malloc'd buffer the caller frees; *len (may be NULL)
 * gets the byte count. NULL when the file cannot be opened or a read fails
 * (errno says why). Exits on out of memory (nvc_fatal). */
char *nvc_read_file(const char *path, size_t max, size_t *len);

#endif
