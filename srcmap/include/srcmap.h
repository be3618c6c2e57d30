/* srcmap.h: from IR anchors to what a user reads: file:line:col, source
 * lines, parameter and variable names, inlined-at notes.
 *
 * Everything comes from debug metadata through the LLVM C API (DebugInfo.h,
 * debug records). Without debug info a finding keeps the function's name and
 * says that no location is known; it is never dropped. */
#ifndef NVC_SRCMAP_H
#define NVC_SRCMAP_H

#include "diag.h"
#include "source_cache.h"

#include <llvm-c/Types.h>
#include <stdbool.h>
#include <stddef.h>

/* Whether the file at `path` (as struct nvc_loc.path spells it) is a system
 * header: code the user cannot change. */
typedef bool nvc_srcmap_system_path_fn(const void *user, const char *path);

struct nvc_srcmap_options {
    nvc_srcmap_system_path_fn *is_system_path;   /* NULL: no file is one */
    const void *user;                            /* is_system_path's */
    /* The module's `alwaysinline` functions count as inlined at their calls
     * (nvc_verify_options.inline_always_inline): a call in one that
     * inlining erases stands at each call chain that inlines it. */
    bool inline_always_inline;
};

/* Appends to `out` the located findings of `list` (all found in module m),
 * in order. input_name names the checked file, the fallback location.
 * `list` is only read.
 *
 * Most findings become one located finding each. A finding of a rule that
 * nvc_rule_reported_at_user_call() names, located in a system header,
 * instead becomes one finding at each distinct place in user code that
 * reaches it through calls or inlining (with a note naming the header
 * function and the line of the code found there); with no such place it
 * stays in the header, as the others do. */
void nvc_srcmap_resolve(const struct nvc_diag_list *list, LLVMModuleRef m, const char *input_name,
                        struct nvc_source_cache *sources, const struct nvc_srcmap_options *opts,
                        struct nvc_finding_list *out);

#endif
