/* asm_column.c: where a byte of an inline-asm template is in the source.
 *
 * A finding about inline PTX names a byte of the template as the IR holds
 * it (NVC_ANCHOR_ASM_TEXT). The call's DILocation is the statement's start:
 * clang 22 puts the `asm` keyword's line and column there (a macro's use
 * when the statement comes from a macro body). From there the source file,
 * as it is on disk, is read: the keyword, its qualifiers, `(`, then the
 * adjacent string literals, decoded byte by byte with each byte's line and
 * column. Replaying clang's rewrite of the template on the decoded bytes
 * must give the IR's template, at least up to the end of the token named;
 * then that token's first byte has a known place. Otherwise (a template
 * built by a macro, a stringified macro, a raw string, \u escapes) the
 * caller keeps the statement's start.
 *
 * clang 22's rewrite, measured with clang -S -emit-llvm (test/srcmap/
 * asm-column*.cu pin it):
 *  - basic asm (no `:`): `$` becomes `$$`, every other byte stays (`%%` and
 *    `%=` too);
 *  - extended asm (a `:` after the template): `%N` -> `$N`, `%[name]` ->
 *    `$K` (K the operand's number), `%cN` / `%c[name]` -> `${N:c}`,
 *    `%%` -> `%`, `%{` -> `{`, `%}` -> `}`, `%=` -> `${:uid}`, `$` -> `$$`.
 * The compat layer (frontend/compat_asm.c) compiles nvcc's `%laneid` in
 * extended asm by replacing the `%` with a marker byte that becomes `%`
 * again in the IR: on disk and in the IR the byte is `%`. */
#include "srcmap_internal.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* ---- the source from the statement's start, line splices removed -------- */

struct src_char {
    char c;
    unsigned line, col;   /* 1-based; col counts bytes, as clang's columns do */
};

struct src_text {
    struct nvc_source_cache *sources;
    const char *path;
    unsigned next_line;   /* the next line to read */
    bool eof;
    struct src_char *chars;
    size_t len, cap;
};

/* Statements longer than this are not followed (a CUTLASS template is a few
 * KiB); the caller keeps the statement's start. */
#define MAX_STATEMENT_BYTES (256u * 1024u)

static void push_char(struct src_text *t, char c, unsigned line, unsigned col)
{
    t->chars = nvc_grow(t->chars, &t->cap, t->len, sizeof *t->chars);
    t->chars[t->len++] = (struct src_char){c, line, col};
}

/* A backslash followed by nothing but blanks up to the end of the line is a
 * line splice (C11 5.1.1.2 phase 2; clang also accepts the blanks, with a
 * warning): where it starts, or len when the line has none. */
static size_t splice_start(const char *text, size_t len)
{
    size_t end = len;
    while (end > 0 && (text[end - 1] == ' ' || text[end - 1] == '\t'))
        end--;
    return end > 0 && text[end - 1] == '\\' ? end - 1 : len;
}

/* Appends line t->next_line from byte `from` (0-based); false at the end of
 * the file. */
static bool read_line(struct src_text *t, size_t from)
{
    size_t len;
    const char *text = nvc_source_line(t->sources, t->path, t->next_line, &len);
    if (!text || t->len > MAX_STATEMENT_BYTES) {
        t->eof = true;
        return false;
    }
    size_t splice = splice_start(text, len);
    for (size_t i = from; i < splice; i++)
        push_char(t, text[i], t->next_line, (unsigned)i + 1);
    if (splice == len)
        push_char(t, '\n', t->next_line, (unsigned)len + 1);
    t->next_line++;
    return true;
}

/* Whether t->chars[k] exists, reading lines as needed. */
static bool have(struct src_text *t, size_t k)
{
    while (k >= t->len && !t->eof)
        read_line(t, 0);
    return k < t->len;
}

static char char_at(struct src_text *t, size_t k)
{
    return have(t, k) ? t->chars[k].c : '\0';
}

/* ---- tokens --------------------------------------------------------------- */

