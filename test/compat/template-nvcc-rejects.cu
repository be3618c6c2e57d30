// Pattern 9 of docs/compat.md, its bounds: where nvcc rejects the code, the
// checker adds no keyword and reports clang's error. The same errors raised
// in a template's definition (not while instantiating it) are nvcc's errors
// too; and where `typename` would not make valid code (a type used as a
// value), the compile with the keyword fails and clang's first error stands.
// test/compat/nvcc-accepts.test pins nvcc's errors on the three cases.
// REQUIRES: cuda
// RUN: not %nvvmcheck --arch=sm_90 %s -- -DDEFINITION_TYPENAME 2>&1 | FileCheck %s --check-prefix=DEF-TYPENAME
// RUN: not %nvvmcheck --arch=sm_90 %s -- -DDEFINITION_TEMPLATE 2>&1 | FileCheck %s --check-prefix=DEF-TEMPLATE
// RUN: not %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --check-prefix=VALUE

struct G { using a_tile = float; template <int N, typename T> __device__ static int f1(int x) { return x + N; } };
#if defined(DEFINITION_TYPENAME)
template <typename GG> __device__ int k(int *out) { GG::a_tile x = 1; return (int)x; }
#elif defined(DEFINITION_TEMPLATE)
template <typename GG> __device__ int k(int *out) { return GG::f1<3, int>(out[0]); }
#else
template <typename GG> __device__ int k(int *out) { return GG::a_tile * 2; }
#endif
__global__ void use(int *out) { out[0] = k<G>(out); }

// DEF-TYPENAME: template-nvcc-rejects.cu:14:53: error: missing 'typename' prior to dependent type name 'GG::a_tile'
// DEF-TYPENAME: does not compile for sm_90 (1 error)
// DEF-TEMPLATE: template-nvcc-rejects.cu:16:64: error: missing 'template' keyword prior to dependent template name 'f1'
// DEF-TEMPLATE: does not compile for sm_90 (1 error)
// VALUE: template-nvcc-rejects.cu:18:60: error: missing 'typename' prior to dependent type name 'G::a_tile' (aka 'float')
// VALUE: does not compile for sm_90 (1 error)
