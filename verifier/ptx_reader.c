/* ptx_reader.c: statements, opcodes and special registers of an inline-asm
 * template (ptx_reader.h says what is understood and why). */
#include "ptx_reader.h"

#include <string.h>

#define MAX_DECLARED 64

struct reader {
    const char *s;
    size_t n, p;
    /* Names the template declares with .reg: "%tmp", or "%r" of "%r<4>". */
    struct nvc_ptx_span declared[MAX_DECLARED];
    bool ranged[MAX_DECLARED];
    unsigned ndeclared;
};

static char at(const struct reader *r, size_t p)
{
    return p < r->n ? r->s[p] : '\0';
}

static bool is_alpha(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}

static bool is_digit(char c)
{
    return c >= '0' && c <= '9';
}

/* Characters of an identifier after its first (PTX ISA 4.4: [a-zA-Z0-9_$]). */
static bool is_ident(char c)
{
    return is_alpha(c) || is_digit(c) || c == '$';
}

static bool is_blank(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

/* Skips a comment at r->p; returns whether there was one. */
static bool skip_comment(struct reader *r)
{
    if (at(r, r->p) != '/')
        return false;
    if (at(r, r->p + 1) == '/') {
        while (r->p < r->n && r->s[r->p] != '\n')
            r->p++;
        return true;
    }
    if (at(r, r->p + 1) == '*') {
        const char *end = NULL;
        for (size_t q = r->p + 2; q + 1 < r->n; q++)
            if (r->s[q] == '*' && r->s[q + 1] == '/') {
                end = r->s + q + 2;
                break;
            }
        r->p = end ? (size_t)(end - r->s) : r->n;
        return true;
    }
    return false;
}

static void skip_space(struct reader *r)
{
    while (r->p < r->n) {
        if (is_blank(r->s[r->p]))
            r->p++;
        else if (!skip_comment(r))
            return;
    }
}

/* LLVM's `${...}` (an operand with a modifier, or `${:uid}`). */
static size_t llvm_placeholder_len(const struct reader *r, size_t p)
{
    if (at(r, p) != '$' || at(r, p + 1) != '{')
        return 0;
    for (size_t q = p + 2; q < r->n; q++)
        if (r->s[q] == '}')
            return q + 1 - p;
    return 0;
}

/* A word as labels and predicates spell it: identifier characters, `%`,
 * and `${...}` groups (labels made unique with `%=`). */
static size_t word_len(const struct reader *r, size_t p)
{
    size_t q = p;
    for (;;) {
        size_t ph = llvm_placeholder_len(r, q);
        if (ph)
            q += ph;
        else if (is_ident(at(r, q)) || at(r, q) == '%')
            q++;
        else
            return q - p;
    }
}

/* A label `name:` (not `name::`) at r->p: skipped, with the blanks after it. */
static bool skip_label(struct reader *r)
{
    size_t w = word_len(r, r->p);
    if (!w)
        return false;
    size_t q = r->p + w;
    while (q < r->n && (r->s[q] == ' ' || r->s[q] == '\t'))
        q++;
    if (at(r, q) != ':' || at(r, q + 1) == ':')
        return false;
    r->p = q + 1;
    skip_space(r);
    return true;
}

/* A guard `@p`, `@!p`, `@%p1`, `@$1` at r->p: skipped. */
static void skip_predicate(struct reader *r)
{
    if (at(r, r->p) != '@')
        return;
    r->p++;
    if (at(r, r->p) == '!')
        r->p++;
    r->p += word_len(r, r->p);
    skip_space(r);
}

/* The opcode: letters, digits, '_', '.', "::" (and `$`, for odd templates). */
static size_t opcode_len(const struct reader *r, size_t p)
{
    size_t q = p;
    while (q < r->n) {
        char c = r->s[q];
        if (is_ident(c) || c == '.')
            q++;
        else if (c == ':' && at(r, q + 1) == ':')
            q += 2;
        else
            break;
    }
    return q - p;
}

static bool span_is(const struct reader *r, struct nvc_ptx_span s, const char *word)
{
    size_t n = strlen(word);
    return s.len == n && memcmp(r->s + s.off, word, n) == 0;
}

static bool is_declared(const struct reader *r, size_t off, size_t len)
{
    for (unsigned i = 0; i < r->ndeclared; i++) {
        struct nvc_ptx_span d = r->declared[i];
        if (r->ranged[i]) {
            /* %r<4> declares %r0 .. %r3: the base followed by digits only. */
            if (len > d.len && memcmp(r->s + off, r->s + d.off, d.len) == 0) {
                size_t k = d.len;
                while (k < len && is_digit(r->s[off + k]))
                    k++;
                if (k == len)
                    return true;
            }
        } else if (len == d.len && memcmp(r->s + off, r->s + d.off, len) == 0) {
            return true;
        }
    }
    return false;
}

/* The names of a `.reg .b32 %a, %b<4>;` statement's operands (from r->p to end). */
static void record_declarations(struct reader *r, size_t end)
{
    size_t q = r->p;
    while (q < end) {
        char c = r->s[q];
        if (c == '.') { /* a type or vector word (.b32, .v4) */
            q += 1 + opcode_len(r, q + 1);
            continue;
        }
        if (c == '%' || is_alpha(c)) {
            size_t w = 1;
            while (q + w < end && is_ident(r->s[q + w]))
                w++;
            if (r->ndeclared < MAX_DECLARED) {
                r->declared[r->ndeclared] = (struct nvc_ptx_span){q, w};
                r->ranged[r->ndeclared] = at(r, q + w) == '<';
                r->ndeclared++;
            }
            q += w;
            continue;
        }
        q++;
    }
}

/* Skips a string literal starting at q; returns the offset after it. */
static size_t skip_string(const struct reader *r, size_t q)
{
    for (q++; q < r->n && r->s[q] != '"'; q++)
        if (r->s[q] == '\\')
            q++;
    return q < r->n ? q + 1 : r->n;
}

/* Reads the operands up to the end of the statement (`;`, or the end of
 * the template); collects special registers; leaves r->p after the `;`. */
static void read_operands(struct reader *r, struct nvc_ptx_stmt *st)
{
    while (r->p < r->n) {
        char c = r->s[r->p];
        if (c == ';')
            break;
        if (skip_comment(r))
            continue;
        if (c == '"') {
            r->p = skip_string(r, r->p);
            continue;
        }
        if (c == '%' && is_alpha(at(r, r->p + 1))) {
            size_t q = r->p + 1;
            while (q < r->n && is_ident(r->s[q]))
                q++;
            size_t len = q - r->p;
            if (!st->directive && !is_declared(r, r->p, len) && st->nsregs < NVC_PTX_MAX_SREGS)
                st->sregs[st->nsregs++] = (struct nvc_ptx_span){r->p, len};
            r->p = q;
            continue;
        }
        r->p++;
    }
    st->text.len = r->p - st->text.off;
    while (st->text.len && is_blank(r->s[st->text.off + st->text.len - 1]))
        st->text.len--;
    if (r->p < r->n)
        r->p++; /* the ';' */
}

void nvc_ptx_read(const char *tmpl, size_t len, nvc_ptx_visit_fn visit, void *ud)
{
    struct reader r = {.s = tmpl, .n = len};
    unsigned index = 0;
    for (;;) {
        skip_space(&r);
        if (r.p >= r.n)
            return;
        char c = r.s[r.p];
        if (c == '{' || c == '}' || c == ';') {
            r.p++;
            continue;
        }
        while (skip_label(&r))
            ;
        if (r.p >= r.n)
            return;
        c = r.s[r.p];
        if (c == '{' || c == '}' || c == ';')
            continue;
        struct nvc_ptx_stmt st = {.text = {r.p, 0}};
        skip_predicate(&r);
        size_t op = opcode_len(&r, r.p);
        if (!op) {
            /* Not a statement this reader knows (stray text): skip to its end. */
            read_operands(&r, &st);
            continue;
        }
        st.opcode = (struct nvc_ptx_span){r.p, op};
        st.directive = c == '.';
        st.index = index++;
        r.p += op;
        if (span_is(&r, st.opcode, ".reg")) {
            size_t end = r.p;
            while (end < r.n && r.s[end] != ';')
                end++;
            record_declarations(&r, end);
        }
        read_operands(&r, &st);
        if (!visit(ud, tmpl, &st))
            return;
    }
}

size_t nvc_ptx_prefix_match(const char *prefix, const char *name, size_t len)
{
    size_t n = strlen(prefix);
    if (n && prefix[n - 1] == '$')
        return n - 1 == len && memcmp(prefix, name, len) == 0 ? len : 0;
    if (n > len || memcmp(prefix, name, n) != 0)
        return 0;
    if (n == len || name[n] == '.' || (name[n] == ':' && n + 1 < len && name[n + 1] == ':'))
        return n;
    /* "tcgen05.fence::" as a prefix of "tcgen05.fence::before_thread_sync". */
    return n >= 2 && prefix[n - 1] == ':' && prefix[n - 2] == ':' ? n : 0;
}
