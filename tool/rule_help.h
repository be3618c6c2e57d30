/* rule_help.h: a rule's documentation page (docs/rules/<id>.md, embedded
 * in the binary) as SARIF's rule help: the page itself as markdown, with
 * its relative links made absolute, and a plain-text version of it. */
#ifndef NVC_RULE_HELP_H
#define NVC_RULE_HELP_H

/* The embedded page of rule `id`, or NULL. */
const char *nvc_rule_help_page(const char *id);

/* `page` with each relative link target ("../reference/toolchain.md",
 * "#anchor") resolved against the page's place in the repository,
 * docs/rules/<id>.md, and prefixed with `tree_url` (the repository's tree
 * at the version, ending in '/'). The caller frees it. */
char *nvc_rule_help_markdown(const char *page, const char *id, const char *tree_url);

/* The same text without markdown syntax: headings without their '#', no
 * '**' or backticks, code fences dropped (their lines kept), a link as
 * "text (target)". The caller frees it. */
char *nvc_rule_help_text(const char *markdown);

#endif
