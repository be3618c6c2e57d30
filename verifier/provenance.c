/* provenance.c: a bounded, flow-aware walk from a pointer back to the objects
 * it may point into.
 *
 * clang's -O0 IR keeps every variable in a stack slot, so most pointers are
 * loads: a load is followed to the stores that reach it on each path back
 * (the nearest store into the same address on that path), walking each block
 * once. Where a path is unclear (a call is handed the slot, the slot's address
 * escapes, an aggregate copy overwrites it) the walk stops on that path:
 * missing an origin is preferred to inventing one. */
#include "provenance.h"

#include "arena.h"

#include <llvm-c/Core.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define TRACE_DEPTH 32

/* What is known of one stack slot, computed on first use and kept for the
 * module: walking a slot's use list once per question rather than once per
 * load keeps the checks linear in the number of uses (45,000 stores through
 * one local pointer took 26 s when each of them walked the list again). */
struct slot_facts {
    LLVMValueRef slot;
    LLVMValueRef only_store;   /* valid when has_only_store */
    bool has_only_store;
    bool has_escapes, escapes;
};

/* A call whose result is being traced: inside the callee, its parameters are
 * this call's arguments (`pick(&local)` returns what it was given). Also a
 * call being inlined (nvc_provenance_enter). */
struct frame {
    LLVMValueRef call, callee;
    const struct frame *outer;
};

#define INLINE_FRAMES 64   /* NVC_INLINE_MAX_DEPTH */

struct nvc_provenance {
    const struct nvc_kernel_index *kernels;
    struct slot_facts *facts;   /* open addressing, a power of two */
    size_t cap, len;
    struct frame inlined[INLINE_FRAMES];   /* the calls being inlined, outermost first */
    unsigned ninlined;
};

struct walk {
    struct nvc_provenance *prov;
    const struct frame *frame;   /* innermost call being returned from */
    struct nvc_origins *out;
};

static void trace(struct walk *w, LLVMValueRef v, unsigned depth);

static void add_origin(struct nvc_origins *out, struct nvc_origin o)
{
    for (unsigned i = 0; i < out->n; i++)
        if (out->items[i].mem == o.mem && out->items[i].decl == o.decl &&
            out->items[i].via == o.via && out->items[i].returned_by == o.returned_by)
            return;
    if (out->n < sizeof out->items / sizeof *out->items)
        out->items[out->n++] = o;
}

/* ---- small IR helpers ---------------------------------------------------- */

static LLVMOpcode opcode(LLVMValueRef v)
{
    if (LLVMIsAInstruction(v))
        return LLVMGetInstructionOpcode(v);
    return LLVMIsAConstantExpr(v) ? LLVMGetConstOpcode(v) : 0;
}

LLVMValueRef nvc_strip_casts(LLVMValueRef v)
{
    for (unsigned i = 0; v && i < TRACE_DEPTH; i++) {
        LLVMOpcode op = opcode(v);
        if (op != LLVMBitCast && op != LLVMAddrSpaceCast)
            return v;
        v = LLVMGetOperand(v, 0);
    }
    return v;
}

LLVMValueRef nvc_base_object(LLVMValueRef v)
{
    for (unsigned i = 0; v && i < TRACE_DEPTH; i++) {
        LLVMOpcode op = opcode(v);
        if (op != LLVMGetElementPtr && op != LLVMBitCast && op != LLVMAddrSpaceCast)
            return v;
        v = LLVMGetOperand(v, 0);
    }
    return v;
}

bool nvc_is_memcpy_into(LLVMValueRef inst, LLVMValueRef dest_base)
{
    LLVMValueRef callee = LLVMIsACallInst(inst) ? LLVMGetCalledValue(inst) : NULL;
    if (!callee || !LLVMIsAFunction(callee))
        return false;
    size_t len;
    const char *name = LLVMGetValueName2(callee, &len);
    return (strncmp(name, "llvm.memcpy.", 12) == 0 || strncmp(name, "llvm.memmove.", 13) == 0) &&
           (!dest_base || nvc_base_object(LLVMGetOperand(inst, 0)) == dest_base);
}

