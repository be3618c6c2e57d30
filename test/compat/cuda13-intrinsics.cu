// Pattern 3 of docs/compat.md: CUDA 13 device functions clang 22's wrapper
// headers do not declare (measured over every __device__ name of the
// sm_*_intrinsics.h, sm_*_rt.h and device_functions.h headers nvcc uses):
// the cache-hinted __ldca/__ldlu/__stcg/__stcs/__stwb and the sm_100 f32x2
// arithmetic. The bundled header gives them the PTX nvcc emits (nvcc
// -arch=sm_100 -ptx: st.global.cs.f32, fma.rn.f32x2, mul.rz.f32x2,
// add.rp.f32x2 for _ru, ...).
// REQUIRES: cuda
// RUN: %nvvmcheck --arch=sm_100 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
// RUN: %compat_probe asm sm_100 %s | FileCheck %s --check-prefix=IR
// The f32x2 functions are sm_100 only, as with nvcc: at sm_90 they are not
// declared.
// RUN: not %nvvmcheck --arch=sm_90 %s -- -DUSE_F32X2_BELOW_SM100 2>&1 | FileCheck %s --check-prefix=SM90

// CHECK: no findings in 1 file

__global__ void streaming(float *out, float4 *v, int *i, const double *d) {
  __stcs(out, __ldcs(out + 1));
  __stcg(out + 2, __ldca(out + 3));
  __stwb(out + 4, __ldlu(out + 5));
  __stcs(v, v[1]);
  __stcg(i, __ldlu(i + 1));
  out[6] = (float)__ldca(d);
}
// IR-DAG: asm "st.global.cs.f32 [$0], $1;"
// IR-DAG: asm "ld.global.ca.f32 $0, [$1];"
// IR-DAG: asm "st.global.cg.f32 [$0], $1;"
// IR-DAG: asm "ld.global.lu.f32 $0, [$1];"
// IR-DAG: asm "st.global.wb.f32 [$0], $1;"
// IR-DAG: asm "st.global.cs.v4.f32 [$0], {$1,$2,$3,$4};"
// IR-DAG: asm "st.global.cg.s32 [$0], $1;"
// IR-DAG: asm "ld.global.lu.s32 $0, [$1];"
// IR-DAG: asm "ld.global.ca.f64 $0, [$1];"

#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 1000 || defined(USE_F32X2_BELOW_SM100)
__global__ void pairs(float2 *q) {
  q[3] = __ffma2_rn(q[0], q[1], q[2]);
  q[4] = __fmul2_rz(q[0], q[1]);
  q[5] = __fadd2_ru(q[0], q[1]);
  q[6] = __fadd2_rd(q[0], q[1]);
}
#endif
// IR-DAG: asm "fma.rn.f32x2 $0, $1, $2, $3;"
// IR-DAG: asm "mul.rz.f32x2 $0, $1, $2;"
// IR-DAG: asm "add.rp.f32x2 $0, $1, $2;"
// IR-DAG: asm "add.rm.f32x2 $0, $1, $2;"
// SM90: cuda13-intrinsics.cu:[[#@LINE-10]]:10: error: use of undeclared identifier '__ffma2_rn'
// SM90: does not compile for sm_90
