/* compat_templates.c: nvcc's template leniency (docs/compat.md, pattern 9).
 *
 * Measured with nvcc 13.0 and clang 22 (test/compat/template-*.cu):
 * - A dependent qualified name that names a type where the parser read an
 *   expression: a function template's argument (`alloc<G::a_tile, 2>(p)`),
 *   the operand of sizeof or alignof, a functional cast (`G::a_tile(x)`).
 *   nvcc takes it as the type once the template is instantiated; clang says
 *   "missing 'typename' prior to dependent type name" at instantiation, at
 *   the start of the qualified name.
 * - A dependent template name without `template` before its argument list
 *   (`base::st_st<-1>(x)`, `b.mem<2>(x)`): nvcc calls the template
 *   (`nvcc -ptx` folds base::st_st<-1>(5) to 4, and 1 + base::st_st<3>(100)
 *   to 104). clang parsed the `<` as less-than and, at instantiation, says
 *   "missing 'template' keyword prior to dependent template name" at the
 *   start of the expression when the name is the left operand of that `<`;
 *   when it is the operand of a tighter operator (`1 + base::st_st<3>(x)`,
 *   `-base::st_st<3>(x)`), "reference to overloaded function could not be
 *   resolved; did you mean to call it?" at the qualified name, or for a
 *   member (`1 + b.mem<3>(x)`) "reference to non-static member function
 *   must be called" at the member's name.
 * - `U::template f(x)` where U's f is not a template (ThunderKittens'
 *   tests: `test::template host_func(i, o)` with a plain static host_func):
 *   nvcc ignores the keyword and calls the function (`nvcc -ptx` has its
 *   body); clang says "'f' following the 'template' keyword does not refer
 *   to a template" at instantiation, at the name. The keyword is blanked
 *   out (same length: no position moves); only without an argument list,
 *   where the call means the same with and without it.
 * The same errors in a template's definition (`T::type x;`,
 * `t->f<3, int>(1)`) are nvcc's errors too, so only errors raised while
 * clang instantiates a template are answered here. Where the keyword does
 * not make valid code (`G::a_tile * 2`, which nvcc rejects too), the compile
 * with the keyword fails as well and clang's first errors stand.
 *
 * The fix is clang's own (the fix-it of the first: insert `typename ` at
 * the error; for the second, `template ` before the template's name),
 * applied in the rewriting file system and compiled again
 * (compat_shared.c runs the rounds). An insertion moves what follows it on
 * its line, and nothing else: no newline is inserted, so lines stay the
 * user's. nvc_compat_user_column maps a column of the rewritten text back
 * to the user's; compile.cpp applies it to clang's diagnostics and to every
 * debug location of the module, so findings keep the user's line and
 * column. */
#include "compat.h"

#include "file_text.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* How far after clang's position the template's name is looked for. */
#define TEMPLATE_NAME_REACH 4096

/* ---- reading C++ lexically --------------------------------------------------- */

static bool is_ident_start(char c)
{
    return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
           (unsigned char)c >= 0x80;
}

static bool is_ident_char(char c)
{
    return is_ident_start(c) || (c >= '0' && c <= '9');
}

static bool at_text(const char *t, size_t len, size_t p, const char *s)
{
    size_t n = strlen(s);
    return p + n <= len && memcmp(t + p, s, n) == 0;
}

/* Past blanks, comments and line splices. */
static size_t skip_blank(const char *t, size_t len, size_t p)
{
    for (;;) {
        if (p < len && t[p] && strchr(" \t\n\r\f\v", t[p]))
            p++;
        else if (at_text(t, len, p, "\\\n"))
            p += 2;
        else if (at_text(t, len, p, "//"))
            while (p < len && t[p] != '\n')
                p++;
        else if (at_text(t, len, p, "/*")) {
            const char *end = NULL;
            for (size_t q = p + 2; q + 1 < len && !end; q++)
                if (t[q] == '*' && t[q + 1] == '/')
                    end = t + q + 2;
            p = end ? (size_t)(end - t) : len;
        } else
            return p;
    }
}

static size_t ident_end(const char *t, size_t len, size_t p)
{
    if (p >= len || !is_ident_start(t[p]))
        return p;
    while (p < len && is_ident_char(t[p]))
        p++;
    return p;
}

static bool ident_is(const char *t, size_t p, size_t end, const char *name)
{
    return end - p == strlen(name) && memcmp(t + p, name, end - p) == 0;
}

/* Past a string or character literal starting at p. */
static size_t skip_literal(const char *t, size_t len, size_t p)
{
    char quote = t[p++];
    while (p < len && t[p] != quote && t[p] != '\n')
        p += t[p] == '\\' ? 2 : 1;
    return p < len ? p + 1 : len;
}

