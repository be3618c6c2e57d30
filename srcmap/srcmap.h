/* srcmap.h: from IR anchors to what a user reads: file:line:col, source
 * lines, parameter and variable names, inlined-at notes.
 *
 * Everything comes from debug metadata through the LLVM C API (DebugInfo.h,
 * debug records). Without debug info a finding keeps the function's name and
 * says that no location is known; it is never dropped. */
#ifndef NVC_SRCMAP_H
#define NVC_SRCMAP_H

#include "diag.h"

#include <llvm-c/Types.h>
#include <stddef.h>

struct nvc_source_cache;

struct nvc_source_cache *nvc_source_cache_new(void);
void nvc_source_cache_free(struct nvc_source_cache *c);
/* Line `line` (1-based) of the file at `path`, without its newline; NULL when
 * the file or line cannot be read. Valid until the cache is freed. */
const char *nvc_source_line(struct nvc_source_cache *c, const char *path, unsigned line,
                            size_t *len);

/* Fills loc and subjects of list->items[first..] (all found in module m).
 * input_name names the checked file, the fallback location. */
void nvc_srcmap_resolve(struct nvc_diag_list *list, size_t first, LLVMModuleRef m,
                        const char *input_name, struct nvc_source_cache *sources);

/* "struct Heavy", "const float *": a C-like spelling of a DIType. */
const char *nvc_ditype_name(struct nvc_arena *a, LLVMContextRef ctx, LLVMMetadataRef type);

/* Metadata node operands, which the C API only reaches through values. */
LLVMMetadataRef nvc_md_operand(LLVMContextRef ctx, LLVMMetadataRef md, unsigned index);
const char *nvc_md_string_operand(LLVMContextRef ctx, LLVMMetadataRef md, unsigned index,
                                  size_t *len);

#endif