/* Whether a call is handed the object or a pointer into it (&a.p). */
static bool call_touches(LLVMValueRef call, LLVMValueRef obj)
{
    for (int i = 0; i < LLVMGetNumOperands(call); i++)
        if (nvc_base_object(LLVMGetOperand(call, i)) == obj)
            return true;
    return false;
}

/* The same address: the same value, or a GEP with the same operands (clang
 * emits a fresh `getelementptr %struct.A, ptr %a, i32 0, i32 1` for every
 * access to a.n; constants are uniqued, so equal operands are equal values). */
static bool same_address(LLVMValueRef a, LLVMValueRef b)
{
    a = nvc_strip_casts(a);
    b = nvc_strip_casts(b);
    if (a == b)
        return true;
    if (!a || !b || opcode(a) != LLVMGetElementPtr || opcode(b) != LLVMGetElementPtr ||
        LLVMGetNumOperands(a) != LLVMGetNumOperands(b))
        return false;
    for (int i = 0; i < LLVMGetNumOperands(a); i++)
        if (LLVMGetOperand(a, i) != LLVMGetOperand(b, i))
            return false;
    return true;
}

static bool stores_into(LLVMValueRef inst, LLVMValueRef addr)
{
    return LLVMIsAStoreInst(inst) && same_address(LLVMGetOperand(inst, 1), addr);
}

static LLVMValueRef find_only_store(LLVMValueRef slot)
{
    LLVMValueRef found = NULL;
    for (LLVMUseRef u = LLVMGetFirstUse(slot); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if (!stores_into(user, slot))
            continue;
        if (found)
            return NULL;
        found = user;
    }
    return found;
}

/* Whether anything but loads from and stores into the object (directly or
 * through GEPs/casts) uses it: then other pointers may write it. Calls that
 * are handed the object are checked where they stand, in the path walk. */
static bool escapes(LLVMValueRef obj, unsigned depth)
{
    for (LLVMUseRef u = LLVMGetFirstUse(obj); u && depth < 4; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if (LLVMIsALoadInst(user) || LLVMIsACallInst(user))
            continue;
        if (LLVMIsAStoreInst(user)) {
            if (LLVMGetOperand(user, 0) == obj)   /* its address is stored */
                return true;
            continue;
        }
        if (LLVMIsAGetElementPtrInst(user) || LLVMIsACastInst(user)) {
            if (escapes(user, depth + 1))
                return true;
            continue;
        }
        return true;
    }
    return false;
}

/* ---- the per-slot memo ---------------------------------------------------- */

static size_t hash_value(LLVMValueRef v, size_t cap)
{
    uintptr_t h = (uintptr_t)v;
    h ^= h >> 17;
    h *= (uintptr_t)0x9e3779b97f4a7c15u;
    return (size_t)(h ^ (h >> 29)) & (cap - 1);
}

static struct slot_facts *facts_slot(struct slot_facts *table, size_t cap, LLVMValueRef slot)
{
    size_t i = hash_value(slot, cap);
    while (table[i].slot && table[i].slot != slot)
        i = (i + 1) & (cap - 1);
    return &table[i];
}

static void facts_grow(struct nvc_provenance *prov)
{
    size_t cap = prov->cap ? prov->cap * 2 : 64;
    struct slot_facts *table = calloc(cap, sizeof *table);
    if (!table)
        nvc_fatal("out of memory");
    for (size_t i = 0; i < prov->cap; i++)
        if (prov->facts[i].slot)
            *facts_slot(table, cap, prov->facts[i].slot) = prov->facts[i];
    free(prov->facts);
    prov->facts = table;
    prov->cap = cap;
}