/* Past the template argument list opening at p ('<'); 0 when it does not
 * close before the statement ends. */
static size_t skip_template_args(const char *t, size_t len, size_t p)
{
    int angles = 0, parens = 0;
    while (p < len) {
        char c = t[p];
        if (c == ';' || c == '{' || c == '}')
            return 0;
        if (c == '"' || c == '\'') {
            p = skip_literal(t, len, p);
            continue;
        }
        parens += (c == '(' || c == '[') - (c == ')' || c == ']');
        if (parens == 0 && c == '<')
            angles++;
        else if (parens == 0 && c == '>' && --angles == 0)
            return p + 1;
        p++;
    }
    return 0;
}

/* The byte offset of a 1-based line and column, if the line has it. */
static bool offset_of(const char *t, size_t len, unsigned line, unsigned col, size_t *out)
{
    size_t p = 0;
    for (unsigned l = 1; l < line; p++) {
        if (p >= len)
            return false;
        if (t[p] == '\n')
            l++;
    }
    for (unsigned c = 1; c < col; c++, p++)
        if (p >= len || t[p] == '\n')
            return false;
    *out = p;
    return p < len;
}

static void line_col_of(const char *t, size_t at, unsigned *line, unsigned *col)
{
    *line = 1;
    size_t start = 0;
    for (size_t p = 0; p < at; p++)
        if (t[p] == '\n') {
            (*line)++;
            start = p + 1;
        }
    *col = (unsigned)(at - start) + 1;
}

/* ---- where the keyword goes ------------------------------------------------ */

/* clang's "missing 'typename'" is at the start of the qualified name
 * (Sema's fix-it inserts `typename ` there): [::] A [<...>] :: ... :: last.
 * The name's qualifier is printed instantiated ('G::a_tile' for
 * `GG::a_tile`), so only the last name is compared. */
static bool typename_goes_at(const char *t, size_t len, size_t p, const char *last, size_t *at)
{
    *at = p;
    if (at_text(t, len, p, "::"))
        p = skip_blank(t, len, p + 2);
    bool qualified = false;
    for (;;) {
        size_t e = ident_end(t, len, p);
        if (e == p)
            return false;
        bool is_last = ident_is(t, p, e, last);
        size_t q = skip_blank(t, len, e);
        if (ident_is(t, p, e, "template")) {
            p = q;
            continue;
        }
        if (q < len && t[q] == '<') {
            q = skip_template_args(t, len, q);
            if (!q)
                return false;
            q = skip_blank(t, len, q);
            is_last = false;
        }
        if (!at_text(t, len, q, "::"))
            return qualified && is_last;
        p = skip_blank(t, len, q + 2);
        qualified = true;
    }
}

/* A member's name at `p`, after `.` or `->` and followed by `<`
 * (`b.mem<3>(x)`): `template ` goes before it. */
static bool member_template_goes_at(const char *t, size_t len, size_t p, const char *unused,
                                    size_t *at)
{
    (void)unused;
    size_t e = ident_end(t, len, p), q = skip_blank(t, len, e), b = p;
    while (b > 0 && t[b - 1] && strchr(" \t\n\r", t[b - 1]))
        b--;
    bool after_access = (b >= 1 && t[b - 1] == '.') ||
                        (b >= 2 && t[b - 2] == '-' && t[b - 1] == '>');
    *at = p;
    return e > p && after_access && q < len && t[q] == '<';
}

/* clang's "missing 'template' keyword" is at the start of the expression
 * (`base` of `base::st_st<-1>(x)`) or, for a member, at its name (`mem` of
 * `b.mem<2>(x)`); the keyword goes before the first `name` that follows
 * `::`, `.` or `->` and is followed by `<`, outside the parentheses and
 * brackets of the expression. */
static bool template_goes_at(const char *t, size_t len, size_t p, const char *name, size_t *at)
{
    if (ident_is(t, p, ident_end(t, len, p), name) && member_template_goes_at(t, len, p, name, at))
        return true;
    size_t limit = len - p > TEMPLATE_NAME_REACH ? p + TEMPLATE_NAME_REACH : len;
    int depth = 0;
    bool after_access = false;
    while ((p = skip_blank(t, len, p)) < limit) {
        char c = t[p];
        if (c == ';' || c == '{' || c == '}')
            return false;
        size_t e = ident_end(t, len, p);
        if (e > p) {
            if (depth == 0 && after_access && ident_is(t, p, e, name)) {
                size_t q = skip_blank(t, len, e);
                if (q < len && t[q] == '<') {
                    *at = p;
                    return true;
                }
            }
            after_access = false;
            p = e;
            continue;
        }
        if (c == '"' || c == '\'') {
            after_access = false;
            p = skip_literal(t, len, p);
            continue;
        }
        if (c == ')' || c == ']') {
            if (--depth < 0)
                return false;
        }
        depth += c == '(' || c == '[';
        after_access = at_text(t, len, p, "::") || at_text(t, len, p, "->") || c == '.';
        p += at_text(t, len, p, "::") || at_text(t, len, p, "->") ? 2 : 1;
    }
    return false;
}