static bool is_blank(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

static bool is_ident_char(char c)
{
    return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

static bool is_digit(char c)
{
    return c >= '0' && c <= '9';
}

static bool is_letter(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

/* Skips blanks and comments from k; returns the next position. */
static size_t skip_blanks(struct src_text *t, size_t k)
{
    for (;;) {
        char c = char_at(t, k);
        if (is_blank(c)) {
            k++;
        } else if (c == '/' && char_at(t, k + 1) == '/') {
            while (have(t, k) && t->chars[k].c != '\n')
                k++;
        } else if (c == '/' && char_at(t, k + 1) == '*') {
            k += 2;
            while (have(t, k + 1) && !(t->chars[k].c == '*' && t->chars[k + 1].c == '/'))
                k++;
            k += 2;
        } else {
            return k;
        }
    }
}

/* The identifier at k (its length; 0 when there is none), copied into buf. */
static size_t ident_at(struct src_text *t, size_t k, char *buf, size_t cap)
{
    size_t n = 0;
    while (is_ident_char(char_at(t, k + n))) {
        if (n + 1 < cap)
            buf[n] = t->chars[k + n].c;
        n++;
    }
    buf[n < cap ? n : cap - 1] = '\0';
    return n;
}

static bool word_in(const char *word, const char *const *list)
{
    for (; *list; list++)
        if (strcmp(word, *list) == 0)
            return true;
    return false;
}

/* From the statement's start to the first byte after `(`: the keyword
 * (GNU spellings too) and any qualifiers. 0 when the text there is not an
 * asm statement (a macro's name, say). */
static size_t open_paren_after_keyword(struct src_text *t)
{
    static const char *const keywords[] = {"asm", "__asm", "__asm__", NULL};
    static const char *const qualifiers[] = {"volatile", "__volatile", "__volatile__", "inline",
                                             "__inline", "__inline__", "goto",         NULL};
    char word[16];
    size_t k = ident_at(t, 0, word, sizeof word);
    if (!word_in(word, keywords))
        return 0;
    for (;;) {
        k = skip_blanks(t, k);
        size_t n = ident_at(t, k, word, sizeof word);
        if (n == 0)
            break;
        if (!word_in(word, qualifiers))
            return 0;
        k += n;
    }
    return char_at(t, k) == '(' ? k + 1 : 0;
}

/* ---- string literals, decoded --------------------------------------------- */

/* The template as the source spells it: its bytes after escape decoding,
 * each with where it starts in the source. */
struct decoded {
    char *bytes;
    unsigned *line, *col;
    size_t len, cap;
    bool complete;   /* all of the template: the literals end at `:` or `)` */
    bool extended;   /* a `:` follows them (known only when complete) */
};

static void push_byte(struct decoded *d, char byte, const struct src_char *at)
{
    if (d->len == d->cap) {
        size_t cap = d->cap;
        d->bytes = nvc_grow(d->bytes, &cap, d->len, 1);
        cap = d->cap;
        d->line = nvc_grow(d->line, &cap, d->len, sizeof *d->line);
        cap = d->cap;
        d->col = nvc_grow(d->col, &cap, d->len, sizeof *d->col);
        d->cap = cap;
    }
    d->bytes[d->len] = byte;
    d->line[d->len] = at->line;
    d->col[d->len] = at->col;
    d->len++;
}

static int hex_value(char c)
{
    if (is_digit(c))
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

/* The escape sequence whose backslash is at k (C11 6.4.4.4; GNU's \e): its
 * byte in *out, and the position after it; 0 for what is not followed here
 * (\u, \U, \N, delimited \x{...} and \o{...}: never seen in asm). */
static size_t decode_escape(struct src_text *t, size_t k, unsigned char *out)
{
    static const char simple[] = "n\nt\tr\ra\ab\bf\fv\ve\033E\033\\\\\"\"''??";
    char e = char_at(t, k + 1);
    for (const char *s = simple; *s; s += 2)
        if (e == s[0]) {
            *out = (unsigned char)s[1];
            return k + 2;
        }
    if (e >= '0' && e <= '7') {
        unsigned v = 0, n = 0;
        for (char c; n < 3 && (c = char_at(t, k + 1 + n)) >= '0' && c <= '7'; n++)
            v = v * 8 + (unsigned)(c - '0');
        *out = (unsigned char)v;
        return k + 1 + n;
    }
    if (e == 'x' && hex_value(char_at(t, k + 2)) >= 0) {
        unsigned v = 0;
        size_t n = 0;
        for (int h; (h = hex_value(char_at(t, k + 2 + n))) >= 0; n++)
            v = v * 16 + (unsigned)h;
        *out = (unsigned char)v;
        return k + 2 + n;
    }
    if (e == 'u' || e == 'U' || e == 'N' || e == 'x' || e == 'o' || e == '\n' || e == '\0')
        return 0;
    *out = (unsigned char)e;   /* an unknown escape: clang warns and keeps the letter */
    return k + 2;
}

/* Decodes the literal whose `"` is at k; returns the position after its
 * closing quote, 0 when it cannot (then d holds its bytes up to there). */
static size_t decode_literal(struct src_text *t, size_t k, struct decoded *d)
{
    for (k++;;) {
        char c = char_at(t, k);
        if (c == '"')
            return k + 1;
        if (c == '\n' || c == '\0')
            return 0;
        unsigned char byte = (unsigned char)c;
        size_t next = c == '\\' ? decode_escape(t, k, &byte) : k + 1;
        if (next == 0)
            return 0;
        push_byte(d, (char)byte, &t->chars[k]);
        k = next;
    }
}

/* The adjacent literals after the statement's `(`. */
static void decode_template(struct src_text *t, size_t k, struct decoded *d)
{
    size_t after = 0;
    for (k = skip_blanks(t, k); char_at(t, k) == '"'; k = skip_blanks(t, after))
        if ((after = decode_literal(t, k, d)) == 0)
            return;
    char next = char_at(t, k);
    d->complete = d->len > 0 && (next == ':' || next == ')');
    d->extended = next == ':';
}

/* ---- replaying clang's rewrite -------------------------------------------- */

struct aligner {
    const char *ir;
    size_t ir_len;
    const struct decoded *src;
    size_t i, j;   /* next source byte, next IR byte */
};

static char src_at(const struct aligner *a, size_t i)
{
    return i < a->src->len ? a->src->bytes[i] : '\0';
}

static bool ir_has(const struct aligner *a, size_t j, const char *s)
{
    size_t n = strlen(s);
    return j + n <= a->ir_len && memcmp(a->ir + j, s, n) == 0;
}

static size_t digits_at(const char *s, size_t from, size_t len)
{
    size_t n = 0;
    while (from + n < len && is_digit(s[from + n]))
        n++;
    return n;
}

/* After a `%`, an operand: digits, or `[name]`. Its length in the source,
 * 0 when there is none. */
static size_t operand_ref_len(const struct aligner *a, size_t i)
{
    if (is_digit(src_at(a, i)))
        return digits_at(a->src->bytes, i, a->src->len);
    if (src_at(a, i) != '[')
        return 0;
    for (size_t n = 1; i + n < a->src->len; n++)
        if (a->src->bytes[i + n] == ']')
            return n + 1;
    return 0;
}

/* `%N`, `%[name]` -> `$K`; `%cN`, `%c[name]` -> `${K:c}`. */
static bool step_operand(struct aligner *a)
{
    size_t i = a->i + 1, j = a->j;
    char modifier = 0;
    if (is_letter(src_at(a, i))) {
        modifier = src_at(a, i);
        i++;
    }
    size_t ref = operand_ref_len(a, i);
    if (ref == 0 || !ir_has(a, j, modifier ? "${" : "$"))
        return false;
    j += modifier ? 2 : 1;
    size_t k = digits_at(a->ir, j, a->ir_len);
    if (k == 0 ||
        (is_digit(src_at(a, i)) && (k != ref || memcmp(a->ir + j, a->src->bytes + i, k))))
        return false;
    j += k;
    if (modifier) {
        char tail[4] = {':', modifier, '}', '\0'};
        if (!ir_has(a, j, tail))
            return false;
        j += 3;
    }
    a->i = i + ref;
    a->j = j;
    return true;
}

/* One `%` sequence of extended asm. */
static bool step_percent(struct aligner *a)
{
    char next = src_at(a, a->i + 1);
    if ((next == '%' || next == '{' || next == '}') && ir_has(a, a->j, (char[]){next, 0})) {
        a->i += 2;
        a->j += 1;
        return true;
    }
    if (next == '=' && ir_has(a, a->j, "${:uid}")) {
        a->i += 2;
        a->j += 7;
        return true;
    }
    if (step_operand(a))
        return true;
    if (ir_has(a, a->j, "%")) {   /* nvcc's `%laneid`, through the compat layer */
        a->i++;
        a->j++;
        return true;
    }
    return false;
}

/* Consumes one source unit and what clang made of it. */
static bool step(struct aligner *a, bool extended)
{
    char c = src_at(a, a->i);
    if (c == '$') {
        if (!ir_has(a, a->j, "$$"))
            return false;
        a->i++;
        a->j += 2;
        return true;
    }
    if (c == '%' && extended)
        return step_percent(a);
    if (a->j >= a->ir_len || a->ir[a->j] != c)
        return false;
    a->i++;
    a->j++;
    return true;
}

/* The source byte that IR byte `offset` comes from, when the replay reaches
 * IR byte `needed` (the end of the token) without a difference; else
 * SIZE_MAX. */
static size_t source_byte_of(const char *ir, size_t ir_len, const struct decoded *src,
                             bool extended, size_t offset, size_t needed)
{
    struct aligner a = {ir, ir_len, src, 0, 0};
    size_t found = SIZE_MAX;
    while (a.i < src->len && a.j < needed) {
        size_t at = a.i;
        if (!step(&a, extended))
            return SIZE_MAX;
        if (found == SIZE_MAX && a.j > offset)
            found = at;
    }
    return a.j >= needed ? found : SIZE_MAX;
}

/* The end of the token that starts at `offset`: an opcode with its
 * modifiers, or a special register. */
static size_t token_end(const char *ir, size_t len, size_t offset)
{
    size_t e = offset;
    while (e < len && !is_blank(ir[e]) && !strchr(";,{}()[]", ir[e]))
        e++;
    return e > offset ? e : offset + 1;
}

static void decoded_free(struct decoded *d)
{
    free(d->bytes);
    free(d->line);
    free(d->col);
}

bool nvc_asm_text_position(struct nvc_source_cache *sources, struct nvc_loc *loc, const char *ir,
                           size_t ir_len, size_t offset)
{
    if (!loc->path || loc->line == 0 || loc->col == 0 || offset >= ir_len)
        return false;
    struct src_text t = {sources, loc->path, loc->line, false, NULL, 0, 0};
    if (!read_line(&t, loc->col - 1)) {
        free(t.chars);
        return false;
    }
    struct decoded d = {0};
    size_t open = open_paren_after_keyword(&t);
    if (open)
        decode_template(&t, open, &d);
    size_t needed = token_end(ir, ir_len, offset);
    /* A complete template says which rewrite applies; a partial one (its
     * literals followed by a macro) is tried with both. */
    size_t at = SIZE_MAX;
    if (d.complete)
        at = source_byte_of(ir, ir_len, &d, d.extended, offset, needed);
    else if (d.len > 0 && (at = source_byte_of(ir, ir_len, &d, true, offset, needed)) == SIZE_MAX)
        at = source_byte_of(ir, ir_len, &d, false, offset, needed);
    bool found = at != SIZE_MAX;
    if (found) {
        loc->line = d.line[at];
        loc->col = d.col[at];
    }
    decoded_free(&d);
    free(t.chars);
    return found;
}

/* ---- the statement a byte is in, for notes -------------------------------- */

/* Where the PTX statement holding byte `offset` starts: after the last `;`,
 * or after a scope's `{` / `}` standing where a statement starts (PTX ISA
 * 9.0 §4: statements end at `;`; braces open and close a scope; `//` and
 * `/ * * /` comments). A `{` among operands (a vector) does not count. */
static size_t statement_start(const char *ir, size_t offset)
{
    size_t start = 0;
    bool blank_so_far = true;
    for (size_t i = 0; i < offset; i++) {
        char c = ir[i];
        if (c == '/' && ir[i + 1] == '/') {
            while (i < offset && ir[i] != '\n')
                i++;
            continue;
        }
        if (c == '/' && ir[i + 1] == '*') {
            for (i += 2; i < offset && !(ir[i - 1] == '*' && ir[i] == '/');)
                i++;
            continue;
        }
        if (c == ';' || ((c == '{' || c == '}') && blank_so_far)) {
            start = i + 1;
            blank_so_far = true;
        } else if (!is_blank(c)) {
            blank_so_far = false;
        }
    }
    return start;
}

/* Notes quote at most this much of a statement. */
#define MAX_QUOTED 160

const char *nvc_asm_statement_text(struct nvc_arena *a, const char *ir, size_t len, size_t offset)
{
    if (offset >= len)
        return NULL;
    char buf[MAX_QUOTED + 4];
    size_t n = 0;
    bool space = false;
    for (size_t i = statement_start(ir, offset); i < len && ir[i] != ';'; i++) {
        if (is_blank(ir[i])) {
            space = n > 0;
            continue;
        }
        if (n + (space ? 2 : 1) > MAX_QUOTED) {
            memcpy(buf + n, "...", 3);
            n += 3;
            break;
        }
        if (space)
            buf[n++] = ' ';
        buf[n++] = ir[i];
        space = false;
    }
    return nvc_arena_strndup(a, buf, n);
}
