/* user_calls.c: the calls in user code that reach an instruction of a
 * system header.
 *
 * Two ways lead from a header's code to the user's: the inlined-at chain of
 * the instruction's DILocation (the header function was inlined into the
 * caller: IR built with optimisation) and the calls of the IR function that
 * holds it (clang -O0 keeps `static inline` header functions such as
 * cudaGridDependencySynchronize as internal functions). Both are followed
 * upward, through other header code, to the first place in a user file. */
#include "srcmap_internal.h"

#include <llvm-c/Core.h>
#include <llvm-c/DebugInfo.h>
#include <stdlib.h>

struct walk {
    nvc_is_user_loc_fn *is_user;
    void *ctx;
    struct nvc_call_site *sites;
    size_t nsites, capsites;
    LLVMValueRef *seen;   /* functions whose callers were followed */
    size_t nseen, capseen;
};

/* Call chains deeper than this are not followed (headers nest a few
 * levels; recursion is cut by `seen`). */
#define MAX_DEPTH 64

static void add_site(struct walk *w, LLVMMetadataRef loc, LLVMValueRef fn)
{
    for (size_t i = 0; i < w->nsites; i++)
        if (w->sites[i].loc == loc)   /* DILocations are uniqued: the same site */
            return;
    w->sites = nvc_grow(w->sites, &w->capsites, w->nsites, sizeof *w->sites);
    w->sites[w->nsites++] = (struct nvc_call_site){loc, fn};
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

/* The first location of the chain from `loc` outward (loc itself, then its
 * inlined-at call sites) that is in a user file; NULL when none is. */
static LLVMMetadataRef first_user_hop(struct walk *w, LLVMMetadataRef loc)
{
    for (unsigned n = 0; loc && n < MAX_DEPTH; loc = LLVMDILocationGetInlinedAt(loc), n++)
        if (w->is_user(w->ctx, loc))
            return loc;
    return NULL;
}

static LLVMValueRef function_of(LLVMValueRef inst)
{
    return LLVMGetBasicBlockParent(LLVMGetInstructionParent(inst));
}

static void follow_callers(struct walk *w, LLVMValueRef fn, unsigned depth);

/* `inst` lies in header code at `loc`: the user place its chain reaches,
 * else the callers of its function. */
static void follow_location(struct walk *w, LLVMValueRef inst, LLVMMetadataRef loc, unsigned depth)
{
    LLVMMetadataRef user = first_user_hop(w, loc);
    if (user)
        add_site(w, user, function_of(inst));
    else
        follow_callers(w, function_of(inst), depth + 1);
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
        if (loc)
            follow_location(w, call, loc, depth);
    }
}

size_t nvc_user_call_sites(LLVMValueRef inst, nvc_is_user_loc_fn *is_user, void *ctx,
                           struct nvc_call_site **out)
{
    struct walk w = {is_user, ctx, NULL, 0, 0, NULL, 0, 0};
    LLVMMetadataRef loc = LLVMInstructionGetDebugLoc(inst);
    /* the instruction's own place is in the header: start at its call site */
    if (loc)
        follow_location(&w, inst, LLVMDILocationGetInlinedAt(loc), 0);
    free(w.seen);
    *out = w.sites;
    return w.nsites;
}
