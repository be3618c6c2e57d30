/* nolint.h: suppressing findings with comments in the source, in
 * clang-tidy's syntax, on the line a finding maps to:
 *
 *   // NOLINT                     this line, every rule
 *   // NOLINT(rule-or-glob,...)   this line, the rules the globs select
 *   // NOLINTNEXTLINE(...)        the next line
 *   // NOLINTBEGIN(...)           from here ...
 *   // NOLINTEND(...)             ... to here; the END's parenthesised list
 *                                 must be the BEGIN's, as in clang-tidy
 *
 * The globs are those of --checks (`*`, a leading `-` excludes, the last
 * match wins); `NOLINT()` suppresses nothing. A BEGIN without its END, or an
 * END without its BEGIN, suppresses nothing and is reported as an
 * [nvvmcheck-nolint] error at the comment. */
#ifndef NVC_NOLINT_H
#define NVC_NOLINT_H

#include "report.h"

/* Marks the findings of the current input (r->results[first..]) that a NOLINT
 * comment covers as suppressed, and adds an nvvmcheck-nolint finding for
 * each unmatched NOLINTBEGIN/NOLINTEND in their files, when `rules` selects
 * that rule. Sources are read through the report's source cache. */
void nvc_nolint_apply(struct nvc_report *r, size_t first, const struct nvc_rule_set *rules);

#endif
