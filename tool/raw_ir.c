/* raw_ir.c: an LLVM IR input as written, for the annotation guard (see
 * raw_ir.h). */
#include "raw_ir.h"

#include "arena.h"

#include <ctype.h>
#include <llvm-c/BitReader.h>
#include <llvm-c/Core.h>
#include <llvm-c/IRReader.h>
#include <stdlib.h>
#include <string.h>

#define RAW_ANNOTATIONS_TEXT_NAME "nvvm.annotation$"

/* A metadata name as LLVM's lexer reads it (LLLexer::LexExclaim): `!`, then
 * [-a-zA-Z$._\\] and [-a-zA-Z$._\\0-9]*; in it, `\HH` is byte HH and `\\`
 * is `\` (UnEscapeLexed). So `!nvvm\2Eannotations` is !nvvm.annotations. */
static bool is_md_name_char(char c, bool first)
{
    unsigned char u = (unsigned char)c;
    return (first ? isalpha(u) : isalnum(u)) || c == '-' || c == '$' || c == '.' || c == '_' ||
           c == '\\';
}

static int hex_digit(char c)
{
    return c >= '0' && c <= '9'   ? c - '0'
           : c >= 'a' && c <= 'f' ? c - 'a' + 10
           : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                  : -1;
}

/* One character of the name at text[p..end): its byte and its width. */
static char md_name_byte(const char *text, size_t p, size_t end, size_t *width)
{
    if (text[p] == '\\' && p + 1 < end && text[p + 1] == '\\')
        return *width = 2, '\\';
    if (text[p] == '\\' && p + 2 < end && hex_digit(text[p + 1]) >= 0 &&
        hex_digit(text[p + 2]) >= 0)
        return *width = 3, (char)(hex_digit(text[p + 1]) * 16 + hex_digit(text[p + 2]));
    return *width = 1, text[p];
}

/* Whether the name at text[from..end) reads as `want`; if so, where its last
 * character is spelled (and in how many bytes). */
static bool md_name_is(const char *text, size_t from, size_t end, const char *want,
                       size_t *last_at, size_t *last_width)
{
    size_t n = 0, want_len = strlen(want);
    for (size_t p = from, w; p < end; p += w) {
        char c = md_name_byte(text, p, end, &w);
        if (n == want_len || c != want[n++])
            return false;
        *last_at = p;
        *last_width = w;
    }
    return n == want_len;
}

/* Finds every spelling of !nvvm.annotations in text[0..len) and, when
 * `rename` is not NULL (a copy of text), renames it there to
 * !nvvm.annotation$: its last character, `s` or `\73`, becomes `$` or
 * `\24`, so lengths and line:column positions stay. Returns how many. */
static unsigned find_annotations(const char *text, size_t len, char *rename)
{
    unsigned found = 0;
    for (size_t i = 0; i + 1 < len; i++) {
        /* memchr to the next `!`: the scan is over the whole text of every
         * .ll input (a tenth of the checker's own work on a module without
         * metadata, callgrind, docs/benchmarks.md "IR only") */
        const char *bang = memchr(text + i, '!', len - 1 - i);
        if (!bang)
            break;
        i = (size_t)(bang - text);
        if (!is_md_name_char(text[i + 1], true))
            continue;
        size_t end = i + 2;
        while (end < len && is_md_name_char(text[end], false))
            end++;
        size_t at, width;
        if (md_name_is(text, i + 1, end, "nvvm.annotations", &at, &width)) {
            if (rename && width == 1)
                rename[at] = '$';
            else if (rename)   /* `\73` (`\\` is never the final `s`) */
                memcpy(rename + at, "\\24", 3);
            found++;
        }
        i = end - 1;
    }
    return found;
}

static bool load_raw_text(struct nvc_raw_ir *raw, const char *data, size_t len, const char *input)
{
    _Static_assert(sizeof "nvvm.annotations" == sizeof RAW_ANNOTATIONS_TEXT_NAME,
                   "same length keeps line:column positions");
    if (find_annotations(data, len, NULL) == 0)   /* most inputs: no copy */
        return false;
    char *copy = malloc(len);
    if (!copy)
        nvc_fatal("out of memory");
    memcpy(copy, data, len);
    find_annotations(data, len, copy);
    LLVMMemoryBufferRef buf = LLVMCreateMemoryBufferWithMemoryRangeCopy(copy, len, input);
    free(copy);
    char *msg = NULL;
    bool bad = LLVMParseIRInContext2(raw->ctx, buf, &raw->m, &msg);
    LLVMDisposeMemoryBuffer(buf);
    LLVMDisposeMessage(msg);
    raw->md_name = RAW_ANNOTATIONS_TEXT_NAME;
    return !bad;   /* a parse error is reported by the real parse */
}

/* The raw copy's errors are not reported: the normal load reports them.
 * (LLVM's default handler would print them and exit.) */
static void ignore_diagnostic(LLVMDiagnosticInfoRef info, void *user)
{
    (void)info;
    (void)user;
}

void nvc_raw_ir_load(struct nvc_raw_ir *raw, const char *data, size_t len, const char *name)
{
    memset(raw, 0, sizeof *raw);
    raw->ctx = LLVMContextCreate();
    LLVMContextSetDiagnosticHandler(raw->ctx, ignore_diagnostic, NULL);
    bool ok;
    if (nvc_ir_is_bitcode(data, len)) {
        /* a view of the caller's bytes, which the lazily read module keeps */
        LLVMMemoryBufferRef view = LLVMCreateMemoryBufferWithMemoryRange(data, len, name, false);
        ok = !LLVMGetBitcodeModuleInContext2(raw->ctx, view, &raw->m);   /* owns view if ok */
        raw->md_name = "nvvm.annotations";
        if (!ok)
            LLVMDisposeMemoryBuffer(view);
        else if (LLVMGetNamedMetadataNumOperands(raw->m, raw->md_name) == 0)
            ok = false;
    } else {
        ok = load_raw_text(raw, data, len, name);
    }
    if (!ok) {
        if (raw->m)
            LLVMDisposeModule(raw->m);
        LLVMContextDispose(raw->ctx);
        memset(raw, 0, sizeof *raw);
    }
}

void nvc_raw_ir_free(struct nvc_raw_ir *raw)
{
    if (raw->m)
        LLVMDisposeModule(raw->m);
    if (raw->ctx)
        LLVMContextDispose(raw->ctx);
}
