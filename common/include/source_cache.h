/* source_cache.h: source files read once and split into lines, for carets,
 * fingerprints, NOLINT comments and finding a declaration's column. */
#ifndef NVC_SOURCE_CACHE_H
#define NVC_SOURCE_CACHE_H

#include <stddef.h>

struct nvc_source_cache;

struct nvc_source_cache *nvc_source_cache_new(void);
void nvc_source_cache_free(struct nvc_source_cache *c);
/* Line `line` (1-based) of the file at `path`, without its newline; NULL when
 * the file or line cannot be read. Valid until the cache is freed. */
const char *nvc_source_line(struct nvc_source_cache *c, const char *path, unsigned line,
                            size_t *len);

#endif