/* The facts of `slot`, added (all unknown) on first use. */
static struct slot_facts *facts_of(struct nvc_provenance *prov, LLVMValueRef slot)
{
    if ((prov->len + 1) * 2 > prov->cap)
        facts_grow(prov);
    struct slot_facts *f = facts_slot(prov->facts, prov->cap, slot);
    if (!f->slot) {
        f->slot = slot;
        prov->len++;
    }
    return f;
}

LLVMValueRef nvc_only_store(struct nvc_provenance *prov, LLVMValueRef slot)
{
    struct slot_facts *f = facts_of(prov, slot);
    if (!f->has_only_store) {
        f->only_store = find_only_store(slot);
        f->has_only_store = true;
    }
    return f->only_store;
}

static bool slot_escapes(struct nvc_provenance *prov, LLVMValueRef slot)
{
    struct slot_facts *f = facts_of(prov, slot);
    if (!f->has_escapes) {
        f->escapes = escapes(slot, 0);
        f->has_escapes = true;
    }
    return f->escapes;
}

struct nvc_provenance *nvc_provenance_new(const struct nvc_kernel_index *kernels)
{
    struct nvc_provenance *prov = calloc(1, sizeof *prov);
    if (!prov)
        nvc_fatal("out of memory");
    prov->kernels = kernels;
    return prov;
}

void nvc_provenance_enter(struct nvc_provenance *prov, LLVMValueRef call)
{
    if (prov->ninlined == INLINE_FRAMES)
        nvc_fatal("inline stack overflow");   /* inlining.c stops before */
    struct frame *f = &prov->inlined[prov->ninlined];
    *f = (struct frame){call, LLVMGetCalledValue(call),
                        prov->ninlined ? &prov->inlined[prov->ninlined - 1] : NULL};
    prov->ninlined++;
}

void nvc_provenance_leave(struct nvc_provenance *prov)
{
    prov->ninlined--;
}

/* Where every walk starts: inside the innermost call being inlined. */
static const struct frame *start_frame(const struct nvc_provenance *prov)
{
    return prov->ninlined ? &prov->inlined[prov->ninlined - 1] : NULL;
}

void nvc_provenance_free(struct nvc_provenance *prov)
{
    if (!prov)
        return;
    free(prov->facts);
    free(prov);
}

/* ---- stack slots ----------------------------------------------------------- */

/* Blocks already walked by one slot query, so loops and diamonds are walked
 * once; past the capacity the walk stops. */
struct block_set {
    LLVMBasicBlockRef items[64];
    unsigned n;
};

static bool first_visit(struct block_set *seen, LLVMBasicBlockRef bb)
{
    for (unsigned i = 0; i < seen->n; i++)
        if (seen->items[i] == bb)
            return false;
    if (seen->n == sizeof seen->items / sizeof *seen->items)
        return false;
    seen->items[seen->n++] = bb;
    return true;
}

/* What `addr` (inside stack object `obj`) may hold just before `inst`, or at
 * the end of `bb` when inst is NULL: on each path back, the nearest store
 * into the same address. A call handed the object, or an aggregate copy into
 * it, ends that path unknown. */
static void slot_values_before(struct walk *w, LLVMValueRef inst, LLVMBasicBlockRef bb,
                               LLVMValueRef addr, LLVMValueRef obj, struct block_set *seen,
                               unsigned depth)
{
    for (inst = inst ? LLVMGetPreviousInstruction(inst) : LLVMGetLastInstruction(bb); inst;
         inst = LLVMGetPreviousInstruction(inst)) {
        if (stores_into(inst, addr)) {
            trace(w, LLVMGetOperand(inst, 0), depth + 1);
            return;
        }
        if (LLVMIsACallInst(inst) && call_touches(inst, obj))
            return;   /* also an aggregate copy into it */
    }
    /* predecessors: the blocks whose terminators name this one */
    for (LLVMUseRef u = LLVMGetFirstUse(LLVMBasicBlockAsValue(bb)); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef term = LLVMGetUser(u);
        if (LLVMIsAInstruction(term) && first_visit(seen, LLVMGetInstructionParent(term)))
            slot_values_before(w, NULL, LLVMGetInstructionParent(term), addr, obj, seen,
                               depth + 1);
    }
}

