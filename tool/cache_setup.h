/* cache_setup.h: which header cache directory a run uses
 * (docs/header-cache.md). */
#ifndef NVC_CACHE_SETUP_H
#define NVC_CACHE_SETUP_H

#include "frontend.h"
#include "options.h"

/* Once, before any input is checked: --no-cache, else --cache-dir or the
 * default directory, created if need be. A directory that cannot be used
 * (not creatable, not writable, no home directory) is said in a note and
 * the run goes on without the cache: never a failure. Sets o->cache_root. */
void nvc_cache_setup(struct nvc_options *o);

/* The cache a compile of this run uses, or NULL. */
const struct nvc_fe_cache *nvc_cache_for(const struct nvc_options *o, struct nvc_fe_cache *c);

#endif
