/* compat_shared.c: one TU's compile, with the compat session, and a second
 * compile for __shared__ variables whose type has a constructor.
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
 * So when the first compile fails with that error and nothing else, the
 * declarations it names get `__nvc_xs__` in place of their `__shared__`
 * (same length: positions stay exact) and the TU is compiled again. clang's
 * error becomes nvcc's warning. When the second compile fails too (two such
 * variables of one name and different types in one TU, say), the first
 * compile's diagnostics are what the user sees. */
#include "compat.h"

#include <limits.h>
#include <llvm-c/Core.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SHARED_INIT_ERROR "initialization is not supported for __shared__ variables"
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

bool nvc_compat_file_may_change(const struct nvc_compat_session *cs, const char *path,
                                const char *text, size_t len)
{
    if (nvc_compat_source_has_asm(text, len))
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

bool nvc_compat_rewrite_file(struct nvc_compat_session *cs, const char *path, char *text,
                             size_t len)
{
    bool changed = false;
    if (cs->nshared) {
        char *canon = canonical(path);
        for (size_t i = 0; i < cs->nshared; i++) {
            struct nvc_shared_fix *f = &cs->shared[i];
            if (!f->applied && fix_is_for(f, canon))
                changed |= f->applied = replace_shared_keyword(
                    text, len, offset_of(text, len, f->line, f->col));
        }
        free(canon);
    }
    if (nvc_compat_source_has_asm(text, len))
        changed |= nvc_compat_rewrite_source(text, len, &cs->asm_fixes);
    return changed;
}

/* ---- the compile, once or twice -------------------------------------------- */

struct saved_diag {
    struct nvc_fe_diag d;   /* file and msg owned */
};

struct saved_diags {
    struct saved_diag *items;
    size_t len, cap;
    unsigned errors, shared_init_errors;
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
    if (d->level == NVC_FE_ERROR) {
        s->errors++;
        s->shared_init_errors += d->file && strcmp(d->msg, SHARED_INIT_ERROR) == 0;
    }
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

/* The second compile, with the failing declarations rewritten. */
static LLVMModuleRef compile_with_shared_fixes(const struct nvc_fe_request *req,
                                               const struct saved_diags *first)
{
    struct nvc_compat_session cs = {0};
    cs.shared = calloc(first->shared_init_errors, sizeof *cs.shared);
    if (!cs.shared)
        return NULL;
    for (size_t i = 0; i < first->len; i++) {
        const struct nvc_fe_diag *d = &first->items[i].d;
        if (d->level != NVC_FE_ERROR || !d->file || strcmp(d->msg, SHARED_INIT_ERROR) != 0)
            continue;
        struct nvc_shared_fix f = {canonical(d->file), d->line, d->col, false};
        bool seen = false;   /* a template's variable, once per instantiation */
        for (size_t k = 0; k < cs.nshared && !seen; k++)
            seen = cs.shared[k].line == f.line && cs.shared[k].col == f.col &&
                   strcmp(cs.shared[k].path, f.path) == 0;
        if (seen)
            free(f.path);
        else
            cs.shared[cs.nshared++] = f;
    }
    struct saved_diags second = {0};
    LLVMModuleRef m = compile_saving(req, &cs, &second);
    bool all_applied = true;
    for (size_t i = 0; i < cs.nshared; i++)
        all_applied &= cs.shared[i].applied;
    if (m && all_applied) {
        for (size_t i = 0; i < cs.nshared && req->on_diag; i++) {
            struct nvc_fe_diag w = {NVC_FE_WARNING, cs.shared[i].path, cs.shared[i].line,
                                    cs.shared[i].col, NVCC_SHARED_WARNING};
            req->on_diag(req->user, &w);
        }
        forward(&second, req);
    } else if (m) {
        LLVMDisposeModule(m);
        m = NULL;
    }
    for (size_t i = 0; i < cs.nshared; i++)
        free(cs.shared[i].path);
    free(cs.shared);
    free_saved(&second);
    return m;
}

LLVMModuleRef nvc_frontend_compile(const struct nvc_fe_request *req)
{
    struct nvc_compat_session cs = {0};
    struct saved_diags first = {0};
    LLVMModuleRef m = compile_saving(req, &cs, &first);
    if (!m && first.shared_init_errors && first.shared_init_errors == first.errors)
        m = compile_with_shared_fixes(req, &first);
    if (!m || first.errors == 0)
        forward(&first, req);   /* the first compile's words stand */
    free_saved(&first);
    return m;
}
