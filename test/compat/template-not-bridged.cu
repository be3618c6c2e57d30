// Pattern 9 of docs/compat.md, what it does not bridge (nvcc compiles both):
// - one name that is a type in one instantiation and a value in another:
//   `typename` fixes the first and breaks the second, so the compile with it
//   fails and clang's first error stands (nvcc -ptx: 8 and 4);
// - a qualified name spelled by a macro (`TILE(GG)`): clang points into the
//   macro's argument, where no qualified name is written, so no keyword is
//   inserted.
// REQUIRES: cuda
// RUN: not %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --check-prefix=MIXED
// RUN: not %nvvmcheck --arch=sm_90 %s -- -DVIA_MACRO 2>&1 | FileCheck %s --check-prefix=MACRO

struct G { using a_tile = double; };
struct H { static constexpr int a_tile = 3; };
#define TILE(GG) GG::a_tile
template <typename GG> __global__ void k(int *out) {
#ifdef VIA_MACRO
  out[0] = sizeof(TILE(GG));
#else
  out[0] = sizeof(GG::a_tile);
#endif
}
template __global__ void k<G>(int *);
template __global__ void k<H>(int *);

// MIXED: template-not-bridged.cu:19:19: error: missing 'typename' prior to dependent type name 'G::a_tile' (aka 'double')
// MIXED: does not compile for sm_90 (1 error)
// MACRO: template-not-bridged.cu:17:24: error: missing 'typename' prior to dependent type name 'G::a_tile' (aka 'double')
// MACRO: does not compile for sm_90 (1 error)
