/* compat_shared.c: one TU's compile, with the compat session, and the
 * compiles again with fixes: for __shared__ variables whose type has a
 * constructor, and for the keywords of compat_templates.c.
 *
 * Measured (test/compat/shared-ctor.cu): nvcc 13 compiles
 *     __shared__ Accumulator acc;   // Accumulator() : sum(0) {}
 * with warning 20054 ("dynamic initialization is not supported for a
 * function-scope static __shared__ variable within a __device__/__global__
 * function") and does not run the constructor. clang 22 rejects it
 * ("initialization is not supported for __shared__ variables"); no flag
 * changes that for CUDA (-fgpu-allow-device-init is HIP-only, and clang's
 * check for __shared__ ignores it anyway). An `extern __shared__`
 * declaration has no initializer, so clang accepts it (we compile with
 * -fgpu-rdc) and, like nvcc, runs no constructor; the variable is then an
 * external addrspace(3) global of the same type, named by its plain name.
 *
 * So when the first compile fails with that error, the declarations it
 * names get `__nvc_xs__` in place of their `__shared__` (same length:
 * positions stay exact) and the TU is compiled again. clang's error becomes
 * nvcc's warning. When the second compile fails too (two such variables of
 * one name and different types in one TU, say, or another error), the first
 * compile's diagnostics are what the user sees.
 *
 * The keyword fixes of compat_templates.c take the same path. A later
 * compile can show errors the earlier ones hid (the first compile stops
 * after clang's 20 errors; one failed operand of an expression hides the
 * next), so the compiles go on while each one finds new fixes, at most
 * FIX_ROUNDS of them, and without clang's error limit. A module comes only
 * from a compile without errors; otherwise the first compile's diagnostics
 * are what the user sees.
 *
 * The header cache never decides whether a TU compiles: a compile with a
 * cache entry that fails is done again without it, and that compile's
 * words are the ones the user sees (and when it succeeds, the entry was at
 * fault and is dropped). The compiles with fixes run without the cache:
 * a fix may rewrite a header the entry holds. */
#include "compat.h"
#include "header_cache.h"
#include "llvm_util.h"

#include <limits.h>
#include <llvm-c/Core.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SHARED_INIT_ERROR "initialization is not supported for __shared__ variables"
/* Compiles with fixes after the first one; each must find new fixes. */
#define FIX_ROUNDS 8
#define NVCC_SHARED_WARNING \
    "dynamic initialization is not supported for a function-scope static __shared__ variable " \
    "within a __device__/__global__ function; like nvcc (warning 20054), the constructor is " \
    "not run"

/* ---- rewriting ------------------------------------------------------------ */

static char *canonical(const char *path)
{
    char buf[PATH_MAX];
    return strdup(realpath(path, buf) ? buf : path);
}

static bool fix_is_for(const struct nvc_shared_fix *f, const char *canon)
{
    return strcmp(f->path, canon) == 0;
}

/* An LLVM bitstream file: a clang AST file ("CPCH": a PCH, as the header
 * cache's entries), LLVM bitcode ("BC" 0xC0DE) or its wrapper (0x0B17C0DE,
 * little-endian). A bitstream's first byte after the magic starts a block
 * (binary); no source text begins with these four bytes and a control
 * character. Scanning a 65 MB PCH for asm statements as if it were source
 * took a quarter of a warm compile of a small file. */
static bool is_bitstream_file(const char *text, size_t len)
{
    if (len < 5)
        return false;
    const unsigned char *u = (const unsigned char *)text;
    bool binary_next = u[4] < 0x09 || (u[4] > 0x0d && u[4] < 0x20);
    return (memcmp(text, "CPCH", 4) == 0 && binary_next) || nvc_ir_is_bitcode(text, len);
}

bool nvc_compat_file_may_change(const struct nvc_compat_session *cs, const char *path,
                                const char *text, size_t len)
{
    if (is_bitstream_file(text, len))
        return false;
    if (nvc_compat_source_has_asm(text, len) || nvc_compat_file_has_keyword_fixes(cs, path))
        return true;
    if (!cs->nshared)
        return false;
    char *canon = canonical(path);
    bool yes = false;
    for (size_t i = 0; i < cs->nshared && !yes; i++)
        yes = fix_is_for(&cs->shared[i], canon);
    free(canon);
    return yes;
}

static size_t offset_of(const char *text, size_t len, unsigned line, unsigned col)
{
    size_t p = 0;
    for (unsigned l = 1; l < line && p < len; p++)
        if (text[p] == '\n')
            l++;
    return p + col - 1 <= len ? p + col - 1 : len;
}

