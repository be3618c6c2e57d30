/* nolint.c: the nolint fuzz target. The NOLINT comment scanner
 * (tool/nolint.c, nvc_nolint_apply) over the input as a source file,
 * <private dir>/k.cu, read through the report's source cache as the tool
 * reads it. The report holds two findings on each of its first 512 lines,
 * at the line's first and last column, of rules that vary from line to
 * line, so that every directive kind and rule list has findings to cover.
 *
 * Checked on every input (abort: a finding): a finding is suppressed only
 * when NOLINT is written on its line or the line before, or NOLINTBEGIN on
 * a line up to its own; an unmatched-directive finding is added only when
 * NOLINTBEGIN or NOLINTEND is written in the file. */
#define _GNU_SOURCE 1   /* memmem */
#include "fuzz_support.h"

#include "nolint.h"
#include "report.h"
#include "source_cache.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_LINES 512

static bool line_has(struct nvc_source_cache *c, const char *path, unsigned line, const char *word)
{
    size_t len;
    const char *text = line ? nvc_source_line(c, path, line, &len) : NULL;
    return text && memmem(text, len, word, strlen(word)) != NULL;
}

static enum nvc_rule rule_for(unsigned line, unsigned which)
{
    enum nvc_rule r = (enum nvc_rule)((line * 31u + which * 7u) % NVC_RULE_COUNT);
    return r == NVC_RULE_NOLINT_UNMATCHED ? (enum nvc_rule)0 : r;
}

static void add_findings(struct nvc_report *r, const char *path)
{
    struct nvc_finding_list *list = calloc(1, sizeof *list);
    if (!list)
        abort();
    const char *text;
    size_t len;
    for (unsigned line = 1;
         line <= MAX_LINES && (text = nvc_source_line(r->sources, path, line, &len)); line++)
        for (unsigned which = 0; which < 2; which++) {
            enum nvc_rule rule = rule_for(line, which);
            struct nvc_finding *f = nvc_finding_add(list, rule, nvc_rules[rule].severity,
                                                    "a finding");
            f->loc = (struct nvc_loc){"k.cu", path, line, which ? (unsigned)len + 1 : 1};
        }
    nvc_report_add(r, list, 0, 0, true);
}

/* Anywhere in the file: the scanner reads every line, not only the first
 * MAX_LINES that get findings (a NOLINTBEGIN on line 541 of a fuzzed input
 * was reported as unmatched, rightly, where this check once looked at 513
 * lines only and called the finding unfounded). */
static bool file_has(struct nvc_source_cache *c, const char *path, const char *word)
{
    size_t len;
    const char *text;
    for (unsigned line = 1; (text = nvc_source_line(c, path, line, &len)); line++)
        if (memmem(text, len, word, strlen(word)))
            return true;
    return false;
}

static void check(struct nvc_report *r, const char *path, size_t added_before)
{
    for (size_t i = 0; i < added_before; i++) {
        const struct nvc_result *res = &r->results[i];
        unsigned line = res->f->loc.line;
        if (!res->suppressed || line_has(r->sources, path, line, "NOLINT") ||
            line_has(r->sources, path, line - 1, "NOLINT"))
            continue;
        bool begin_before = false;
        for (unsigned l = 1; l <= line && !begin_before; l++)
            begin_before = line_has(r->sources, path, l, "NOLINTBEGIN");
        if (!begin_before) {
            fprintf(stderr, "nolint: the finding on line %u is suppressed without a NOLINT\n",
                    line);
            abort();
        }
    }
    if (r->nresults > added_before && !file_has(r->sources, path, "NOLINTBEGIN") &&
        !file_has(r->sources, path, "NOLINTEND")) {
        fprintf(stderr, "nolint: an unmatched-directive finding without NOLINTBEGIN/END\n");
        abort();
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *path = nvc_fuzz_write_file("k.cu", data, size);
    struct nvc_options opts = {.archs = {"sm_75"}, .narchs = 1};
    struct nvc_report r;
    nvc_report_init(&r, &opts);
    add_findings(&r, path);
    size_t before = r.nresults;
    nvc_nolint_apply(&r, 0, NULL);
    check(&r, path, before);
    nvc_report_free(&r);
    free(path);
    return 0;
}
