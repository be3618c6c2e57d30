/* ptx_gates.c: lookups in ptx_gates.def, the table scripts/gen-ptx-gates
 * measures with ptxas (every form at every target and PTX ISA version; the
 * format is in ptx_gates.h). This file only reads it. */
#include "ptx_gates.h"

#include "nvvm_props.h"
#include "ptx_reader.h"

#include <stdlib.h>
#include <string.h>

#define PTX_GATE_TARGETS(list)
#define PTX_GATE_MSG(id, text)
#define PTX_GATE(kind, key, verdicts, forms, example) {kind, key, verdicts, forms, example},
static const struct nvc_ptx_gate gates[] = {
#include "ptx_gates.def"
};
#undef PTX_GATE
#undef PTX_GATE_MSG

#define PTX_GATE(kind, key, verdicts, forms, example)
#define PTX_GATE_MSG(id, text) [id] = text,
static const char *const messages[] = {
#include "ptx_gates.def"
};
#undef PTX_GATE_MSG
#undef PTX_GATE_TARGETS

#define PTX_GATE_MSG(id, text)
#define PTX_GATE_TARGETS(list) list
static const char target_list[] =
#include "ptx_gates.def"
    ;
#undef PTX_GATE
#undef PTX_GATE_MSG
#undef PTX_GATE_TARGETS

#define MAX_TARGETS 64

static struct nvc_arch targets[MAX_TARGETS];
static size_t ntargets;

/* Parses target_list once (the verifier is single-threaded per process;
 * scan workers are processes). */
static void load_targets(void)
{
    if (ntargets)
        return;
    const char *p = target_list;
    while (*p && ntargets < MAX_TARGETS) {
        while (*p == ' ')
            p++;
        char word[16];
        size_t n = strcspn(p, " ");
        if (!n)
            break;
        if (n < sizeof word) {
            memcpy(word, p, n);
            word[n] = 0;
            targets[ntargets++] = nvc_parse_arch(word);
        }
        p += n;
    }
}

const struct nvc_arch *nvc_ptx_gate_targets(size_t *n)
{
    load_targets();
    *n = ntargets;
    return targets;
}

#define NGATES (sizeof gates / sizeof *gates)

/* The rows by kind and first component, table order within each: built
 * once, so that a lookup goes through the rows that can match instead of
 * the whole table. Measured with bench/ptx-reader.sh (docs/benchmarks.md):
 * with 3000 synthetic rows, a scan of every row per statement cost about a
 * third of clang's compile of a module of 10,000 asm statements. */
static unsigned order[NGATES];
static bool indexed;

/* The length of the first component of s: up to the first '.' or ':'.
 * nvc_ptx_prefix_match matches a key only where the name has a component
 * boundary ('.' or "::") or ends, so a key matches a name only when both
 * have the same first component. */
static size_t first_component(const char *s, size_t len)
{
    size_t n = 0;
    while (n < len && s[n] != '.' && s[n] != ':')
        n++;
    return n;
}

/* A key's first component; a trailing '$' (match the name itself) is not
 * part of the key's text. */
static size_t key_component(const char *key)
{
    size_t n = strlen(key);
    return first_component(key, n && key[n - 1] == '$' ? n - 1 : n);
}

static int compare_bytes(const char *a, size_t alen, const char *b, size_t blen)
{
    int c = memcmp(a, b, alen < blen ? alen : blen);
    return c ? c : (alen > blen) - (alen < blen);
}

/* Row `row` against (kind, first component): <0, 0, >0. */
static int compare_row(unsigned row, enum nvc_ptx_gate_kind kind, const char *comp, size_t len)
{
    if (gates[row].kind != kind)
        return gates[row].kind < kind ? -1 : 1;
    return compare_bytes(gates[row].key, key_component(gates[row].key), comp, len);
}

static int compare_order(const void *pa, const void *pb)
{
    unsigned a = *(const unsigned *)pa, b = *(const unsigned *)pb;
    int c = compare_row(a, gates[b].kind, gates[b].key, key_component(gates[b].key));
    return c ? c : (a > b) - (a < b);
}

/* Sorted once (the verifier is single-threaded per process, as for
 * load_targets). */
static void build_index(void)
{
    if (indexed)
        return;
    for (unsigned i = 0; i < NGATES; i++)
        order[i] = i;
    qsort(order, NGATES, sizeof *order, compare_order);
    indexed = true;
}

/* The first position in `order` whose row is not below (kind, comp). */
static size_t first_position(enum nvc_ptx_gate_kind kind, const char *comp, size_t len)
{
    size_t lo = 0, hi = NGATES;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (compare_row(order[mid], kind, comp, len) < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

/* The longest matching row of the kind; of rows matching as long, the
 * first in the table (the rows of one component are in table order). */
static const struct nvc_ptx_gate *find(enum nvc_ptx_gate_kind kind, const char *name, size_t len)
{
    build_index();
    size_t comp = first_component(name, len);
    const struct nvc_ptx_gate *best = NULL;
    size_t best_len = 0;
    for (size_t i = first_position(kind, name, comp);
         i < NGATES && compare_row(order[i], kind, name, comp) == 0; i++) {
        const struct nvc_ptx_gate *g = &gates[order[i]];
        size_t n = nvc_ptx_prefix_match(g->key, name, len);
        if (n > best_len) {
            best = g;
            best_len = n;
        }
    }
    return best;
}

const struct nvc_ptx_gate *nvc_ptx_gate_find_insn(const char *opcode, size_t len)
{
    const struct nvc_ptx_gate *g = find(PTX_GATE_INSN, opcode, len);
    return g ? g : find(PTX_GATE_FAMILY, opcode, len);
}

const struct nvc_ptx_gate *nvc_ptx_gate_find_sreg(const char *name, size_t len)
{
    /* A special register row is the register itself, never a prefix. */
    const struct nvc_ptx_gate *g = find(PTX_GATE_SREG, name, len);
    return g && strlen(g->key) == len ? g : NULL;
}

static const char *message(long id)
{
    if (id < 0 || (size_t)id >= sizeof messages / sizeof *messages)
        return NULL;
    return messages[id];
}

/* The index-th space-separated word of the verdict string. */
static const char *verdict_word(const char *verdicts, size_t index)
{
    const char *p = verdicts;
    for (size_t i = 0; *p; i++) {
        while (*p == ' ')
            p++;
        if (i == index)
            return p;
        p += strcspn(p, " ");
    }
    return NULL;
}

struct nvc_ptx_verdict nvc_ptx_gate_verdict(const struct nvc_ptx_gate *g, struct nvc_arch target)
{
    struct nvc_ptx_verdict v = {0};
    load_targets();
    for (size_t i = 0; i < ntargets; i++) {
        if (targets[i].sm != target.sm || targets[i].variant != target.variant)
            continue;
        const char *w = verdict_word(g->verdicts, i);
        if (!w || !*w || *w == '?')   /* '?': the probe failed there, not judged */
            return v;
        v.probed = true;
        char *end;
        if (*w == '-') {
            end = (char *)w + 1;
        } else {
            v.allowed = true;
            v.min_ptx = (unsigned)strtoul(w, &end, 10);
        }
        if (*end == '/')
            v.message = message(strtol(end + 1, NULL, 10));
        return v;
    }
    return v;
}
