/* compat_asm.c: nvcc's inline-asm dialect, rewritten in place for clang.
 *
 * Measured with nvcc 13.0 and clang 22 (docs/compat.md, test/compat/):
 * - In the template of an extended asm statement (one with a `:`), nvcc
 *   gives `%` followed by a letter and then a non-digit (`%laneid`,
 *   `%clock`, `%tmp`), or by anything that is not a digit, `%`, `=`, `[` or
 *   a letter, to ptxas unchanged. clang says "invalid % escape in inline
 *   assembly string". `%` + letter + digit (`%c0`, `%p1`) is an operand
 *   modifier: nvcc rejects it ("Asm operand modifier not supported"), so it
 *   is left alone. Basic asm (no `:`) is literal for both: not touched.
 * - `%N` with N >= the operand count: nvcc fails only when it generates
 *   code for the statement (a discarded `if constexpr` branch or a template
 *   never instantiated is fine); clang rejects it when it parses it.
 * - Two operands without a comma between them (`"=r"(a) "=r"(b)`): nvcc
 *   accepts, clang says "expected ')'".
 *
 * Every change replaces bytes and never inserts any, so positions in the
 * file stay exact: a `%` becomes a marker byte (restored to `%` in the IR by
 * nvc_compat_restore_asm), a missing comma replaces a blank before the next
 * operand (when there is no blank, nothing is changed and clang's error
 * stands). */
#include "compat.h"

#include <llvm-c/Core.h>
#include <llvm-c/DebugInfo.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct lexer {
    char *s;
    size_t len, pos;
};

static bool is_ident_start(char c)
{
    return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
           (unsigned char)c >= 0x80;
}

static bool is_ident_char(char c)
{
    return is_ident_start(c) || (c >= '0' && c <= '9');
}

static bool is_digit(char c)
{
    return c >= '0' && c <= '9';
}

