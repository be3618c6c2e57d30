/* user_calls.c: the calls in user code that reach an instruction of a
 * system header.
 *
 * Two ways lead from a header's code to the user's: the inlined-at chain of
 * the instruction's DILocation (the header function was inlined into the
 * caller: IR built with optimisation) and the calls of the IR function that
 * holds it (clang -O0 keeps `static inline` header functions such as
 * cudaGridDependencySynchronize as internal functions). Both are followed
 * upward, through other header code, to the first place in a user file.
 * The checker's own compiles inline nothing (verifier/inlining.c): there a
 * finding's calls it was inlined through virtually extend its chain, and a
 * call in a function inlining erases is followed up each call chain that
 * inlines the function, as its inlined copies would be. */
#include "srcmap_internal.h"

#include <llvm-c/Core.h>
#include <llvm-c/DebugInfo.h>
#include <stdlib.h>
#include <string.h>

struct walk {
    const struct nvc_user_call_query *q;
    struct nvc_call_site *sites;
    size_t nsites, capsites;
    LLVMValueRef *seen;   /* functions whose callers were followed */
    size_t nseen, capseen;
};

/* Call chains deeper than this are not followed (headers nest a few
 * levels; recursion is cut by `seen`). */
#define MAX_DEPTH 64

void nvc_inline_hops(LLVMMetadataRef from, const LLVMValueRef *calls, unsigned ncalls,
                     struct nvc_hops *out)
{
    out->n = 0;
    for (unsigned i = 0; i <= ncalls; i++) {
        LLVMMetadataRef loc = i == 0 ? (from ? LLVMDILocationGetInlinedAt(from) : NULL)
                                     : LLVMInstructionGetDebugLoc(calls[i - 1]);
        for (; loc && out->n < NVC_MAX_HOPS; loc = LLVMDILocationGetInlinedAt(loc)) {
            out->loc[out->n] = loc;
            out->after[out->n++] = i;
        }
    }
}

static bool same_calls(const LLVMValueRef *a, const LLVMValueRef *b, unsigned n)
{
    return n == 0 || memcmp(a, b, n * sizeof *a) == 0;
}

static void add_site(struct walk *w, LLVMMetadataRef loc, LLVMValueRef fn,
                     const LLVMValueRef *outer, unsigned nouter)
{
    for (size_t i = 0; i < w->nsites; i++)   /* DILocations are uniqued: the same site */
        if (w->sites[i].loc == loc && w->sites[i].nouter == nouter &&
            same_calls(w->sites[i].outer, outer, nouter))
            return;
    w->sites = nvc_grow(w->sites, &w->capsites, w->nsites, sizeof *w->sites);
    w->sites[w->nsites++] = (struct nvc_call_site){loc, fn, outer, nouter};
}

static bool mark_seen(struct walk *w, LLVMValueRef fn)
{
    for (size_t i = 0; i < w->nseen; i++)
        if (w->seen[i] == fn)
            return false;
    w->seen = nvc_grow(w->seen, &w->capseen, w->nseen, sizeof *w->seen);
    w->seen[w->nseen++] = fn;
    return true;
}

static LLVMValueRef function_of(LLVMValueRef inst)
{
    return LLVMGetBasicBlockParent(LLVMGetInstructionParent(inst));
}

static void follow_callers(struct walk *w, LLVMValueRef fn, unsigned depth);

/* A place in header code at `loc` (NULL: none of its own), inlined through
 * `calls` (innermost first) into `fn`: the first user place of its hops
 * (loc itself, its inlined-at chain, then the calls'), else the callers of
 * fn. */
static void follow_hops(struct walk *w, LLVMMetadataRef loc, const LLVMValueRef *calls,
                        unsigned ncalls, LLVMValueRef fn, unsigned depth)
{
    for (unsigned n = 0; loc && n < MAX_DEPTH; loc = LLVMDILocationGetInlinedAt(loc), n++)
        if (w->q->is_user(w->q->ctx, loc)) {
            add_site(w, loc, fn, calls, ncalls);
            return;
        }
    struct nvc_hops hops;
    nvc_inline_hops(NULL, calls, ncalls, &hops);
    for (unsigned i = 0; i < hops.n; i++)
        if (w->q->is_user(w->q->ctx, hops.loc[i])) {
            add_site(w, hops.loc[i], fn, calls + hops.after[i], ncalls - hops.after[i]);
            return;
        }
    follow_callers(w, fn, depth + 1);
}

static bool in_chain(const LLVMValueRef *chain, unsigned n, LLVMValueRef fn)
{
    for (unsigned i = 0; i < n; i++)
        if (function_of(chain[i]) == fn)
            return true;
    return false;
}

/* `call` lies in `body`, a function inlining erases: followed once per call
 * chain that inlines body, `chain` (innermost first, n calls) being the
 * part found so far. Callers in use-list order, as follow_callers takes
 * them (the order the inlined copies' calls had). */
static void follow_inline_chains(struct walk *w, LLVMValueRef call, LLVMValueRef body,
                                 LLVMValueRef *chain, unsigned n, unsigned depth)
{
    if (n == MAX_DEPTH)
        return;
    for (LLVMUseRef u = LLVMGetFirstUse(body); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef site = LLVMGetUser(u);   /* a call: nvc_inlining_erases */
        LLVMValueRef outer = function_of(site);
        if (in_chain(chain, n, outer))
            continue;   /* recursive: inlining stops there too */
        chain[n] = site;
        if (outer != body && nvc_inlining_erases(outer)) {
            follow_inline_chains(w, call, outer, chain, n + 1, depth);
            continue;
        }
        LLVMValueRef *kept = nvc_arena_alloc(w->q->arena, (n + 1) * sizeof *kept);
        memcpy(kept, chain, (n + 1) * sizeof *kept);
        follow_hops(w, LLVMInstructionGetDebugLoc(call), kept, n + 1, outer, depth);
    }
}

static void follow_callers(struct walk *w, LLVMValueRef fn, unsigned depth)
{
    if (depth > MAX_DEPTH || !mark_seen(w, fn))
        return;
    for (LLVMUseRef u = LLVMGetFirstUse(fn); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef call = LLVMGetUser(u);
        if (!(LLVMIsACallInst(call) || LLVMIsAInvokeInst(call)) || LLVMGetCalledValue(call) != fn)
            continue;   /* a call through a pointer is not followed */
        LLVMMetadataRef loc = LLVMInstructionGetDebugLoc(call);
        if (!loc)
            continue;
        LLVMValueRef holder = function_of(call);
        if (w->q->inline_always_inline && nvc_inlining_erases(holder)) {
            LLVMValueRef chain[MAX_DEPTH];
            follow_inline_chains(w, call, holder, chain, 0, depth);
        } else {
            follow_hops(w, loc, NULL, 0, holder, depth);
        }
    }
}

size_t nvc_user_call_sites(LLVMValueRef inst, const LLVMValueRef *calls, unsigned ncalls,
                           const struct nvc_user_call_query *q, struct nvc_call_site **out)
{
    struct walk w = {q, NULL, 0, 0, NULL, 0, 0};
    LLVMMetadataRef loc = LLVMInstructionGetDebugLoc(inst);
    /* the instruction's own place is in the header: start at its call site */
    if (loc || ncalls)
        follow_hops(&w, loc ? LLVMDILocationGetInlinedAt(loc) : NULL, calls, ncalls,
                    function_of(ncalls ? calls[ncalls - 1] : inst), 0);
    free(w.seen);
    *out = w.sites;
    return w.nsites;
}