static bool is_ident_char(char c)
{
    return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

/* The `__shared__` token of the declaration whose name is at `name`: the
 * nearest one before it within the statement. */
static bool replace_shared_keyword(char *text, size_t len, size_t name)
{
    static const char keyword[] = "__shared__";
    const size_t n = sizeof keyword - 1;
    for (size_t p = name; p-- > 0;) {
        char c = text[p];
        if (c == ';' || c == '{' || c == '}')
            return false;
        if (p + n <= len && memcmp(text + p, keyword, n) == 0 &&
            (p == 0 || !is_ident_char(text[p - 1])) &&
            (p + n == len || !is_ident_char(text[p + n]))) {
            memcpy(text + p, "__nvc_xs__", n);
            return true;
        }
    }
    return false;
}

size_t nvc_compat_rewrite_file(struct nvc_compat_session *cs, const char *path, char *text,
                               size_t len, bool *changed)
{
    *changed = false;
    if (cs->nshared || cs->nkeywords) {
        char *canon = canonical(path);
        /* in place first: the shared fixes' positions are the user's */
        for (size_t i = 0; i < cs->nshared; i++) {
            struct nvc_shared_fix *f = &cs->shared[i];
            if (!f->applied && fix_is_for(f, canon))
                *changed |= f->applied = replace_shared_keyword(
                    text, len, offset_of(text, len, f->line, f->col));
        }
        size_t grown = nvc_compat_insert_keywords(cs, canon, text, len);
        *changed |= grown != len || nvc_compat_file_has_keyword_fixes(cs, path);
        len = grown;
        free(canon);
    }
    if (nvc_compat_source_has_asm(text, len))
        *changed |= nvc_compat_rewrite_source(text, len, &cs->asm_fixes);
    return len;
}

/* ---- the compile, and the compiles with fixes ------------------------------ */

struct saved_diag {
    struct nvc_fe_diag d;   /* file and msg owned */
};

struct saved_diags {
    struct saved_diag *items;
    size_t len, cap;
    unsigned errors;
};

static void save_diag(void *user, const struct nvc_fe_diag *d)
{
    struct saved_diags *s = user;
    if (s->len == s->cap) {
        size_t cap = s->cap ? s->cap * 2 : 16;
        struct saved_diag *bigger = realloc(s->items, cap * sizeof *bigger);
        if (!bigger)
            return;
        s->items = bigger;
        s->cap = cap;
    }
    struct saved_diag *e = &s->items[s->len++];
    e->d = *d;
    e->d.file = d->file ? strdup(d->file) : NULL;
    e->d.msg = strdup(d->msg ? d->msg : "");
    s->errors += d->level == NVC_FE_ERROR;
}

static void forward(const struct saved_diags *s, const struct nvc_fe_request *req)
{
    for (size_t i = 0; i < s->len && req->on_diag; i++)
        req->on_diag(req->user, &s->items[i].d);
}

static void free_saved(struct saved_diags *s)
{
    for (size_t i = 0; i < s->len; i++) {
        free((char *)s->items[i].d.file);
        free((char *)s->items[i].d.msg);
    }
    free(s->items);
    memset(s, 0, sizeof *s);
}

static LLVMModuleRef compile_saving(const struct nvc_fe_request *req,
                                    struct nvc_compat_session *cs, struct saved_diags *saved)
{
    struct nvc_fe_request r = *req;
    r.on_diag = save_diag;
    r.user = saved;
    return nvc_frontend_compile_once(&r, cs);
}

/* The shared fix for an error, unless the session has it. Returns whether
 * it is new. */
static bool add_shared_fix(struct nvc_compat_session *cs, const struct nvc_fe_diag *d)
{
    struct nvc_shared_fix f = {canonical(d->file), d->line, d->col, false};
    bool seen = false;   /* a template's variable, once per instantiation */
    for (size_t k = 0; k < cs->nshared && !seen; k++)
        seen = cs->shared[k].line == f.line && cs->shared[k].col == f.col &&
               strcmp(cs->shared[k].path, f.path) == 0;
    if (!seen && cs->nshared == cs->capshared) {
        size_t cap = cs->capshared ? cs->capshared * 2 : 8;
        struct nvc_shared_fix *bigger = realloc(cs->shared, cap * sizeof *bigger);
        seen = !bigger;   /* out of memory: the compile keeps failing */
        if (bigger) {
            cs->shared = bigger;
            cs->capshared = cap;
        }
    }
    if (seen) {
        free(f.path);
        return false;
    }
    cs->shared[cs->nshared++] = f;
    return true;
}

/* Adds the fixes the errors of a failed compile call for; true when one is
 * new: then another compile may succeed. The other errors do not stop it:
 * a template whose instantiation failed makes later uses of it fail too
 * ("no matching function for call to 'k'"). */
static bool add_fixes(struct nvc_compat_session *cs, const struct saved_diags *s)
{
    bool added = false;
    for (size_t i = 0; i < s->len; i++) {
        const struct nvc_fe_diag *d = &s->items[i].d;
        if (d->level != NVC_FE_ERROR)
            continue;
        if (d->file && strcmp(d->msg, SHARED_INIT_ERROR) == 0)
            added |= add_shared_fix(cs, d);
        else
            nvc_compat_keyword_fix_for(cs, d, &added);
    }
    return added;
}

static bool all_fixes_applied(const struct nvc_compat_session *cs)
{
    bool all = true;
    for (size_t i = 0; i < cs->nshared; i++)
        all &= cs->shared[i].applied;
    for (size_t i = 0; i < cs->nkeywords; i++)
        all &= cs->keywords[i].applied;
    return all;
}

/* Before a compile: what it rewrites is counted anew. */
static void reset_applied(struct nvc_compat_session *cs)
{
    struct nvc_asm_fixes none = {0};
    cs->asm_fixes = none;
    for (size_t i = 0; i < cs->nshared; i++)
        cs->shared[i].applied = false;
    for (size_t i = 0; i < cs->nkeywords; i++)
        cs->keywords[i].applied = false;
}

/* What the fixes stand for, as warnings: nvcc's for the shared ones,
 * clang's error for the keywords. */
static void report_fixes(const struct nvc_compat_session *cs, const struct nvc_fe_request *req)
{
    for (size_t i = 0; i < cs->nshared && req->on_diag; i++) {
        struct nvc_fe_diag w = {NVC_FE_WARNING,    cs->shared[i].path,  cs->shared[i].line,
                                cs->shared[i].col, NVCC_SHARED_WARNING, false};
        req->on_diag(req->user, &w);
    }
    nvc_compat_report_keyword_fixes(cs, req->on_diag, req->user);
}

/* One compile with the fixes found so far: true when it failed on errors
 * that new fixes answer, so that another one may succeed; *m is the module
 * when it succeeded with every fix in place. */
static bool compile_round(const struct nvc_fe_request *req, struct nvc_compat_session *cs,
                          LLVMModuleRef *m)
{
    struct saved_diags s = {0};
    reset_applied(cs);
    *m = compile_saving(req, cs, &s);
    bool again = false;
    if (*m && all_fixes_applied(cs)) {
        report_fixes(cs, req);
        forward(&s, req);
    } else if (*m) {
        LLVMDisposeModule(*m);
        *m = NULL;
    } else
        again = add_fixes(cs, &s);
    free_saved(&s);
    return again;
}

/* The compiles after the first, with the fixes found so far. They run
 * without clang's error limit, so that each one finds every fix it can:
 * what the user sees is the first compile's errors, or none. */
static LLVMModuleRef compile_with_fixes(const struct nvc_fe_request *req,
                                        struct nvc_compat_session *cs)
{
    const char **args = malloc(((size_t)req->nargs + 1) * sizeof *args);
    if (!args)
        return NULL;
    memcpy(args, req->args, (size_t)req->nargs * sizeof *args);
    args[req->nargs] = "-ferror-limit=0";
    struct nvc_fe_request unlimited = *req;
    unlimited.args = args;
    unlimited.nargs = req->nargs + 1;
    LLVMModuleRef m = NULL;
    for (unsigned round = 0; round < FIX_ROUNDS && !m; round++)
        if (!compile_round(&unlimited, cs, &m))
            break;
    free(args);
    return m;
}

static void free_session(struct nvc_compat_session *cs)
{
    for (size_t i = 0; i < cs->nshared; i++)
        free(cs->shared[i].path);
    free(cs->shared);
    nvc_compat_keyword_fixes_free(cs);
}

/* The first compile failed with a header cache entry: again without it, in
 * a new context (frontend.h says why). */
static LLVMModuleRef compile_without_cache(const struct nvc_fe_request *req,
                                           struct nvc_compat_session *cs,
                                           struct saved_diags *first)
{
    free_saved(first);
    LLVMContextDispose(*req->ctx);
    *req->ctx = LLVMContextCreate();
    struct nvc_asm_fixes none = {0};
    cs->asm_fixes = none;
    if (req->gated)
        memset(req->gated, 0, sizeof *req->gated);
    cs->cache_off = true;
    char key[sizeof cs->cache_key];
    memcpy(key, cs->cache_key, sizeof key);
    bool entry_at_fault = !cs->cache_redo;
    LLVMModuleRef m = compile_saving(req, cs, first);
    if (m && entry_at_fault)
        nvc_hcache_drop(req->cache, key);
    return m;
}

LLVMModuleRef nvc_frontend_compile(const struct nvc_fe_request *req)
{
    struct nvc_compat_session cs = {0};
    struct saved_diags first = {0};
    LLVMModuleRef m = compile_saving(req, &cs, &first);
    if (req->cache && req->cache->prepare_only) {   /* no compile, no retries */
        free_saved(&first);
        free_session(&cs);
        return NULL;
    }
    if (!m && cs.used_cache)
        m = compile_without_cache(req, &cs, &first);
    cs.cache_off = true;
    if (!m && first.errors && add_fixes(&cs, &first))
        m = compile_with_fixes(req, &cs);
    if (!m || first.errors == 0)
        forward(&first, req);   /* the first compile's words stand */
    free_saved(&first);
    free_session(&cs);
    if (m)
        nvc_restore_always_inline(m);
    return m;
}