/* A qualified name at `p` whose last name is followed by `<`
 * (`B::st_st<3>(x)`): `template ` goes before that last name. */
static bool qualified_template_goes_at(const char *t, size_t len, size_t p, const char *unused,
                                       size_t *at)
{
    (void)unused;
    if (at_text(t, len, p, "::"))
        p = skip_blank(t, len, p + 2);
    bool qualified = false;
    for (;;) {
        size_t e = ident_end(t, len, p);
        if (e == p)
            return false;
        size_t q = skip_blank(t, len, e);
        bool args = q < len && t[q] == '<';
        size_t after = args ? skip_template_args(t, len, q) : q;
        if (args && !after)
            return false;
        after = skip_blank(t, len, after);
        if (!at_text(t, len, after, "::")) {
            *at = p;
            return qualified && args && !ident_is(t, p, e, "template");
        }
        p = skip_blank(t, len, after + 2);
        qualified = true;
    }
}

/* clang's "'f' following the 'template' keyword does not refer to a
 * template" is at the name `f`; the `template` before it (after `::`, `.`
 * or `->`) is blanked, when no argument list follows the name: `U::f(x)`
 * calls the function nvcc calls. */
static bool ignored_template_keyword_at(const char *t, size_t len, size_t p, const char *name,
                                        size_t *at)
{
    size_t e = ident_end(t, len, p), q = skip_blank(t, len, e), b = p;
    if (!ident_is(t, p, e, name) || q >= len || t[q] != '(')
        return false;
    while (b > 0 && strchr(" \t\n\r", t[b - 1]))
        b--;
    size_t kw = strlen("template");
    if (b < kw || b == p || !at_text(t, len, b - kw, "template") ||
        (b > kw && is_ident_char(t[b - kw - 1])))
        return false;
    size_t a = b - kw;
    while (a > 0 && strchr(" \t\n\r", t[a - 1]))
        a--;
    bool after_access = (a >= 2 &&
                         (at_text(t, len, a - 2, "::") || at_text(t, len, a - 2, "->"))) ||
                        (a >= 1 && t[a - 1] == '.');
    *at = b - kw;
    return after_access;
}

/* ---- the fixes ------------------------------------------------------------- */

/* The errors a keyword answers, and where it goes from clang's position. */
static const struct keyword_error {
    const char *msg;    /* clang's error; with `quoted`, its start */
    bool quoted;        /* the name follows, quoted */
    const char *keyword;   /* inserted; "" for the erase below */
    bool (*place)(const char *t, size_t len, size_t p, const char *name, size_t *at);
    const char *msg_end;   /* for a `quoted` error whose text goes on after the name */
} keyword_errors[] = {
    {"missing 'typename' prior to dependent type name '", true, "typename ", typename_goes_at,
     NULL},
    {"missing 'template' keyword prior to dependent template name '", true, "template ",
     template_goes_at, NULL},
    {"reference to overloaded function could not be resolved; did you mean to call it?", false,
     "template ", qualified_template_goes_at, NULL},
    {"reference to non-static member function must be called", false, "template ",
     member_template_goes_at, NULL},
    {"'", true, "", ignored_template_keyword_at,
     "' following the 'template' keyword does not refer to a template"},
};

static const struct keyword_error *keyword_error_of(const char *msg)
{
    for (size_t i = 0; i < sizeof keyword_errors / sizeof *keyword_errors; i++) {
        const struct keyword_error *k = &keyword_errors[i];
        bool starts = strncmp(msg, k->msg, strlen(k->msg)) == 0;
        size_t n = strlen(msg), tail = k->msg_end ? strlen(k->msg_end) : 0;
        bool ends = !k->msg_end || (n > tail && strcmp(msg + n - tail, k->msg_end) == 0);
        if (k->quoted ? starts && ends : strcmp(msg, k->msg) == 0)
            return k;
    }
    return NULL;
}

static char *canonical(const char *path)
{
    char buf[PATH_MAX];
    return strdup(realpath(path, buf) ? buf : path);
}