static bool is_letter(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

static char at(const struct lexer *lx, size_t p)
{
    return p < lx->len ? lx->s[p] : '\0';
}

/* A backslash-newline (a line splice, as in a macro definition). */
static size_t splice_len(const struct lexer *lx, size_t p)
{
    if (at(lx, p) != '\\')
        return 0;
    if (at(lx, p + 1) == '\n')
        return 2;
    if (at(lx, p + 1) == '\r' && at(lx, p + 2) == '\n')
        return 3;
    return 0;
}

/* Skips blanks, newlines, splices and comments. */
static void skip_space(struct lexer *lx)
{
    while (lx->pos < lx->len) {
        char c = lx->s[lx->pos];
        size_t sp = splice_len(lx, lx->pos);
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v')
            lx->pos++;
        else if (sp)
            lx->pos += sp;
        else if (c == '/' && at(lx, lx->pos + 1) == '/')
            while (lx->pos < lx->len && lx->s[lx->pos] != '\n')
                lx->pos++;
        else if (c == '/' && at(lx, lx->pos + 1) == '*') {
            const char *end = NULL;
            if (lx->pos + 2 < lx->len) {
                for (size_t p = lx->pos + 2; p + 1 < lx->len && !end; p++)
                    if (lx->s[p] == '*' && lx->s[p + 1] == '/')
                        end = lx->s + p;
            }
            lx->pos = end ? (size_t)(end - lx->s) + 2 : lx->len;
        } else
            return;
    }
}

/* Skips a "..." or '...' literal starting at pos (at the quote). An
 * unterminated one ends at the end of its line. */
static void skip_quoted(struct lexer *lx)
{
    char q = lx->s[lx->pos++];
    while (lx->pos < lx->len) {
        char c = lx->s[lx->pos];
        if (c == '\\' && lx->pos + 1 < lx->len) {
            lx->pos += 2;
        } else if (c == q) {
            lx->pos++;
            return;
        } else if (c == '\n') {
            return;
        } else {
            lx->pos++;
        }
    }
}

/* R"delim( ... )delim", pos at the quote. */
static void skip_raw_string(struct lexer *lx)
{
    size_t open = lx->pos + 1, paren = open;
    while (paren < lx->len && lx->s[paren] != '(' && paren - open <= 16)
        paren++;
    if (paren >= lx->len || lx->s[paren] != '(') {
        skip_quoted(lx);
        return;
    }
    size_t dlen = paren - open;
    for (size_t p = paren + 1; p + dlen + 1 < lx->len + 1 && p < lx->len; p++)
        if (lx->s[p] == ')' && p + 1 + dlen < lx->len &&
            memcmp(lx->s + p + 1, lx->s + open, dlen) == 0 && lx->s[p + 1 + dlen] == '"') {
            lx->pos = p + dlen + 2;
            return;
        }
    lx->pos = lx->len;
}

static size_t ident_len(const struct lexer *lx, size_t p)
{
    size_t n = 0;
    while (p + n < lx->len && is_ident_char(lx->s[p + n]))
        n++;
    return n;
}

static bool ident_is(const struct lexer *lx, size_t p, size_t n, const char *word)
{
    return strlen(word) == n && memcmp(lx->s + p, word, n) == 0;
}

/* Skips a balanced (...) group, pos at '('. False when it does not close. */
static bool skip_parens(struct lexer *lx)
{
    int depth = 0;
    while (lx->pos < lx->len) {
        char c = lx->s[lx->pos];
        if (c == '"' || c == '\'') {
            skip_quoted(lx);
            continue;
        }
        if (c == '/' && (at(lx, lx->pos + 1) == '/' || at(lx, lx->pos + 1) == '*')) {
            skip_space(lx);
            continue;
        }
        lx->pos++;
        if (c == '(')
            depth++;
        else if (c == ')' && --depth == 0)
            return true;
    }
    return false;
}

/* ---- one asm statement ---------------------------------------------------- */

#define MAX_PIECES 256

/* The template: string literals, in order; `glued` says a piece follows
 * the previous one directly (only blanks between), so the two concatenate. */
struct piece {
    size_t begin, end;   /* the characters between the quotes */
    bool glued;
};

struct asm_stmt {
    struct piece pieces[MAX_PIECES];
    int npieces;
    bool extended;       /* has a ':' */
    bool counted;        /* the operand lists parsed: nops is known */
    unsigned nops;       /* outputs + '+' outputs + inputs + labels, as clang counts */
    size_t comma_at[MAX_PIECES];   /* blanks to become commas */
    int ncommas;
};

static bool parse_template(struct lexer *lx, struct asm_stmt *st)
{
    bool glued = false;
    for (;;) {
        skip_space(lx);
        char c = at(lx, lx->pos);
        if (c == '"') {
            if (st->npieces == MAX_PIECES)
                return false;
            size_t begin = lx->pos + 1;
            skip_quoted(lx);
            st->pieces[st->npieces++] = (struct piece){begin, lx->pos - 1, glued};
            glued = true;
        } else if (is_ident_start(c)) {   /* a macro: its text is unknown */
            lx->pos += ident_len(lx, lx->pos);
            skip_space(lx);
            if (at(lx, lx->pos) == '(' && !skip_parens(lx))
                return false;
            glued = false;
        } else {
            return c == ':' || c == ')';
        }
    }
}

/* A string literal (or several), pos at the first quote; returns its first
 * character. */
static char skip_strings(struct lexer *lx)
{
    char first = at(lx, lx->pos + 1);
    while (at(lx, lx->pos) == '"') {
        skip_quoted(lx);
        skip_space(lx);
    }
    return first;
}

/* The last blank in [from, to) (the one just before the next operand) when
 * the gap holds only blanks and line breaks (no comments); (size_t)-1
 * otherwise. */
static size_t blank_in_gap(const struct lexer *lx, size_t from, size_t to)
{
    size_t found = (size_t)-1;
    for (size_t p = from; p < to; p++) {
        char c = lx->s[p];
        if (c == ' ' || c == '\t')
            found = p;
        else if (c != ' ' && c != '\t' && c != '\n' && c != '\r')
            return (size_t)-1;
    }
    return found;
}

/* One operand list (outputs or inputs). Returns false when it cannot be
 * parsed; stops at ':' or ')'. */
static bool parse_operands(struct lexer *lx, struct asm_stmt *st, bool outputs)
{
    skip_space(lx);
    if (at(lx, lx->pos) == ':' || at(lx, lx->pos) == ')')
        return true;
    for (;;) {
        skip_space(lx);
        if (at(lx, lx->pos) == '[') {
            while (lx->pos < lx->len && lx->s[lx->pos] != ']')
                lx->pos++;
            lx->pos++;
            skip_space(lx);
        }
        if (at(lx, lx->pos) != '"')
            return false;   /* a macro constraint, say: leave the statement alone */
        char first = skip_strings(lx);
        if (at(lx, lx->pos) != '(' || !skip_parens(lx))
            return false;
        st->nops += 1 + (outputs && first == '+');
        size_t gap = lx->pos;
        skip_space(lx);
        char c = at(lx, lx->pos);
        if (c == ',') {
            lx->pos++;
        } else if (c == ':' || c == ')') {
            return true;
        } else if (c == '"' || c == '[') {   /* nvcc's missing comma */
            size_t blank = blank_in_gap(lx, gap, lx->pos);
            if (blank == (size_t)-1 || st->ncommas == MAX_PIECES)
                return false;
            st->comma_at[st->ncommas++] = blank;
        } else {
            return false;
        }
    }
}

/* Clobbers ("memory", ...) or goto labels; counts the labels. */
static bool parse_list(struct lexer *lx, struct asm_stmt *st, bool labels)
{
    for (;;) {
        skip_space(lx);
        char c = at(lx, lx->pos);
        if (c == ':' || c == ')')
            return true;
        if (c == ',') {
            lx->pos++;
        } else if (c == '"' && !labels) {
            skip_strings(lx);
        } else if (is_ident_start(c) && labels) {
            lx->pos += ident_len(lx, lx->pos);
            st->nops++;
        } else {
            return false;
        }
    }
}

/* After the template: `: outputs : inputs : clobbers : labels )`. */
static void parse_operand_lists(struct lexer *lx, struct asm_stmt *st)
{
    for (int section = 0; section < 4; section++) {
        skip_space(lx);
        char c = at(lx, lx->pos);
        if (c == ')') {
            st->counted = true;
            return;
        }
        if (c != ':')
            return;
        lx->pos++;
        bool ok = section < 2 ? parse_operands(lx, st, section == 0)
                              : parse_list(lx, st, section == 3);
        if (!ok)
            return;
    }
    skip_space(lx);
    st->counted = at(lx, lx->pos) == ')';
}

/* The template as one stream of characters across glued pieces. */
struct cursor {
    const struct lexer *lx;
    const struct asm_stmt *st;
    int piece;
    size_t pos;
};

/* Moves to the next character; false at the end of the template or at a
 * macro between pieces (what follows is unknown). */
static bool cursor_next(struct cursor *c)
{
    c->pos++;
    while (c->pos >= c->st->pieces[c->piece].end) {
        if (c->piece + 1 >= c->st->npieces || !c->st->pieces[c->piece + 1].glued)
            return false;
        c->piece++;
        c->pos = c->st->pieces[c->piece].begin;
    }
    return true;
}

static char cursor_char(const struct cursor *c)
{
    return c->lx->s[c->pos];
}

/* Classifies the `%` at cur and marks it; cur ends on the last character
 * that belongs to the escape. */
static void fix_percent(struct lexer *lx, struct cursor *cur, const struct asm_stmt *st,
                        struct nvc_asm_fixes *fixes)
{
    size_t percent = cur->pos;
    struct cursor next = *cur;
    bool has_next = cursor_next(&next);
    bool at_end = !has_next && (next.piece + 1 >= st->npieces);
    if (!has_next) {   /* the template ends, or a macro follows (unknown: left) */
        if (at_end) {   /* a lone % ending the template */
            lx->s[percent] = NVC_ASM_PERCENT_MARK;
            fixes->percent++;
        }
        return;
    }
    char c = cursor_char(&next);
    if (c == '%' || c == '=' || c == '[' || c == '{' || c == '|' || c == '}') {
        *cur = next;
        return;
    }
    if (is_digit(c)) {
        unsigned n = 0;
        struct cursor digits = next;
        do {
            n = n * 10 + (unsigned)(cursor_char(&digits) - '0');
            next = digits;
        } while (cursor_next(&digits) && is_digit(cursor_char(&digits)) && n < 100000);
        if (st->counted && n >= st->nops) {
            lx->s[percent] = NVC_ASM_OPERAND_MARK;
            fixes->operand++;
        }
        *cur = next;
        return;
    }
    if (is_letter(c)) {
        struct cursor after = next;
        if (!cursor_next(&after)) {
            if (after.piece + 1 < st->npieces)
                return;   /* a macro follows: it may hold the digit */
        } else if (is_digit(cursor_char(&after)) || cursor_char(&after) == '[') {
            return;       /* an operand modifier */
        }
    }
    lx->s[percent] = NVC_ASM_PERCENT_MARK;
    fixes->percent++;
}

static void fix_template(struct lexer *lx, const struct asm_stmt *st, struct nvc_asm_fixes *fixes)
{
    for (int k = 0; k < st->npieces; k++) {
        const struct piece *pc = &st->pieces[k];
        for (size_t p = pc->begin; p < pc->end; p++) {
            char c = lx->s[p];
            if (c == '\\') {
                p++;
                continue;
            }
            if (c != '%')
                continue;
            struct cursor cur = {lx, st, k, p};
            fix_percent(lx, &cur, st, fixes);
            if (cur.piece != k) {   /* the escape ran into the next piece */
                k = cur.piece;
                pc = &st->pieces[k];
            }
            p = cur.pos;
        }
    }
}

/* pos just after `asm`/`__asm__`/`__asm`. */
static void rewrite_asm_statement(struct lexer *lx, struct nvc_asm_fixes *fixes)
{
    static const char *const qualifiers[] = {"volatile", "__volatile__", "__volatile", "inline",
                                             "__inline", "__inline__",   "goto"};
    for (;;) {
        skip_space(lx);
        size_t n = ident_len(lx, lx->pos);
        bool qualifier = false;
        for (size_t q = 0; q < sizeof qualifiers / sizeof *qualifiers && n; q++)
            qualifier |= ident_is(lx, lx->pos, n, qualifiers[q]);
        if (!qualifier)
            break;
        lx->pos += n;
    }
    if (at(lx, lx->pos) != '(')
        return;
    lx->pos++;
    struct asm_stmt *st = calloc(1, sizeof *st);
    if (!st)
        return;
    if (parse_template(lx, st) && at(lx, lx->pos) == ':') {
        size_t after_template = lx->pos;
        parse_operand_lists(lx, st);
        if (st->counted) {
            for (int i = 0; i < st->ncommas; i++)
                lx->s[st->comma_at[i]] = ',';
            fixes->comma += (unsigned)st->ncommas;
        }
        fix_template(lx, st, fixes);
        if (!st->counted)
            lx->pos = after_template;   /* rescan what could not be parsed */
    }
    free(st);
}

bool nvc_compat_source_has_asm(const char *text, size_t len)
{
    for (const char *p = text; (p = memchr(p, 'a', len - (size_t)(p - text))) != NULL; p++)
        if ((size_t)(text + len - p) >= 3 && p[1] == 's' && p[2] == 'm')
            return true;
    return false;
}

bool nvc_compat_rewrite_source(char *text, size_t len, struct nvc_asm_fixes *fixes)
{
    struct nvc_asm_fixes before = *fixes;
    struct lexer lx = {text, len, 0};
    while (lx.pos < lx.len) {
        char c = lx.s[lx.pos];
        if (c == '/' && (at(&lx, lx.pos + 1) == '/' || at(&lx, lx.pos + 1) == '*')) {
            skip_space(&lx);
        } else if (c == '"' || c == '\'') {
            skip_quoted(&lx);
        } else if (is_digit(c)) {   /* a number, with C++14 digit separators */
            while (lx.pos < lx.len &&
                   (is_ident_char(lx.s[lx.pos]) || lx.s[lx.pos] == '.' ||
                    (lx.s[lx.pos] == '\'' && is_ident_char(at(&lx, lx.pos + 1)))))
                lx.pos++;
        } else if (is_ident_start(c)) {
            size_t start = lx.pos, n = ident_len(&lx, lx.pos);
            lx.pos += n;
            bool raw = at(&lx, lx.pos) == '"' && lx.s[lx.pos - 1] == 'R' && n <= 3;
            if (raw)
                skip_raw_string(&lx);
            else if (ident_is(&lx, start, n, "asm") || ident_is(&lx, start, n, "__asm__") ||
                     ident_is(&lx, start, n, "__asm"))
                rewrite_asm_statement(&lx, fixes);
        } else {
            lx.pos++;
        }
    }
    return fixes->percent != before.percent || fixes->operand != before.operand ||
           fixes->comma != before.comma;
}

/* ---- after code generation ---------------------------------------------- */

static void report_operand(LLVMValueRef call, const char *text, size_t len, nvc_fe_diag_fn on_diag,
                           void *user)
{
    const char *mark = memchr(text, NVC_ASM_OPERAND_MARK, len);
    unsigned n = (unsigned)strtoul(mark + 1, NULL, 10);
    char msg[320];
    snprintf(msg, sizeof msg,
             "asm operand %%%u does not exist (nvcc: \"asm operand index "
             "requested is larger than the number of asm operands provided\")",
             n);
    struct nvc_fe_diag d = {NVC_FE_ERROR, NULL, 0, 0, msg, false};
    LLVMMetadataRef loc = LLVMInstructionGetDebugLoc(call);
    char *path = NULL;
    if (loc) {
        LLVMMetadataRef scope = LLVMDILocationGetScope(loc);
        LLVMMetadataRef file = scope ? LLVMDIScopeGetFile(scope) : NULL;
        unsigned flen = 0, dlen = 0;
        const char *name = file ? LLVMDIFileGetFilename(file, &flen) : NULL;
        const char *dir = file ? LLVMDIFileGetDirectory(file, &dlen) : NULL;
        if (name && flen) {
            size_t cap = (size_t)flen + dlen + 2;
            path = malloc(cap);
            if (path) {
                if (name[0] == '/' || !dlen)
                    snprintf(path, cap, "%.*s", (int)flen, name);
                else
                    snprintf(path, cap, "%.*s/%.*s", (int)dlen, dir, (int)flen, name);
            }
            d.file = path;
            d.line = LLVMDILocationGetLine(loc);
            d.col = LLVMDILocationGetColumn(loc);
        }
    }
    if (on_diag)
        on_diag(user, &d);
    free(path);
}

/* A copy of the inline asm with the markers turned back into `%`. */
static LLVMValueRef restored_asm(LLVMValueRef ia, const char *text, size_t len)
{
    char *copy = malloc(len + 1);
    if (!copy)
        return NULL;
    for (size_t i = 0; i < len; i++)
        copy[i] = text[i] == NVC_ASM_PERCENT_MARK || text[i] == NVC_ASM_OPERAND_MARK ? '%'
                                                                                     : text[i];
    size_t clen = 0;
    const char *constraints = LLVMGetInlineAsmConstraintString(ia, &clen);
    LLVMValueRef fresh = LLVMGetInlineAsm(
        LLVMGetInlineAsmFunctionType(ia), copy, len, (char *)constraints, clen,
        LLVMGetInlineAsmHasSideEffects(ia), LLVMGetInlineAsmNeedsAlignedStack(ia),
        LLVMGetInlineAsmDialect(ia), LLVMGetInlineAsmCanUnwind(ia));
    free(copy);
    return fresh;
}

bool nvc_compat_restore_asm(LLVMModuleRef m, nvc_fe_diag_fn on_diag, void *user)
{
    bool ok = true;
    for (LLVMValueRef fn = LLVMGetFirstFunction(m); fn; fn = LLVMGetNextFunction(fn))
        for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
            for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
                if (!LLVMIsACallInst(i) && !LLVMIsAInvokeInst(i) && !LLVMIsACallBrInst(i))
                    continue;
                LLVMValueRef ia = LLVMGetCalledValue(i);
                if (!ia || !LLVMIsAInlineAsm(ia))
                    continue;
                size_t len = 0;
                const char *text = LLVMGetInlineAsmAsmString(ia, &len);
                if (!memchr(text, NVC_ASM_PERCENT_MARK, len) &&
                    !memchr(text, NVC_ASM_OPERAND_MARK, len))
                    continue;
                if (memchr(text, NVC_ASM_OPERAND_MARK, len)) {
                    report_operand(i, text, len, on_diag, user);
                    ok = false;
                }
                LLVMValueRef fresh = restored_asm(ia, text, len);
                if (fresh)
                    LLVMSetOperand(i, (unsigned)LLVMGetNumOperands(i) - 1, fresh);
            }
    return ok;
}