static void trace_load(struct walk *w, LLVMValueRef load, unsigned depth)
{
    LLVMValueRef addr = LLVMGetOperand(load, 0);
    LLVMValueRef obj = nvc_base_object(addr);
    if (!obj || !LLVMIsAAllocaInst(obj) || slot_escapes(w->prov, obj))
        return;
    struct block_set seen = {{0}, 0};
    slot_values_before(w, load, LLVMGetInstructionParent(load), addr, obj, &seen, depth);
}

/* ---- arguments ------------------------------------------------------------- */

/* Inside a function whose result is being traced for one call, a parameter
 * is that call's argument, traced where the call stands. */
static bool trace_bound_argument(struct walk *w, LLVMValueRef arg, unsigned depth)
{
    const struct frame *f = w->frame;
    if (!f || f->callee != LLVMGetParamParent(arg))
        return false;
    struct walk outer = {w->prov, f->outer, w->out};
    trace(&outer, LLVMGetOperand(f->call, nvc_param_index(arg)), depth + 1);
    return true;
}

/* A by-value argument is the callee's local copy (NVPTX copies byval kernel
 * parameters to local memory once their address is taken, unless they are
 * __grid_constant__). Any other argument of a device function is whatever
 * each caller passes (only the call being returned from, when the walk came
 * in through a call's result); a kernel's come from the host. */
static void trace_argument(struct walk *w, LLVMValueRef arg, unsigned depth)
{
    LLVMValueRef fn = LLVMGetParamParent(arg);
    unsigned index = nvc_param_index(arg);
    if (nvc_enum_attr(fn, index, "byval")) {
        if (!nvc_string_attr(fn, index, "nvvm.grid_constant"))
            add_origin(w->out, (struct nvc_origin){NVC_MEM_LOCAL, arg, NULL, NULL});
        return;
    }
    if (trace_bound_argument(w, arg, depth) || nvc_is_kernel(w->prov->kernels, fn))
        return;
    /* Use lists run newest first; visit the calls in the order they were made,
     * which is module order, so findings read in source order. */
    LLVMValueRef calls[16];
    unsigned ncalls = 0;
    for (LLVMUseRef u = LLVMGetFirstUse(fn); u && ncalls < 16; u = LLVMGetNextUse(u)) {
        LLVMValueRef call = LLVMGetUser(u);
        if (LLVMIsACallInst(call) && LLVMGetCalledValue(call) == fn)
            calls[ncalls++] = call;
    }
    while (ncalls-- > 0) {
        LLVMValueRef call = calls[ncalls];
        struct nvc_origins found = {0};
        struct walk inner = {w->prov, NULL, &found};
        trace(&inner, LLVMGetOperand(call, index), depth + 1);
        for (unsigned i = 0; i < found.n; i++) {
            found.items[i].via = call;   /* the outermost call wins */
            add_origin(w->out, found.items[i]);
        }
    }
}

/* The result of a call to a __device__ function defined in the module: what
 * each of its `ret` instructions returns, its parameters bound to this call's
 * arguments (`child<<<1, 1>>>(pick(&local))`). */
static void trace_call_result(struct walk *w, LLVMValueRef call, unsigned depth)
{
    LLVMValueRef callee = LLVMGetCalledValue(call);
    if (!callee || !LLVMIsAFunction(callee) || LLVMIsDeclaration(callee))
        return;
    struct nvc_origins found = {0};
    struct frame frame = {call, callee, w->frame};
    struct walk inner = {w->prov, &frame, &found};
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(callee); bb;
         bb = LLVMGetNextBasicBlock(bb)) {
        LLVMValueRef term = LLVMGetBasicBlockTerminator(bb);
        if (term && LLVMIsAReturnInst(term) && LLVMGetNumOperands(term) == 1)
            trace(&inner, LLVMGetOperand(term, 0), depth + 1);
    }
    for (unsigned i = 0; i < found.n; i++) {
        found.items[i].returned_by = call;   /* the outermost call wins */
        add_origin(w->out, found.items[i]);
    }
}

