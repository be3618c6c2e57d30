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
#include <stddef.h>

/* Appends to `out` one located finding for each finding of `list` (all
 * found in module m), in order. input_name names the checked file, the
 * fallback location. `list` is only read. */
void nvc_srcmap_resolve(const struct nvc_diag_list *list, LLVMModuleRef m, const char *input_name,
                        struct nvc_source_cache *sources, struct nvc_finding_list *out);

#endif
