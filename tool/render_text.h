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
/* The clang-diagnostic-error lines of failures[first..end). */
void nvc_render_text_failures(FILE *out, const struct nvc_report *r, unsigned first, unsigned end);
/* The summary line: "4 errors, 1 warning in 4 translation units; ...". */
void nvc_render_text_summary(FILE *out, const struct nvc_report *r);
/* A byte that must not reach a terminal raw (an escape sequence from an IR
 * name or a source line could retitle or rewrite the terminal): the C0
 * controls but tab and newline, and DEL. */
bool nvc_text_is_control(unsigned char c);
/* `n` bytes of `s` (strlen when n is (size_t)-1) with every control byte
 * written as clang writes it, "<U+001B>" (measured: clang 22 prints an ESC in
 * a source line of a diagnostic as <U+001B>, BEL as <U+0007>). */
void nvc_text_put_escaped(FILE *out, const char *s, size_t n);
#define NVC_TEXT_ESCAPE_WIDTH 8 /* strlen("<U+001B>") */

/* Every finding of the report, then the summary line. */
void nvc_render_text(FILE *out, const struct nvc_report *r);

#endif
