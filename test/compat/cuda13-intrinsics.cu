// Pattern 3 of docs/compat.md: CUDA 13 device functions clang 22's wrapper
// headers do not declare (the measured list is frontend/compat/cuda13-missing.txt;
// cuda13-missing.test checks that the checker compiles all of it): the
// cache-hinted __ldca/__ldlu/__stcg/__stcs/__stwb, the unsigned long
// __ldcg/__ldcs/__ldcv and long __stwt, the sm_100 f32x2 arithmetic,
// __tanhf, the long double classification functions,
// __nv_aligned_device_malloc and the 16-byte atomicCAS/atomicExch. The
// bundled header gives them what nvcc emits (nvcc -arch=sm_100 -ptx, pinned
// in nvcc-accepts.test: st.global.cs.f32, fma.rn.f32x2, mul.rz.f32x2,
// add.rp.f32x2 for _ru, ld.global.cg.u64, st.global.wt.s64, tanh.approx.f32,
// abs.f64 for long double, a call of __cuda_syscall_aligned_malloc,
// atom.cas.b128).
// REQUIRES: cuda
// RUN: %nvvmcheck --arch=sm_100 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
// RUN: %compat_probe asm sm_100 %s | FileCheck %s --check-prefix=IR
// RUN: %compat_probe ir sm_100 %s | FileCheck %s --check-prefix=MODULE
// The f32x2 functions are sm_100 only in device code, as with nvcc: at
// sm_90 a call compiled for the device fails (nvcc: identifier "__ffma2_rn"
// is undefined; uninstantiated-template.cu has the template that does not).
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
// SM90: error: static assertion failed {{.*}}: nvcc: identifier "__ffma2_rn" is undefined in device code for this arch (crt/sm_100_rt.h: sm_100 and later)
// SM90: cuda13-intrinsics.cu:[[#@LINE-11]]:10: note: in instantiation of function template specialization '__ffma2_rn<void>' requested here
// SM90: does not compile for sm_90

__global__ void others(float *f, double *d, long double *ld, int *r, void **m,
                       const unsigned long *ul, long *l, unsigned long *ul2) {
  f[0] = __tanhf(f[1]);
  r[0] = __finitel(ld[0]) + __isinfl(ld[0]) + __isnanl(ld[0]) + __signbitl(ld[0]) + __signbit(d[0]);
  r[1] = isfinite(ld[0]) + isinf(ld[0]) + isnan(ld[0]) + signbit(ld[0]);
  m[0] = __nv_aligned_device_malloc(64, 16);
  ul2[0] = __ldcg(ul) + __ldcs(ul + 1) + __ldcv(ul + 2);
  __stwt(l, 1L);
  __stwt(ul2 + 1, 2UL);
}
// IR-DAG: asm "tanh.approx.f32 $0, $1;"
// IR-DAG: asm "ld.global.cg.u64 $0, [$1];"
// IR-DAG: asm "ld.global.cs.u64 $0, [$1];"
// IR-DAG: asm "ld.global.cv.u64 $0, [$1];"
// IR-DAG: asm "st.global.wt.s64 [$0], $1;"
// IR-DAG: asm "st.global.wt.u64 [$0], $1;"

// sm_90_rt.h's atomicCAS / atomicExch over 16-byte types: atom.cas.b128 and
// atom.exch.b128 on the mov.b128-joined halves, scoped .cta/.sys for
// _block/_system.
struct __align__(16) Pair { unsigned long long lo, hi; };
__global__ void wide(Pair *p, Pair x, Pair y) {
  p[1] = atomicCAS(p, x, y);
  p[2] = atomicCAS_block(p, x, y);
  p[3] = atomicExch(p, y);
  p[4] = atomicExch_system(p, y);
}
// IR-DAG: atom.cas.b128 %nvc_d, [$6], %nvc_b, %nvc_c;
// IR-DAG: atom.cta.cas.b128 %nvc_d, [$6], %nvc_b, %nvc_c;
// IR-DAG: atom.exch.b128 %nvc_d, [$4], %nvc_b;
// IR-DAG: atom.sys.exch.b128 %nvc_d, [$4], %nvc_b;

// long double is double in device code (nvcc: warning 20208, abs.f64 against
// infinity; the sign from the high word). The compile inlines nothing
// (docs/inlining.md): the helpers and libdevice's functions they call stay
// functions, defined after the kernel.
// MODULE-LABEL: define {{.*}} @_Z6othersPfPdPePiPPvPKmPlPm(
// MODULE-DAG: call double @llvm.nvvm.fabs.f64(double
// MODULE-DAG: call i32 @llvm.nvvm.d2i.hi(double
// MODULE-DAG: call {{.*}}ptr @__cuda_syscall_aligned_malloc(i64 {{.*}}, i64
// MODULE-DAG: declare {{.*}}ptr @__cuda_syscall_aligned_malloc(i64 noundef, i64 noundef)
