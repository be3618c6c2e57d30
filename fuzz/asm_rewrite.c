/* asm_rewrite.c: the asm-rewrite fuzz target. The nvcc-dialect inline-asm
 * rewriter (frontend/compat_asm.c, nvc_compat_rewrite_source), which the
 * frontend runs on every source buffer clang reads, on the input as a
 * source file's text, in a buffer of exactly its size (so that ASan sees a
 * read past its end).
 *
 * Checked on every input (abort: a finding), from compat_asm.c's promise
 * that every change replaces bytes in place: each byte that changed was a
 * `%` that became NVC_ASM_PERCENT_MARK or NVC_ASM_OPERAND_MARK, or a blank
 * (space or tab) that became a comma; as many bytes changed as the fixes
 * count; the result says whether anything changed. */
#include "fuzz_support.h"

#include "compat.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void fail(const char *what, size_t at)
{
    fprintf(stderr, "asm-rewrite: %s (byte %zu)\n", what, at);
    abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = malloc(size ? size : 1);
    if (!text)
        abort();
    memcpy(text, data, size);
    struct nvc_asm_fixes fixes = {0};
    bool has_asm = nvc_compat_source_has_asm(text, size);
    bool changed = nvc_compat_rewrite_source(text, size, &fixes);
    unsigned marks = 0, commas = 0;
    for (size_t i = 0; i < size; i++) {
        char was = (char)data[i], now = text[i];
        if (now == was)
            continue;
        if (was == '%' && (now == NVC_ASM_PERCENT_MARK || now == NVC_ASM_OPERAND_MARK))
            marks++;
        else if ((was == ' ' || was == '\t') && now == ',')
            commas++;
        else
            fail("a byte changed into something the rewrite never writes", i);
    }
    if (marks != fixes.percent + fixes.operand || commas != fixes.comma)
        fail("the fixes' counts are not the bytes changed", size);
    if (changed != (marks + commas > 0))
        fail("the result does not say whether the text changed", size);
    if (changed && !has_asm)
        fail("a text without `asm` was changed", size);
    free(text);
    return 0;
}
