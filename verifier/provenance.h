/* provenance.h: where a pointer may point. Pure computation over the IR, no
 * judgement: check_launch.c decides what to report. */
#ifndef NVC_PROVENANCE_H
#define NVC_PROVENANCE_H

#include "nvvm_props.h"

#include <llvm-c/Types.h>
#include <stdbool.h>

enum nvc_memory { NVC_MEM_LOCAL, NVC_MEM_SHARED };

struct nvc_origin {
    enum nvc_memory mem;
    LLVMValueRef decl;   /* the alloca, global or byval argument; NULL when only
                            the address space is known */
    LLVMValueRef via;    /* the outermost call the pointer came in through */
    LLVMValueRef returned_by;   /* the outermost call whose result it is */
};

/* Every local or shared object a value may point into, each once. Bounded:
 * a walk that would find more stops at the capacity. */
struct nvc_origins {
    struct nvc_origin items[8];
    unsigned n;
};

/* What the walks learn about each stack slot (its only store, whether its
 * address escapes), kept for a module so that each slot's uses are walked
 * once, not once per load. */
struct nvc_provenance;
struct nvc_provenance *nvc_provenance_new(const struct nvc_kernel_index *kernels);
void nvc_provenance_free(struct nvc_provenance *prov);
/* Around a walk of an inlined body (inlining.c): until the matching leave,
 * every walk starts inside the callee of `call`, its parameters bound to
 * the call's arguments, and those of the calls entered before. */
void nvc_provenance_enter(struct nvc_provenance *prov, LLVMValueRef call);
void nvc_provenance_leave(struct nvc_provenance *prov);

/* Origins of the pointer `v`: through GEPs, casts (also via integers), phis,
 * selects, constant expressions, -O0 stack slots and struct fields (the stores
 * that reach the load on each path back; a slot whose address escapes is not
 * followed), by-value arguments (a local copy unless __grid_constant__), the
 * arguments of device functions (through each call site) and the results of
 * calls to device functions defined in the module (what they return, their
 * parameters bound to that call's arguments). */
void nvc_pointer_origins(struct nvc_provenance *prov, LLVMValueRef v, struct nvc_origins *out);

/* Origins of the pointers stored into the aggregate at `src` (a stack object
 * that is then copied whole, e.g. a struct launch argument). */
void nvc_aggregate_origins(struct nvc_provenance *prov, LLVMValueRef src, struct nvc_origins *out);

/* The object a pointer is computed from, through GEPs and casts. */
LLVMValueRef nvc_base_object(LLVMValueRef v);
/* v without bitcasts and addrspacecasts. */
LLVMValueRef nvc_strip_casts(LLVMValueRef v);
/* The only store into a stack slot, or NULL when there are several
 * (memoised: the slot's uses are walked once). */
LLVMValueRef nvc_only_store(struct nvc_provenance *prov, LLVMValueRef slot);
/* A call to llvm.memcpy/llvm.memmove whose destination is computed from
 * dest_base (any destination when dest_base is NULL). */
bool nvc_is_memcpy_into(LLVMValueRef inst, LLVMValueRef dest_base);

#endif
