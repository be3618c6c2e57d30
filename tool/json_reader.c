/* json_reader.c: recursive descent over RFC 8259's grammar (§2 values, §4
 * objects, §5 arrays, §6 numbers, §7 strings). Nesting is limited so that a
 * hostile file cannot exhaust the stack. */
#include "json_reader.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>

#define MAX_NESTING 256

struct parser {
    struct nvc_arena *a;
    const char *p, *end, *start;
    const char *error;   /* what went wrong first, NULL while fine */
    int depth;
};

static bool fail(struct parser *ps, const char *what)
{
    if (!ps->error)
        ps->error = what;
    return false;
}

/* RFC 8259 §2: insignificant whitespace is space, tab, LF and CR. */
static void skip_space(struct parser *ps)
{
    while (ps->p < ps->end &&
           (*ps->p == ' ' || *ps->p == '\t' || *ps->p == '\n' || *ps->p == '\r'))
        ps->p++;
}

static bool take_literal(struct parser *ps, const char *word)
{
    size_t n = strlen(word);
    if ((size_t)(ps->end - ps->p) < n || memcmp(ps->p, word, n) != 0)
        return fail(ps, "unexpected character");
    ps->p += n;
    return true;
}

static int hex_digit(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

/* The four hex digits after "\u". */
static bool read_hex4(struct parser *ps, unsigned *cp)
{
    if (ps->end - ps->p < 4)
        return fail(ps, "truncated \\u escape");
    *cp = 0;
    for (int i = 0; i < 4; i++) {
        int d = hex_digit(ps->p[i]);
        if (d < 0)
            return fail(ps, "bad \\u escape");
        *cp = *cp << 4 | (unsigned)d;
    }
    ps->p += 4;
    return true;
}

static size_t put_utf8(char *out, unsigned cp)
{
    if (cp < 0x80) {
        out[0] = (char)cp;
        return 1;
    }
    if (cp < 0x800) {
        out[0] = (char)(0xC0 | cp >> 6);
        out[1] = (char)(0x80 | (cp & 0x3F));
        return 2;
    }
    if (cp < 0x10000) {
        out[0] = (char)(0xE0 | cp >> 12);
        out[1] = (char)(0x80 | (cp >> 6 & 0x3F));
        out[2] = (char)(0x80 | (cp & 0x3F));
        return 3;
    }
    out[0] = (char)(0xF0 | cp >> 18);
    out[1] = (char)(0x80 | (cp >> 12 & 0x3F));
    out[2] = (char)(0x80 | (cp >> 6 & 0x3F));
    out[3] = (char)(0x80 | (cp & 0x3F));
    return 4;
}

/* §7: "\uD83D\uDE00" is one code point written as a UTF-16 surrogate pair. */
static bool read_unicode_escape(struct parser *ps, unsigned *cp)
{
    if (!read_hex4(ps, cp))
        return false;
    if (*cp < 0xD800 || *cp > 0xDBFF)
        return true;
    unsigned low;
    if (ps->end - ps->p < 2 || ps->p[0] != '\\' || ps->p[1] != 'u')
        return true;   /* a lone surrogate: kept as is, as many readers do */
    ps->p += 2;
    if (!read_hex4(ps, &low))
        return false;
    if (low >= 0xDC00 && low <= 0xDFFF)
        *cp = 0x10000 + ((*cp - 0xD800) << 10) + (low - 0xDC00);
    return true;
}

static bool read_escape(struct parser *ps, char *out, size_t *n)
{
    char c = *ps->p++;
    const char *from = "\"\\/bfnrt", *to = "\"\\/\b\f\n\r\t";
    const char *k = c ? strchr(from, c) : NULL;
    if (k) {
        out[(*n)++] = to[k - from];
        return true;
    }
    unsigned cp;
    if (c != 'u' || !read_unicode_escape(ps, &cp))
        return fail(ps, "bad escape in a string");
    *n += put_utf8(out + *n, cp);
    return true;
}

/* The string at ps->p (after its opening quote), unescaped into the arena;
 * the unescaped text is never longer than the escaped one. */
static bool read_string(struct parser *ps, const char **text, size_t *len)
{
    const char *from = ps->p;
    while (ps->p < ps->end && *ps->p != '"')
        ps->p += *ps->p == '\\' && ps->p + 1 < ps->end ? 2 : 1;
    if (ps->p >= ps->end)
        return fail(ps, "unterminated string");
    size_t cap = (size_t)(ps->p - from) + 1;
    char *out = nvc_arena_alloc(ps->a, cap);
    size_t n = 0;
    for (ps->p = from; *ps->p != '"';) {
        if ((unsigned char)*ps->p < 0x20)
            return fail(ps, "control character in a string");
        if (*ps->p == '\\') {
            ps->p++;
            if (!read_escape(ps, out, &n))
                return false;
        } else {
            out[n++] = *ps->p++;
        }
    }
    ps->p++;   /* the closing quote */
    *text = out;
    *len = n;
    return true;
}

/* §6: -? int frac? exp? */
static bool read_number(struct parser *ps, struct nvc_json_value *v)
{
    const char *from = ps->p;
    if (ps->p < ps->end && *ps->p == '-')
        ps->p++;
    size_t digits = 0;
    while (ps->p < ps->end && *ps->p && strchr("0123456789.eE+-", *ps->p)) {
        digits += *ps->p >= '0' && *ps->p <= '9';
        ps->p++;
    }
    if (digits == 0)
        return fail(ps, "unexpected character");
    v->kind = NVC_JSON_NUMBER;
    v->len = (size_t)(ps->p - from);
    v->text = nvc_arena_strndup(ps->a, from, v->len);
    return true;
}

static struct nvc_json_value *read_value(struct parser *ps);

/* Appends to a growing list in the arena (the old block stays there). */
static void push_item(struct parser *ps, struct nvc_json_value *v, size_t *cap,
                      struct nvc_json_value *item, const char *key)
{
    if (v->count == *cap) {
        size_t grown = *cap ? 2 * *cap : 8;
        struct nvc_json_value **items = nvc_arena_alloc(ps->a, grown * sizeof *items);
        const char **keys = nvc_arena_alloc(ps->a, grown * sizeof *keys);
        if (v->count) {
            memcpy(items, v->items, v->count * sizeof *items);
            memcpy(keys, v->keys, v->count * sizeof *keys);
        }
        v->items = items;
        v->keys = keys;
        *cap = grown;
    }
    v->keys[v->count] = key;
    v->items[v->count++] = item;
}

/* After '[' or '{': the elements or members up to the closing bracket. */
static bool read_container(struct parser *ps, struct nvc_json_value *v, char close)
{
    size_t cap = 0;
    skip_space(ps);
    if (ps->p < ps->end && *ps->p == close) {
        ps->p++;
        return true;
    }
    for (;;) {
        const char *key = NULL;
        if (close == '}') {
            size_t klen;
            skip_space(ps);
            if (ps->p >= ps->end || *ps->p++ != '"' || !read_string(ps, &key, &klen))
                return fail(ps, "expected a member name");
            skip_space(ps);
            if (ps->p >= ps->end || *ps->p++ != ':')
                return fail(ps, "expected ':' after a member name");
        }
        struct nvc_json_value *item = read_value(ps);
        if (!item)
            return false;
        push_item(ps, v, &cap, item, key);
        skip_space(ps);
        if (ps->p < ps->end && *ps->p == ',') {
            ps->p++;
            continue;
        }
        if (ps->p < ps->end && *ps->p == close) {
            ps->p++;
            return true;
        }
        return fail(ps, close == '}' ? "expected ',' or '}'" : "expected ',' or ']'");
    }
}

static struct nvc_json_value *read_value(struct parser *ps)
{
    skip_space(ps);
    if (ps->p >= ps->end)
        return fail(ps, "unexpected end of the file"), NULL;
    if (++ps->depth > MAX_NESTING)
        return fail(ps, "nested too deeply"), NULL;
    struct nvc_json_value *v = nvc_arena_alloc(ps->a, sizeof *v);
    bool ok;
    switch (*ps->p) {
    case '{':
    case '[':
        v->kind = *ps->p == '{' ? NVC_JSON_OBJECT : NVC_JSON_ARRAY;
        ps->p++;
        ok = read_container(ps, v, v->kind == NVC_JSON_OBJECT ? '}' : ']');
        break;
    case '"':
        v->kind = NVC_JSON_STRING;
        v->raw = ps->p++;
        ok = read_string(ps, &v->text, &v->len);
        v->rawlen = (size_t)(ps->p - v->raw);
        break;
    case 't':
    case 'f':
        v->kind = NVC_JSON_BOOL;
        v->boolean = *ps->p == 't';
        ok = take_literal(ps, v->boolean ? "true" : "false");
        break;
    case 'n':
        ok = take_literal(ps, "null");
        break;
    default:
        ok = read_number(ps, v);
    }
    ps->depth--;
    return ok ? v : NULL;
}

static unsigned line_of(const struct parser *ps)
{
    unsigned line = 1;
    for (const char *q = ps->start; q < ps->p && q < ps->end; q++)
        line += *q == '\n';
    return line;
}

struct nvc_json_value *nvc_json_parse(struct nvc_arena *a, const char *text, size_t len, char *why,
                                      size_t whycap)
{
    struct parser ps = {.a = a, .p = text, .end = text + len, .start = text};
    /* RFC 8259 §8.1: a UTF-8 byte order mark may be ignored */
    if (len >= 3 && memcmp(text, "\xEF\xBB\xBF", 3) == 0)
        ps.p += 3;
    struct nvc_json_value *doc = read_value(&ps);
    if (doc) {
        skip_space(&ps);
        if (ps.p != ps.end) {
            fail(&ps, "text after the JSON value");
            doc = NULL;
        }
    }
    if (!doc)
        snprintf(why, whycap, "not JSON: %s at line %u", ps.error, line_of(&ps));
    return doc;
}

const struct nvc_json_value *nvc_json_member(const struct nvc_json_value *v, const char *key)
{
    if (!v || v->kind != NVC_JSON_OBJECT)
        return NULL;
    for (size_t i = v->count; i-- > 0;)
        if (strcmp(v->keys[i], key) == 0)
            return v->items[i];
    return NULL;
}

const char *nvc_json_member_text(const struct nvc_json_value *v, const char *key)
{
    const struct nvc_json_value *m = nvc_json_member(v, key);
    return m && m->kind == NVC_JSON_STRING ? m->text : NULL;
}