/* The last name of the quoted name after `prefix` in msg ('G::a_tile' gives
 * a_tile), if it is an identifier. */
static bool quoted_last_name(const char *msg, size_t prefix, char *out, size_t size)
{
    const char *start = msg + prefix, *end = strchr(start, '\'');
    if (!end)
        return false;
    for (const char *p = start; p + 1 < end; p++)
        if (p[0] == ':' && p[1] == ':')
            start = p + 2;
    size_t n = (size_t)(end - start);
    if (n == 0 || n >= size || ident_end(start, n, 0) != n)
        return false;
    memcpy(out, start, n);
    out[n] = '\0';
    return true;
}

static const struct nvc_keyword_fix *fix_at(const struct nvc_compat_session *cs, const char *canon,
                                            size_t at)
{
    for (size_t i = 0; i < cs->nkeywords; i++)
        if (cs->keywords[i].at == at && strcmp(cs->keywords[i].path, canon) == 0)
            return &cs->keywords[i];
    return NULL;
}

static void add_fix(struct nvc_compat_session *cs, const struct nvc_keyword_fix *f)
{
    if (cs->nkeywords == cs->capkeywords) {
        size_t cap = cs->capkeywords ? cs->capkeywords * 2 : 8;
        struct nvc_keyword_fix *bigger = realloc(cs->keywords, cap * sizeof *bigger);
        if (!bigger)
            return;
        cs->keywords = bigger;
        cs->capkeywords = cap;
    }
    cs->keywords[cs->nkeywords++] = *f;
}

bool nvc_compat_keyword_fix_for(struct nvc_compat_session *cs, const struct nvc_fe_diag *d,
                                bool *added)
{
    if (d->level != NVC_FE_ERROR || !d->file || !d->in_instantiation || !d->line || !d->col)
        return false;
    const struct keyword_error *k = keyword_error_of(d->msg);
    char name[256] = "";
    if (!k || (k->quoted && !quoted_last_name(d->msg, strlen(k->msg), name, sizeof name)))
        return false;
    struct nvc_keyword_fix f = {.path = canonical(d->file), .line = d->line, .col = d->col};
    f.keyword = k->keyword;
    f.erase = *k->keyword ? 0 : strlen("template");
    char *text = nvc_read_file(f.path, NVC_READ_ALL, &f.file_len);
    size_t p = 0;
    bool found = text && offset_of(text, f.file_len, d->line, d->col, &p) &&
                 k->place(text, f.file_len, p, name, &f.at);
    if (found)
        line_col_of(text, f.at, &f.at_line, &f.at_col);
    free(text);
    if (found && !fix_at(cs, f.path, f.at)) {
        f.msg = strdup(d->msg);
        f.file = strdup(d->file);
        add_fix(cs, &f);
        *added = true;
        return true;
    }
    free(f.path);
    return found;
}

static bool fix_is_in(const struct nvc_keyword_fix *f, const char *canon)
{
    return strcmp(f->path, canon) == 0;
}

bool nvc_compat_file_has_keyword_fixes(const struct nvc_compat_session *cs, const char *path)
{
    if (!cs->nkeywords)
        return false;
    char *canon = canonical(path);
    bool yes = false;
    for (size_t i = 0; i < cs->nkeywords && !yes; i++)
        yes = fix_is_in(&cs->keywords[i], canon);
    free(canon);
    return yes;
}

size_t nvc_compat_file_growth(const struct nvc_compat_session *cs, const char *path)
{
    if (!cs->nkeywords)
        return 0;
    char *canon = canonical(path);
    size_t growth = 0;
    for (size_t i = 0; i < cs->nkeywords; i++)
        if (fix_is_in(&cs->keywords[i], canon))
            growth += strlen(cs->keywords[i].keyword);
    free(canon);
    return growth;
}

/* The file's fix with the largest `at` below `below`. */
static struct nvc_keyword_fix *last_fix_before(struct nvc_compat_session *cs, const char *canon,
                                               size_t below)
{
    struct nvc_keyword_fix *best = NULL;
    for (size_t i = 0; i < cs->nkeywords; i++) {
        struct nvc_keyword_fix *f = &cs->keywords[i];
        if (fix_is_in(f, canon) && f->at < below && (!best || f->at > best->at))
            best = f;
    }
    return best;
}

