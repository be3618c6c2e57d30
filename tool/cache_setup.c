/* cache_setup.c: the run's header cache directory (cache_setup.h). */
#include "cache_setup.h"

#include "messages.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void nvc_cache_setup(struct nvc_options *o)
{
    free(o->cache_root);
    o->cache_root = NULL;
    if (o->no_cache)
        return;
    char dir[PATH_MAX], why[256];
    if (o->cache_dir)
        snprintf(dir, sizeof dir, "%s", o->cache_dir);
    else if (!nvc_fe_cache_default_dir(dir, sizeof dir)) {
        nvc_tool_note(NULL, "no header cache: neither XDG_CACHE_HOME nor a home directory names a "
                            "place for it (--cache-dir=DIR names one)");
        return;
    }
    if (!nvc_fe_cache_open(dir, why, sizeof why)) {
        nvc_tool_note(NULL,
                      "the header cache directory %s cannot be used (%s); checking without it",
                      dir, why);
        return;
    }
    o->cache_root = strdup(dir);
}

const struct nvc_fe_cache *nvc_cache_for(const struct nvc_options *o, struct nvc_fe_cache *c)
{
    if (!o->cache_root)
        return NULL;
    unsigned mb = o->cache_limit ? o->cache_limit : NVC_FE_CACHE_DEFAULT_LIMIT_MB;
    *c = (struct nvc_fe_cache){.dir = o->cache_root, .limit = (uint64_t)mb << 20};
    return c;
}
