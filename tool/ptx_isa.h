/* ptx_isa.h: the PTX ISA version inline PTX is judged at
 * (nvc_verify_options.ptx_isa and ptx_isa_origin): the version the user's
 * build writes into its PTX, and what says so.
 *
 * Measured (docs/scan.md, "Archs and PTX ISA, measured"): nvcc 13 writes
 * `.version 9.0` for every target, clang 22 `.version 8.8` for every target
 * it compiles (sm_50 ... sm_121a). A clang command can pin another version
 * with --cuda-feature=+ptxNN or -Xclang -target-feature -Xclang +ptxNN. */
#ifndef NVC_PTX_ISA_H
#define NVC_PTX_ISA_H

#include <stdbool.h>
#include <stddef.h>

#define NVC_PTX_ISA_NVCC 90    /* nvcc 13's .version */
#define NVC_PTX_ISA_CLANG 88   /* clang 22's .version */
#define NVC_PTX_ISA_NVCC_ORIGIN "nvcc 13's default"
#define NVC_PTX_ISA_CLANG_ORIGIN "clang 22's"

/* "8.8" -> 88, when ptxas 13 accepts `.version 8.8`; false for anything
 * else ("9.1", "8", "8.8.0", "08.8"). */
bool nvc_ptx_isa_parse(const char *text, unsigned *version);

/* 88 -> "8.8", written into buf. */
const char *nvc_ptx_isa_format(unsigned version, char *buf, size_t cap);

/* Which flag of a clang command line pinned the version. */
enum nvc_ptx_pin { NVC_PTX_PIN_NONE, NVC_PTX_PIN_CUDA_FEATURE, NVC_PTX_PIN_TARGET_FEATURE };

/* The flags of a clang command line that choose PTX features, collected in
 * order by nvc_ptx_pins_take. */
struct nvc_ptx_pins {
    const char *cuda_feature;        /* the last --cuda-feature= value, or NULL */
    const char **target_features;    /* -Xclang -target-feature -Xclang <value>s, in order */
    size_t ntarget_features, cap;    /* (malloc'd: nvc_ptx_pins_free) */
};

/* When argv[*i] starts a flag that chooses PTX features (--cuda-feature=V,
 * -Xclang -target-feature -Xclang V), records it, leaves *i on its last
 * argument and returns true; otherwise returns false and leaves *i. */
bool nvc_ptx_pins_take(struct nvc_ptx_pins *p, const char *const *argv, int argc, int *i);

/* The PTX ISA version clang writes with these flags, as LLVM 22 decides it:
 * the driver's own +ptx88 unless a --cuda-feature replaces it, then the
 * -Xclang -target-feature values in order (a later -ptxNN turns off an
 * earlier +ptxNN), and the highest +ptxNN left wins. 0 when the flags pin
 * nothing, or leave no +ptxNN (LLVM then writes the target's minimum
 * version, which is not modelled); *by says which flag gave the version. */
unsigned nvc_ptx_pins_version(const struct nvc_ptx_pins *p, enum nvc_ptx_pin *by);

void nvc_ptx_pins_free(struct nvc_ptx_pins *p);

#endif
