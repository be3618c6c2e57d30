/* split.c: the checker's own PTX reader (verifier/ptx_reader.c) as a filter,
 * so that scripts/gen-ptx-gates keys its measurements exactly as the
 * checker looks them up.
 *
 * stdin: templates separated by NUL bytes. stdout: one line per statement,
 *   template-number TAB statement-index TAB offset TAB length TAB
 *   directive(0/1) TAB opcode TAB special registers (comma-separated)
 * where offset/length give the statement's text in its template. */
#include "ptx_reader.h"

#include <stdio.h>
#include <stdlib.h>

struct ctx {
    unsigned number;
};

static bool print_stmt(void *ud, const char *tmpl, const struct nvc_ptx_stmt *st)
{
    const struct ctx *c = ud;
    printf("%u\t%u\t%zu\t%zu\t%d\t%.*s\t", c->number, st->index, st->text.off, st->text.len,
           st->directive ? 1 : 0, (int)st->opcode.len, tmpl + st->opcode.off);
    for (unsigned i = 0; i < st->nsregs; i++)
        printf("%s%.*s", i ? "," : "", (int)st->sregs[i].len, tmpl + st->sregs[i].off);
    putchar('\n');
    return true;
}

int main(void)
{
    size_t cap = 1 << 16, len = 0;
    char *buf = malloc(cap);
    struct ctx c = {0};
    int ch;
    if (!buf)
        return 1;
    do {
        ch = getchar();
        if (ch == EOF || ch == 0) {
            if (len || ch == 0)
                nvc_ptx_read(buf, len, print_stmt, &c);
            c.number++;
            len = 0;
            continue;
        }
        if (len == cap && !(buf = realloc(buf, cap *= 2)))
            return 1;
        buf[len++] = (char)ch;
    } while (ch != EOF);
    free(buf);
    return 0;
}
