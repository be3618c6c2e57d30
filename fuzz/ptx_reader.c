/* ptx_reader.c: the ptx-reader fuzz target. The inline-PTX reader
 * (verifier/ptx_reader.c, nvc_ptx_read) on the input as an asm template,
 * and for each statement what the nvvm-ptx-* checks look up
 * (verifier/check_ptx.c): the gate row of its opcode and of each special
 * register (verifier/ptx_gates.c) and the row's verdict at every probed
 * target.
 *
 * Checked on every input (abort: a finding): every span lies inside the
 * template (the opcode and special registers inside the statement's text);
 * statements are numbered 0, 1, 2 ... in order; at most NVC_PTX_MAX_SREGS
 * special registers; a directive's opcode starts with '.'. */
#include "fuzz_support.h"

#include "ptx_gates.h"
#include "ptx_reader.h"

#include <stdio.h>
#include <stdlib.h>

struct state {
    size_t len;
    unsigned next_index;
};

static void fail(const char *what, const struct nvc_ptx_stmt *s)
{
    fprintf(stderr, "ptx-reader: statement %u: %s\n", s->index, what);
    abort();
}

static bool within(struct nvc_ptx_span inner, struct nvc_ptx_span outer)
{
    return inner.off >= outer.off && inner.len <= outer.len &&
           inner.off - outer.off <= outer.len - inner.len;
}

static void look_up_gates(const char *tmpl, const struct nvc_ptx_stmt *s)
{
    size_t ntargets;
    const struct nvc_arch *targets = nvc_ptx_gate_targets(&ntargets);
    const struct nvc_ptx_gate *rows[1 + NVC_PTX_MAX_SREGS];
    unsigned nrows = 0;
    rows[nrows++] = nvc_ptx_gate_find_insn(tmpl + s->opcode.off, s->opcode.len);
    for (unsigned i = 0; i < s->nsregs && i < NVC_PTX_MAX_SREGS; i++)
        rows[nrows++] = nvc_ptx_gate_find_sreg(tmpl + s->sregs[i].off, s->sregs[i].len);
    /* the probed targets, and two the table does not speak for */
    static const struct nvc_arch unprobed[] = {{52, 0}, {999, 'f'}};
    for (unsigned r = 0; r < nrows; r++) {
        for (size_t t = 0; rows[r] && t < ntargets; t++)
            (void)nvc_ptx_gate_verdict(rows[r], targets[t]);
        for (size_t t = 0; rows[r] && t < sizeof unprobed / sizeof *unprobed; t++)
            (void)nvc_ptx_gate_verdict(rows[r], unprobed[t]);
    }
}

static bool visit(void *ud, const char *tmpl, const struct nvc_ptx_stmt *s)
{
    struct state *st = ud;
    struct nvc_ptx_span all = {0, st->len};
    if (s->index != st->next_index++)
        fail("out of order", s);
    if (!within(s->text, all) || !within(s->opcode, s->text))
        fail("the text or opcode lies outside the template or statement", s);
    if (s->nsregs > NVC_PTX_MAX_SREGS)
        fail("too many special registers", s);
    for (unsigned i = 0; i < s->nsregs; i++)
        if (!within(s->sregs[i], s->text) || s->sregs[i].len == 0)
            fail("a special register lies outside the statement", s);
    if (s->opcode.len == 0 || (s->directive && tmpl[s->opcode.off] != '.'))
        fail("an empty opcode, or a directive not starting with '.'", s);
    look_up_gates(tmpl, s);
    return true;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    /* a copy of exactly the input's size: no NUL after it, as in an IR
     * string */
    char *tmpl = malloc(size ? size : 1);
    if (!tmpl)
        abort();
    for (size_t i = 0; i < size; i++)
        tmpl[i] = (char)data[i];
    struct state st = {size, 0};
    nvc_ptx_read(tmpl, size, visit, &st);
    free(tmpl);
    return 0;
}
