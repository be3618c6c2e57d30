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

static const struct nvc_ptx_gate *find(enum nvc_ptx_gate_kind kind, const char *name, size_t len)
{
    const struct nvc_ptx_gate *best = NULL;
    size_t best_len = 0;
    for (size_t i = 0; i < sizeof gates / sizeof *gates; i++) {
        if (gates[i].kind != kind)
            continue;
        size_t n = nvc_ptx_prefix_match(gates[i].key, name, len);
        if (n > best_len) {
            best = &gates[i];
            best_len = n;
        }
    }
    return best;
}

const struct nvc_ptx_gate *nvc_ptx_gate_find_insn(const char *opcode, size_t len)
{
    return find(PTX_GATE_INSN, opcode, len);
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
        if (!w || !*w)
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
