/* json_writer.c: JSON text per RFC 8259. */
#include "json_writer.h"

#include "arena.h"

#include <string.h>

void nvc_json_init(struct nvc_json *j, FILE *out)
{
    memset(j, 0, sizeof *j);
    j->out = out;
}

void nvc_json_finish(struct nvc_json *j)
{
    fputc('\n', j->out);
}

static void newline_and_indent(struct nvc_json *j)
{
    fputc('\n', j->out);
    for (int i = 0; i < j->depth; i++)
        fputs("  ", j->out);
}

/* Before any value or key: the comma and line break it needs. */
static void begin_item(struct nvc_json *j)
{
    if (j->after_key) {   /* "key": value on one line */
        j->after_key = false;
        return;
    }
    if (j->depth == 0)
        return;
    if (j->has_items[j->depth])
        fputc(',', j->out);
    j->has_items[j->depth] = true;
    newline_and_indent(j);
}

static void open_container(struct nvc_json *j, char c)
{
    begin_item(j);
    fputc(c, j->out);
    if (j->depth + 1 >= NVC_JSON_MAX_DEPTH)
        nvc_fatal("JSON output nested too deeply");
    j->has_items[++j->depth] = false;
}

static void close_container(struct nvc_json *j, char c)
{
    bool had_items = j->has_items[j->depth--];
    if (had_items)
        newline_and_indent(j);
    fputc(c, j->out);
}

void nvc_json_begin_object(struct nvc_json *j)
{
    open_container(j, '{');
}
void nvc_json_end_object(struct nvc_json *j)
{
    close_container(j, '}');
}
void nvc_json_begin_array(struct nvc_json *j)
{
    open_container(j, '[');
}
void nvc_json_end_array(struct nvc_json *j)
{
    close_container(j, ']');
}

/* Length of the well-formed UTF-8 sequence at s (RFC 3629 §4), 0 if none. */
static size_t utf8_sequence(const unsigned char *s, size_t avail)
{
    unsigned char c = s[0];
    size_t n;
    unsigned char lo = 0x80, hi = 0xBF;   /* allowed range of the second byte */
    if (c < 0x80)
        return 1;
    if (c >= 0xC2 && c <= 0xDF)
        n = 2;
    else if (c >= 0xE0 && c <= 0xEF) {
        n = 3;
        if (c == 0xE0)
            lo = 0xA0;                      /* no overlong forms */
        if (c == 0xED)
            hi = 0x9F;                      /* no surrogates */
    } else if (c >= 0xF0 && c <= 0xF4) {
        n = 4;
        if (c == 0xF0)
            lo = 0x90;
        if (c == 0xF4)
            hi = 0x8F;                      /* nothing above U+10FFFF */
    } else
        return 0;
    if (avail < n || s[1] < lo || s[1] > hi)
        return 0;
    for (size_t i = 2; i < n; i++)
        if (s[i] < 0x80 || s[i] > 0xBF)
            return 0;
    return n;
}

void nvc_json_escape(FILE *out, const char *text, size_t len)
{
    const unsigned char *s = (const unsigned char *)text;
    for (size_t i = 0; i < len;) {
        unsigned char c = s[i];
        size_t n = utf8_sequence(s + i, len - i);
        if (n == 0) {
            fputs("\\ufffd", out);
            i++;
            continue;
        }
        if (n > 1) {
            fwrite(s + i, 1, n, out);
        } else if (c == '"' || c == '\\') {
            fputc('\\', out);
            fputc(c, out);
        } else if (c == '\n') {
            fputs("\\n", out);
        } else if (c == '\r') {
            fputs("\\r", out);
        } else if (c == '\t') {
            fputs("\\t", out);
        } else if (c < 0x20 || c == 0x7F) {   /* the rest of the control characters */
            fprintf(out, "\\u%04x", c);
        } else {
            fputc(c, out);
        }
        i += n;
    }
}

void nvc_json_string_n(struct nvc_json *j, const char *s, size_t len)
{
    begin_item(j);
    fputc('"', j->out);
    nvc_json_escape(j->out, s, len);
    fputc('"', j->out);
}

void nvc_json_string(struct nvc_json *j, const char *s)
{
    if (!s)
        nvc_json_null(j);
    else
        nvc_json_string_n(j, s, strlen(s));
}

void nvc_json_byte_string(struct nvc_json *j, const char *s)
{
    if (!s) {
        nvc_json_null(j);
        return;
    }
    begin_item(j);
    fputc('"', j->out);
    for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
        if (*p == '"' || *p == '\\')
            fprintf(j->out, "\\%c", *p);
        else if (*p < 0x20 || *p >= 0x7F)
            fprintf(j->out, "\\u%04x", *p);
        else
            fputc(*p, j->out);
    }
    fputc('"', j->out);
}

void nvc_json_key(struct nvc_json *j, const char *key)
{
    nvc_json_string(j, key);
    fputs(": ", j->out);
    j->after_key = true;
}

void nvc_json_uint(struct nvc_json *j, unsigned long long v)
{
    begin_item(j);
    fprintf(j->out, "%llu", v);
}

void nvc_json_int(struct nvc_json *j, long long v)
{
    begin_item(j);
    fprintf(j->out, "%lld", v);
}

void nvc_json_bool(struct nvc_json *j, bool v)
{
    begin_item(j);
    fputs(v ? "true" : "false", j->out);
}

void nvc_json_null(struct nvc_json *j)
{
    begin_item(j);
    fputs("null", j->out);
}

void nvc_json_verbatim(struct nvc_json *j, const char *text, size_t len)
{
    begin_item(j);
    fwrite(text, 1, len, j->out);
}

void nvc_json_member_string(struct nvc_json *j, const char *key, const char *s)
{
    nvc_json_key(j, key);
    nvc_json_string(j, s);
}

void nvc_json_member_uint(struct nvc_json *j, const char *key, unsigned long long v)
{
    nvc_json_key(j, key);
    nvc_json_uint(j, v);
}

void nvc_json_member_bool(struct nvc_json *j, const char *key, bool v)
{
    nvc_json_key(j, key);
    nvc_json_bool(j, v);
}

void nvc_json_comma_list(struct nvc_json *j, const char *list)
{
    nvc_json_begin_array(j);
    for (const char *p = list; p && *p;) {
        const char *comma = strchr(p, ',');
        size_t n = comma ? (size_t)(comma - p) : strlen(p);
        nvc_json_string_n(j, p, n);
        p += n + (comma != NULL);
    }
    nvc_json_end_array(j);
}
