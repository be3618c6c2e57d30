/* render_text.h: clang-style text output. */
#ifndef NVC_RENDER_TEXT_H
#define NVC_RENDER_TEXT_H

#include "report.h"

#include <stdio.h>

/* One diagnostic line, clang's format, then the source line and a caret:
 *   file:line:col: severity: message
 *       7 | __global__ void big_kernel(struct Heavy h, float *out)
 *         |                 ^
 * line 0 prints "file: severity: message"; col 0 omits the caret. */
void nvc_render_located(FILE *out, struct nvc_source_cache *sources, const struct nvc_loc *loc,
                        const char *severity, const char *msg, const char *suffix);

/* The findings results[first..end) (suppressed ones are not shown). */
void nvc_render_text_results(FILE *out, const struct nvc_report *r, size_t first, size_t end);
/* The summary line: "4 errors, 1 warning in 4 translation units; ...". */
void nvc_render_text_summary(FILE *out, const struct nvc_report *r);
/* Every finding of the report, then the summary line. */
void nvc_render_text(FILE *out, const struct nvc_report *r);

#endif