size_t nvc_compat_insert_keywords(struct nvc_compat_session *cs, const char *canon, char *text,
                                  size_t len)
{
    size_t growth = 0;
    for (size_t i = 0; i < cs->nkeywords; i++) {
        const struct nvc_keyword_fix *f = &cs->keywords[i];
        if (!fix_is_in(f, canon))
            continue;
        if (f->file_len != len || f->at >= len)
            return len;   /* not the text the fixes were found in */
        growth += strlen(f->keyword);
    }
    /* Erases first: they keep every byte where it is. */
    for (size_t i = 0; i < cs->nkeywords; i++) {
        struct nvc_keyword_fix *f = &cs->keywords[i];
        if (fix_is_in(f, canon) && f->erase) {
            memset(text + f->at, ' ', f->erase);
            f->applied = true;
        }
    }
    /* From the end: each piece after a fix moves right by the keywords
     * inserted before it. */
    size_t src_end = len, dst_end = len + growth;
    for (struct nvc_keyword_fix *f = last_fix_before(cs, canon, len); f;
         f = last_fix_before(cs, canon, f->at)) {
        size_t piece = src_end - f->at, klen = strlen(f->keyword);
        memmove(text + dst_end - piece, text + f->at, piece);
        memcpy(text + dst_end - piece - klen, f->keyword, klen);
        dst_end -= piece + klen;
        src_end = f->at;
        f->applied = true;
    }
    return len + growth;
}

/* ---- positions back to the user's ------------------------------------------ */

static const char *cached_canonical(struct nvc_compat_session *cs, const char *dir, size_t dlen,
                                    const char *file, size_t flen)
{
    char path[PATH_MAX];
    if (dlen == 0 || (flen && file[0] == '/'))
        snprintf(path, sizeof path, "%.*s", (int)flen, file);
    else
        snprintf(path, sizeof path, "%.*s/%.*s", (int)dlen, dir, (int)flen, file);
    if (!cs->last.path || strcmp(cs->last.path, path) != 0) {
        free(cs->last.path);
        free(cs->last.canon);
        cs->last.path = strdup(path);
        cs->last.canon = canonical(path);
    }
    return cs->last.canon ? cs->last.canon : "";
}

/* The applied fix on `line` of `canon` with the smallest insertion column
 * above `after`. */
static const struct nvc_keyword_fix *next_fix_on_line(const struct nvc_compat_session *cs,
                                                      const char *canon, unsigned line,
                                                      unsigned after)
{
    const struct nvc_keyword_fix *best = NULL;
    for (size_t i = 0; i < cs->nkeywords; i++) {
        const struct nvc_keyword_fix *f = &cs->keywords[i];
        if (f->applied && f->at_line == line && f->at_col > after &&
            (!best || f->at_col < best->at_col) && fix_is_in(f, canon))
            best = f;
    }
    return best;
}

unsigned nvc_compat_user_column(struct nvc_compat_session *cs, const char *dir, size_t dlen,
                                const char *file, size_t flen, unsigned line, unsigned col)
{
    if (!cs->nkeywords || col == 0 || flen == 0)
        return col;
    const char *canon = cached_canonical(cs, dir, dlen, file, flen);
    unsigned shift = 0;
    for (const struct nvc_keyword_fix *f = next_fix_on_line(cs, canon, line, 0); f;
         f = next_fix_on_line(cs, canon, line, f->at_col)) {
        unsigned start = f->at_col + shift, klen = (unsigned)strlen(f->keyword);
        if (col < start)
            break;
        if (col < start + klen)
            return f->at_col;   /* in the keyword: the name it was put before */
        shift += klen;
    }
    return col - shift;
}

void nvc_compat_report_keyword_fixes(const struct nvc_compat_session *cs, nvc_fe_diag_fn on_diag,
                                     void *user)
{
    for (size_t i = 0; i < cs->nkeywords && on_diag; i++) {
        const struct nvc_keyword_fix *f = &cs->keywords[i];
        char msg[1024];
        if (f->erase)
            snprintf(msg, sizeof msg,
                     "%s; nvcc accepts it: checked as if 'template' were not written", f->msg);
        else
            snprintf(msg, sizeof msg, "%s; nvcc accepts it: checked as if '%.8s' were written",
                     f->msg, f->keyword);
        struct nvc_fe_diag w = {NVC_FE_WARNING, f->file, f->line, f->col, msg, false};
        on_diag(user, &w);
    }
}

void nvc_compat_keyword_fixes_free(struct nvc_compat_session *cs)
{
    for (size_t i = 0; i < cs->nkeywords; i++) {
        free(cs->keywords[i].path);
        free(cs->keywords[i].file);
        free(cs->keywords[i].msg);
    }
    free(cs->keywords);
    free(cs->last.path);
    free(cs->last.canon);
    cs->keywords = NULL;
    cs->nkeywords = cs->capkeywords = 0;
    cs->last.path = cs->last.canon = NULL;
}
