/* rule_docs.h: the rule doc pages (docs/rules/<id>.md), embedded at build
 * time by cmake/embed_docs.cmake, for --explain. */
#ifndef NVC_RULE_DOCS_H
#define NVC_RULE_DOCS_H

struct nvc_rule_doc {
    const char *id;     /* the page's file name without .md */
    const char *text;
};

/* Ends with {NULL, NULL}. */
extern const struct nvc_rule_doc nvc_rule_docs[];

#endif
