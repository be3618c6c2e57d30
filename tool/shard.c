/* shard.c: splitting a scan's TUs into shards, and what a shard's report
 * carries for --merge (shard.h). */
#include "shard.h"

#include "messages.h"
#include "output.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- the split ------------------------------------------------------------ */

struct weighted {
    unsigned long long weight;
    size_t unit;
};

/* Heaviest first; equal weights in database order (a total order, so the
 * split does not depend on qsort's algorithm). */
static int heaviest_first(const void *pa, const void *pb)
{
    const struct weighted *a = pa, *b = pb;
    if (a->weight != b->weight)
        return a->weight > b->weight ? -1 : 1;
    return a->unit < b->unit ? -1 : a->unit > b->unit;
}

/* The shard of the pos-th card dealt in snake order: 0..N-1, N-1..0, ... */
static unsigned snake_shard(size_t pos, unsigned count)
{
    size_t round = pos / count;
    unsigned seat = (unsigned)(pos % count);
    return round % 2 == 0 ? seat : count - 1 - seat;
}

void nvc_shard_assign(const unsigned long long *weight, size_t n, unsigned count,
                      unsigned *shard_of)
{
    struct weighted *w = calloc(n + 1, sizeof *w);
    if (!w)
        nvc_fatal("out of memory");
    for (size_t i = 0; i < n; i++)
        w[i] = (struct weighted){weight[i], i};
    qsort(w, n, sizeof *w, heaviest_first);
    for (size_t pos = 0; pos < n; pos++)
        shard_of[w[pos].unit] = snake_shard(pos, count);
    free(w);
}

/* ---- hashes ------------------------------------------------------------------ */

/* FNV-1a, 64 bits, as output.c's fingerprints: each field ends with a 0
 * byte so that fields cannot run into each other; NULL hashes as "" (as
 * report.c's comparisons treat it). */
static uint64_t hash_text(uint64_t h, const char *s)
{
    const unsigned char *p = (const unsigned char *)(s ? s : "");
    do {
        h ^= *p;
        h *= 0x100000001b3ull;   /* FNV prime */
    } while (*p++);
    return h;
}

static uint64_t hash_number(uint64_t h, unsigned long long v)
{
    char text[32];
    snprintf(text, sizeof text, "%llu", v);
    return hash_text(h, text);
}

static void hex(uint64_t h, char out[17])
{
    snprintf(out, 17, "%016llx", (unsigned long long)h);
}

static uint64_t hash_loc(uint64_t h, const struct nvc_loc *loc)
{
    h = hash_text(h, loc->file);
    h = hash_number(h, loc->line);
    return hash_number(h, loc->col);
}

void nvc_shard_finding_identity(const struct nvc_finding *f, char out[17])
{
    uint64_t h = 0xcbf29ce484222325ull;   /* FNV offset basis */
    h = hash_text(h, nvc_rules[f->rule].id);
    h = hash_number(h, (unsigned long long)f->severity);
    h = hash_loc(h, &f->loc);
    h = hash_text(h, f->msg);
    for (const struct nvc_finding_note *n = f->notes; n; n = n->next) {
        h = hash_text(h, "note");
        h = hash_loc(h, &n->loc);
        h = hash_text(h, n->msg);
        h = hash_text(h, n->subject);
    }
    hex(h, out);
}

/* ---- the run's identity ------------------------------------------------------- */

void nvc_shard_run_add(struct nvc_shard_run_id *id, const char *s)
{
    id->h = hash_text(id->h, s);
}

static void add_number(struct nvc_shard_run_id *id, unsigned long long v)
{
    id->h = hash_number(id->h, v);
}

/* What changes findings, failures or report paths besides the database:
 * the version, the rules and their settings, the filters, the limits, the
 * toolkit and the base of report paths. Not -j, the outputs, --quiet or
 * --verbose (reports do not depend on them), and not the default memory
 * limit (each machine's own memory). The configuration files are read from
 * the checkout, which the shards share. */
void nvc_shard_run_begin(struct nvc_shard_run_id *id, const struct nvc_options *o)
{
    id->h = 0xcbf29ce484222325ull;
    nvc_shard_run_add(id, NVC_VERSION);
    add_number(id, o->arch_given);
    for (unsigned i = 0; o->arch_given && i < o->narchs; i++)
        nvc_shard_run_add(id, o->archs[i]);
    const char *texts[] = {o->profile,
                           o->checks,
                           o->warnings_as_errors,
                           o->header_filter,
                           o->exclude_header_filter,
                           o->config_file,
                           o->config_text,
                           o->line_filter,
                           o->cuda_path};
    for (size_t i = 0; i < sizeof texts / sizeof *texts; i++)
        nvc_shard_run_add(id, texts[i]);
    unsigned long long numbers[] = {o->param_limit,   o->ptx_isa, o->system_headers,
                                    o->allow_plugins, o->timeout, o->memory_limit_given,
                                    o->memory_limit};
    for (size_t i = 0; i < sizeof numbers / sizeof *numbers; i++)
        add_number(id, numbers[i]);
    char root[PATH_MAX + 1];
    nvc_output_source_root(o, root, sizeof root);
    nvc_shard_run_add(id, root);
}

void nvc_shard_run_finish(const struct nvc_shard_run_id *id, char out[17])
{
    hex(id->h, out);
}

/* ---- writing ------------------------------------------------------------------- */

void nvc_shard_write_run(struct nvc_json *j, const struct nvc_shard_info *s)
{
    nvc_json_begin_object(j);
    nvc_json_member_uint(j, "index", s->index);
    nvc_json_member_uint(j, "count", s->count);
    nvc_json_member_string(j, "run", s->run);
    nvc_json_member_uint(j, "units", s->units);
    nvc_json_key(j, "checked");
    nvc_json_begin_array(j);
    for (size_t i = 0; i < s->nchecked; i++)
        nvc_json_uint(j, s->checked[i]);
    nvc_json_end_array(j);
    nvc_json_end_object(j);
}

/* The sort keys are report.c's compare_results': loc.file (NULL as ""),
 * line, column, then the rule id (the result's own) and arrival order. The
 * file goes byte for byte (nvc_json_byte_string), as strcmp orders it. */
void nvc_shard_write_result(struct nvc_json *j, const struct nvc_result *d, const char *ci_path)
{
    char identity[17];
    nvc_shard_finding_identity(d->f, identity);
    nvc_json_begin_object(j);
    nvc_json_member_uint(j, "unit", d->unit);
    nvc_json_member_uint(j, "seq", d->seq);
    nvc_json_key(j, "file");
    nvc_json_byte_string(j, d->f->loc.file ? d->f->loc.file : "");
    nvc_json_member_uint(j, "line", d->f->loc.line);
    nvc_json_member_uint(j, "column", d->f->loc.col);
    nvc_json_member_string(j, "identity", identity);
    nvc_json_member_string(j, "path", ci_path);
    nvc_json_end_object(j);
}

void nvc_shard_write_failure(struct nvc_json *j, const struct nvc_failure *f, const char *ci_path)
{
    nvc_json_begin_object(j);
    nvc_json_member_uint(j, "unit", f->unit);
    if (f->clang_error) {
        nvc_json_member_string(j, "path", ci_path);
        nvc_json_member_uint(j, "line", f->at.line);
    }
    nvc_json_end_object(j);
}
