/* json_reader.h: a small JSON (RFC 8259) reader for reading back the
 * tool's own reports (--baseline, --merge). The whole document becomes a tree in an
 * arena; strings are unescaped UTF-8 (\u escapes, surrogate pairs joined),
 * numbers are kept as their text.
 *
 *   struct nvc_json_value *doc = nvc_json_parse(&arena, text, len, why, sizeof why);
 *   const struct nvc_json_value *v = nvc_json_member(doc, "findings");
 */
#ifndef NVC_JSON_READER_H
#define NVC_JSON_READER_H

#include "arena.h"

#include <stdbool.h>
#include <stddef.h>

enum nvc_json_kind {
    NVC_JSON_NULL,
    NVC_JSON_BOOL,
    NVC_JSON_NUMBER,
    NVC_JSON_STRING,
    NVC_JSON_ARRAY,
    NVC_JSON_OBJECT
};

struct nvc_json_value {
    enum nvc_json_kind kind;
    bool boolean;
    const char *text;                 /* a string's value, or a number's text */
    size_t len;                       /* of text (strings may hold NUL bytes) */
    const char *raw;                  /* a string as the document spells it, quotes
                                       * and escapes included (points into the text
                                       * given to nvc_json_parse) */
    size_t rawlen;
    struct nvc_json_value **items;    /* an array's elements, an object's values */
    const char **keys;                /* an object's keys, parallel to items */
    size_t count;
};

/* The document, or NULL with `why` saying what is wrong and where (line). */
struct nvc_json_value *nvc_json_parse(struct nvc_arena *a, const char *text, size_t len, char *why,
                                      size_t whycap);
/* An object's member `key` (the last one when repeated); NULL when `v` is no
 * object or has no such member. */
const struct nvc_json_value *nvc_json_member(const struct nvc_json_value *v, const char *key);
/* The string value of member `key`, or NULL when absent or not a string. */
const char *nvc_json_member_text(const struct nvc_json_value *v, const char *key);

#endif
