/* json_writer.h: a small streaming JSON writer shared by the JSON, SARIF and
 * GitLab renderers: commas, indentation and string escaping in one place.
 *
 *   struct nvc_json j;
 *   nvc_json_init(&j, out);
 *   nvc_json_begin_object(&j);
 *   nvc_json_key(&j, "rule"); nvc_json_string(&j, id);
 *   nvc_json_end_object(&j);
 *   nvc_json_finish(&j);        // final newline
 *
 * Output is pretty-printed with two-space indentation, so golden tests and
 * humans can read it line by line. */
#ifndef NVC_JSON_WRITER_H
#define NVC_JSON_WRITER_H

#include <stdbool.h>
#include <stdio.h>

#define NVC_JSON_MAX_DEPTH 32

struct nvc_json {
    FILE *out;
    int depth;
    bool has_items[NVC_JSON_MAX_DEPTH];   /* a comma is due before the next item */
    bool after_key;                        /* the value of a member comes next */
};

void nvc_json_init(struct nvc_json *j, FILE *out);
void nvc_json_finish(struct nvc_json *j);

void nvc_json_begin_object(struct nvc_json *j);
void nvc_json_end_object(struct nvc_json *j);
void nvc_json_begin_array(struct nvc_json *j);
void nvc_json_end_array(struct nvc_json *j);
void nvc_json_key(struct nvc_json *j, const char *key);

/* NULL writes null. Invalid UTF-8 bytes become U+FFFD, so the document is
 * always valid JSON text (RFC 8259 §8.1) even for odd file names. */
void nvc_json_string(struct nvc_json *j, const char *s);
/* The first `len` bytes of s, as a string. */
void nvc_json_string_n(struct nvc_json *j, const char *s, size_t len);
/* For a protocol whose strings are bytes that must arrive unchanged (the
 * scan's worker records): each byte of s is written as the character of the
 * same number, U+0000..U+00FF, and everything outside printable ASCII as a
 * \u00XX escape. The text is ASCII and valid JSON; a reader maps each
 * character back to one byte. NULL writes null. */
void nvc_json_byte_string(struct nvc_json *j, const char *s);
/* "sm_75,sm_90" (NULL or "" for none) as the array ["sm_75", "sm_90"]. */
void nvc_json_comma_list(struct nvc_json *j, const char *list);
void nvc_json_uint(struct nvc_json *j, unsigned long long v);
void nvc_json_int(struct nvc_json *j, long long v);
void nvc_json_bool(struct nvc_json *j, bool v);
void nvc_json_null(struct nvc_json *j);
/* `text`, one JSON value as another document spells it (a string with its
 * quotes and escapes, a number), written unchanged: --merge copies the
 * shards' strings this way, byte for byte. */
void nvc_json_verbatim(struct nvc_json *j, const char *text, size_t len);

/* Members: key and value in one call. */
void nvc_json_member_string(struct nvc_json *j, const char *key, const char *s);
void nvc_json_member_uint(struct nvc_json *j, const char *key, unsigned long long v);
void nvc_json_member_bool(struct nvc_json *j, const char *key, bool v);

/* The escaped body of a JSON string (no quotes) for s[0..len). */
void nvc_json_escape(FILE *out, const char *s, size_t len);

#endif