/* ---- the walk -------------------------------------------------------------- */

static void trace_operands(struct walk *w, LLVMValueRef v, unsigned first, unsigned last,
                           unsigned depth)
{
    for (unsigned i = first; i <= last && i < (unsigned)LLVMGetNumOperands(v); i++)
        trace(w, LLVMGetOperand(v, i), depth + 1);
}

/* The object the pointer is derived from, when the IR shows it. */
static void trace_structure(struct walk *w, LLVMValueRef v, unsigned depth)
{
    if (LLVMIsAAllocaInst(v)) {   /* NVPTX allocas live in local memory */
        add_origin(w->out, (struct nvc_origin){NVC_MEM_LOCAL, v, NULL, NULL});
        return;
    }
    if (LLVMIsAArgument(v)) {
        trace_argument(w, v, depth);
        return;
    }
    switch (opcode(v)) {
    case LLVMBitCast:
    case LLVMAddrSpaceCast:
    case LLVMGetElementPtr:
    case LLVMIntToPtr:   /* (int *)(uintptr_t)&x */
    case LLVMPtrToInt:
        trace(w, LLVMGetOperand(v, 0), depth + 1);
        break;
    case LLVMPHI:
        trace_operands(w, v, 0, ~0u, depth);
        break;
    case LLVMSelect:
        trace_operands(w, v, 1, 2, depth);
        break;
    case LLVMLoad:
        trace_load(w, v, depth);
        break;
    case LLVMCall:
        trace_call_result(w, v, depth);
        break;
    default:
        break;
    }
}

/* When the walk finds no object, the pointer's own address space may still
 * say where it points (an addrspace(5) or (3) value from elsewhere). */
static void trace(struct walk *w, LLVMValueRef v, unsigned depth)
{
    if (!v || depth > TRACE_DEPTH)
        return;
    unsigned before = w->out->n;
    trace_structure(w, v, depth);
    if (w->out->n != before || LLVMGetTypeKind(LLVMTypeOf(v)) != LLVMPointerTypeKind)
        return;
    unsigned as = LLVMGetPointerAddressSpace(LLVMTypeOf(v));
    LLVMValueRef decl = LLVMIsAGlobalVariable(v) ? v : NULL;
    if (as == NVC_AS_LOCAL)
        add_origin(w->out, (struct nvc_origin){NVC_MEM_LOCAL, decl, NULL, NULL});
    else if (as == NVC_AS_SHARED)
        add_origin(w->out, (struct nvc_origin){NVC_MEM_SHARED, decl, NULL, NULL});
}

void nvc_pointer_origins(struct nvc_provenance *prov, LLVMValueRef v, struct nvc_origins *out)
{
    struct walk w = {prov, start_frame(prov), out};
    trace(&w, v, 0);
}

/* ---- aggregates ------------------------------------------------------------ */

static void aggregate_origins(struct walk *w, LLVMValueRef src, unsigned depth)
{
    LLVMValueRef obj = nvc_base_object(src);
    if (!obj || !LLVMIsAAllocaInst(obj) || depth > 4)
        return;
    LLVMValueRef fn = LLVMGetBasicBlockParent(LLVMGetInstructionParent(obj));
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
            if (LLVMIsAStoreInst(i) && nvc_base_object(LLVMGetOperand(i, 1)) == obj)
                trace(w, LLVMGetOperand(i, 0), 0);
            else if (nvc_is_memcpy_into(i, obj))
                aggregate_origins(w, LLVMGetOperand(i, 1), depth + 1);
        }
}

void nvc_aggregate_origins(struct nvc_provenance *prov, LLVMValueRef src, struct nvc_origins *out)
{
    struct walk w = {prov, start_frame(prov), out};
    aggregate_origins(&w, src, 0);
}
