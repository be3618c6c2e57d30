/* nvc_cuda13_compat.h: force-included by cuda-nvvmcheck into every device
 * compile (from a virtual path; the binary embeds this file). It declares
 * what nvcc 13 offers device code and clang 22's CUDA wrapper headers do
 * not, with the semantics nvcc gives them: the same PTX instructions (inline
 * asm, as CUDA's own headers spell them) or the clang builtins that lower
 * to them. docs/compat.md section 3 lists each entry and how it was measured.
 *
 * What it must cover is generated, not written by hand: cuda13-missing.txt
 * (next to this file; scripts/gen-compat-intrinsics) lists every device
 * function signature of the toolkit's headers that nvcc accepts and clang 22
 * rejects, per arch, called from device code and from a function template that
 * is never instantiated; test/compat/cuda13-missing.test checks that the
 * checker compiles each one. Plus nvcc's __nv_atomic_* builtins (CUDA 12.8+),
 * which code reaches once __CUDACC_VER_MAJOR__ is defined (CUTLASS's
 * subbyte_reference.h), and the __shared__ rewrite's macro. */
#ifndef NVC_CUDA13_COMPAT_H
#define NVC_CUDA13_COMPAT_H
#pragma clang system_header

/* Only with the CUDA headers (-nocudainc leaves __device__ undefined). */
#if defined(__CUDA__) && defined(__cplusplus) && defined(__device__)

#define __NVC_DEV static __device__ __inline__ __attribute__((always_inline))

/* nvcc's crt/common_functions.h includes <string.h> and <time.h> (outside
 * NVRTC), so nvcc TUs have CLOCKS_PER_SEC and time() without including
 * <time.h>; clang's wrapper defines __COMMON_FUNCTIONS_H__ and skips that
 * header. test/compat/host-time.cu (llm.c's dev/cuda/permute.cu). */
#if !defined(__CUDACC_RTC__)
#include <string.h>
#include <time.h>
#endif

/* ---- cache-hinted loads and stores (sm_32_intrinsics.h) ----------------
 * PTX ld.global.{ca,lu} / st.global.{cg,cs,wb}, with the operand types and
 * register classes of CUDA's sm_32_intrinsics.hpp. */
#define __NVC_LD1(F, OP, T, TMP, C)                                             \
    __NVC_DEV T F(const T *__p) {                                              \
        TMP __r;                                                               \
        asm(OP " %0, [%1];" : "=" C(__r) : "l"(__p) : "memory");               \
        return (T)__r;                                                         \
    }
#define __NVC_LD2(F, OP, T, TMP, C)                                             \
    __NVC_DEV T F(const T *__p) {                                              \
        TMP __t;                                                               \
        T __r;                                                                 \
        asm(OP " {%0,%1}, [%2];" : "=" C(__t.x), "=" C(__t.y) : "l"(__p)       \
            : "memory");                                                       \
        __r.x = (decltype(__r.x))__t.x;                                        \
        __r.y = (decltype(__r.y))__t.y;                                        \
        return __r;                                                            \
    }
#define __NVC_LD4(F, OP, T, TMP, C)                                             \
    __NVC_DEV T F(const T *__p) {                                              \
        TMP __t;                                                               \
        T __r;                                                                 \
        asm(OP " {%0,%1,%2,%3}, [%4];"                                         \
            : "=" C(__t.x), "=" C(__t.y), "=" C(__t.z), "=" C(__t.w)           \
            : "l"(__p) : "memory");                                            \
        __r.x = (decltype(__r.x))__t.x;                                        \
        __r.y = (decltype(__r.y))__t.y;                                        \
        __r.z = (decltype(__r.z))__t.z;                                        \
        __r.w = (decltype(__r.w))__t.w;                                        \
        return __r;                                                            \
    }
#define __NVC_ST1(F, OP, T, TMP, C)                                             \
    __NVC_DEV void F(T *__p, T __v) {                                          \
        asm(OP " [%0], %1;" ::"l"(__p), C((TMP)__v) : "memory");               \
    }
#define __NVC_ST2(F, OP, T, TMP, C)                                             \
    __NVC_DEV void F(T *__p, T __v) {                                          \
        typedef decltype(TMP::x) __E;                                          \
        asm(OP " [%0], {%1,%2};" ::"l"(__p), C((__E)__v.x), C((__E)__v.y)      \
            : "memory");                                                       \
    }
#define __NVC_ST4(F, OP, T, TMP, C)                                             \
    __NVC_DEV void F(T *__p, T __v) {                                          \
        typedef decltype(TMP::x) __E;                                          \
        asm(OP " [%0], {%1,%2,%3,%4};" ::"l"(__p), C((__E)__v.x),              \
            C((__E)__v.y), C((__E)__v.z), C((__E)__v.w) : "memory");           \
    }

/* K(kind: LD or ST, F, instruction prefix) for every overload of
 * sm_32_intrinsics.h (64-bit long, as on every CUDA 13 target). */
#define __NVC_CACHE_HINTED(K, F, P)                                            \
    K##1(F, P ".s8", char, int, "r")                                           \
    K##1(F, P ".s8", signed char, int, "r")                                    \
    K##1(F, P ".s16", short, short, "h")                                       \
    K##1(F, P ".s32", int, int, "r")                                           \
    K##1(F, P ".s64", long long, long long, "l")                               \
    K##1(F, P ".s64", long, long, "l")                                         \
    K##1(F, P ".u8", unsigned char, unsigned int, "r")                         \
    K##1(F, P ".u16", unsigned short, unsigned short, "h")                     \
    K##1(F, P ".u32", unsigned int, unsigned int, "r")                         \
    K##1(F, P ".u64", unsigned long long, unsigned long long, "l")             \
    K##1(F, P ".u64", unsigned long, unsigned long, "l")                       \
    K##1(F, P ".f32", float, float, "f")                                       \
    K##1(F, P ".f64", double, double, "d")                                     \
    K##2(F, P ".v2.s8", char2, int2, "r")                                      \
    K##4(F, P ".v4.s8", char4, int4, "r")                                      \
    K##2(F, P ".v2.s16", short2, short2, "h")                                  \
    K##4(F, P ".v4.s16", short4, short4, "h")                                  \
    K##2(F, P ".v2.s32", int2, int2, "r")                                      \
    K##4(F, P ".v4.s32", int4, int4, "r")                                      \
    K##2(F, P ".v2.s64", longlong2, longlong2, "l")                            \
    K##2(F, P ".v2.u8", uchar2, uint2, "r")                                    \
    K##4(F, P ".v4.u8", uchar4, uint4, "r")                                    \
    K##2(F, P ".v2.u16", ushort2, ushort2, "h")                                \
    K##4(F, P ".v4.u16", ushort4, ushort4, "h")                                \
    K##2(F, P ".v2.u32", uint2, uint2, "r")                                    \
    K##4(F, P ".v4.u32", uint4, uint4, "r")                                    \
    K##2(F, P ".v2.u64", ulonglong2, ulonglong2, "l")                          \
    K##2(F, P ".v2.f32", float2, float2, "f")                                  \
    K##4(F, P ".v4.f32", float4, float4, "f")                                  \
    K##2(F, P ".v2.f64", double2, double2, "d")

__NVC_CACHE_HINTED(__NVC_LD, __ldca, "ld.global.ca")
__NVC_CACHE_HINTED(__NVC_LD, __ldlu, "ld.global.lu")
__NVC_CACHE_HINTED(__NVC_ST, __stcg, "st.global.cg")
__NVC_CACHE_HINTED(__NVC_ST, __stcs, "st.global.cs")
__NVC_CACHE_HINTED(__NVC_ST, __stwb, "st.global.wb")

/* The overloads of __ldcg/__ldcs/__ldcv/__stwt that clang 22 has for every
 * type of sm_32_intrinsics.h but these (64-bit long); nvcc 13 -arch=sm_90
 * -ptx: ld.global.cg.u64, ld.global.cs.u64, ld.global.cv.u64,
 * st.global.wt.s64, st.global.wt.u64. */
__NVC_LD1(__ldcg, "ld.global.cg.u64", unsigned long, unsigned long, "l")
__NVC_LD1(__ldcs, "ld.global.cs.u64", unsigned long, unsigned long, "l")
__NVC_LD1(__ldcv, "ld.global.cv.u64", unsigned long, unsigned long, "l")
__NVC_ST1(__stwt, "st.global.wt.s64", long, long, "l")
__NVC_ST1(__stwt, "st.global.wt.u64", unsigned long, unsigned long, "l")

/* ---- math functions nvcc declares for device code and clang leaves to glibc's
 * host declarations (crt/math_functions.h, crt/device_functions.h) ----------
 * nvcc treats long double as double in device code (warning 20208): nvcc 13
 * -ptx gives __finitel/isfinite the test |x| < inf, __isinfl/isinf |x| == inf,
 * __isnanl/isnan |x| unordered-greater-than inf (abs.f64, setp.{lt,eq,gtu}.f64),
 * __signbitl/__signbit/signbit the sign bit of the high word; clang's double
 * versions compute the same. __tanhf (CUDA 12.8+) is tanh.approx.f32. clang
 * declares the long double overloads of isfinite & co. for MSVC only, so
 * they are ambiguous between its float and double overloads. */
__NVC_DEV int __finitel(long double __x) { return __finite((double)__x); }
__NVC_DEV int __isinfl(long double __x) { return __isinf((double)__x); }
__NVC_DEV int __isnanl(long double __x) { return __isnan((double)__x); }
__NVC_DEV int __signbitl(long double __x) { return __signbitd((double)__x); }
__NVC_DEV int __signbit(double __x) { return __signbitd(__x); }
__NVC_DEV bool isfinite(long double __x) { return __isfinited((double)__x); }
__NVC_DEV bool isinf(long double __x) { return __isinf((double)__x); }
__NVC_DEV bool isnan(long double __x) { return __isnan((double)__x); }
__NVC_DEV bool signbit(long double __x) { return __signbitd((double)__x); }
__NVC_DEV float __tanhf(float __x) {
    float __r;
    asm("tanh.approx.f32 %0, %1;" : "=f"(__r) : "f"(__x));
    return __r;
}

/* __nv_aligned_device_malloc (crt/math_functions.h): nvcc 13 -ptx calls the
 * device runtime's __cuda_syscall_aligned_malloc(size, align). */
extern "C" __device__ void *__cuda_syscall_aligned_malloc(size_t, size_t);
__NVC_DEV void *__nv_aligned_device_malloc(size_t __size, size_t __align) {
    return __cuda_syscall_aligned_malloc(__size, __align);
}

/* ---- functions nvcc declares in its host pass only, below an arch ----------
 * nvcc compiles a .cu twice. Its host pass declares every function of
 * crt/sm_80_rt.h, crt/sm_90_rt.h, crt/sm_100_rt.h and cuda_bf16.h; its device
 * pass (cicc, at one arch) only at or above their `__CUDA_ARCH__ >= 800/900/
 * 1000` gates (and cuda_fp16.h's half __shfl below 700). The device pass does
 * not check a function template that is never instantiated; the host pass
 * does, with its declarations. So nvcc accepts `__fmul2_rn(a, b)` in such a
 * template at sm_90a (DeepGEMM, issue 13) and rejects the call once it is
 * compiled for the device (`identifier "__fmul2_rn" is undefined`). clang looks
 * a non-dependent call up where the template is defined. Below the gate, each
 * such function is declared here as a function template with the toolkit's
 * signature: lookup at the definition succeeds, and instantiating it, which a
 * call compiled for the device does, fails with nvcc's message. Measured:
 * cuda13-missing.txt, column template. */
template <class __D> struct __nvc_host_pass_only { static const bool value = false; };
/* a type the stub names before its header defines it (cuda_fp16.h, cuda_bf16.h
 * declare them the same way), made dependent so that it is only needed
 * complete when a stub is instantiated */
template <class __T, class __D> struct __nvc_late { typedef __T type; };
#define __NVC_LATE(T) typename __nvc_late<T, __NvcD>::type
#define __NVC_HOST_PASS_ONLY(RET, F, PARAMS, WHERE)                                \
    template <class __NvcD = void> static __device__ RET F PARAMS {                \
        static_assert(__nvc_host_pass_only<__NvcD>::value,                        \
                      "nvcc: identifier \"" #F "\" is undefined in device code "  \
                      "for this arch (" WHERE ")");                              \
        __builtin_unreachable();                                                 \
    }
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ < 1000
#define __NVC_SM100(RET, F, PARAMS) __NVC_HOST_PASS_ONLY(RET, F, PARAMS, "crt/sm_100_rt.h: sm_100 and later")
__NVC_SM100(float2, __fadd2_rn, (float2, float2)) __NVC_SM100(float2, __fadd2_rz, (float2, float2))
__NVC_SM100(float2, __fadd2_rd, (float2, float2)) __NVC_SM100(float2, __fadd2_ru, (float2, float2))
__NVC_SM100(float2, __fmul2_rn, (float2, float2)) __NVC_SM100(float2, __fmul2_rz, (float2, float2))
__NVC_SM100(float2, __fmul2_rd, (float2, float2)) __NVC_SM100(float2, __fmul2_ru, (float2, float2))
__NVC_SM100(float2, __ffma2_rn, (float2, float2, float2)) __NVC_SM100(float2, __ffma2_rz, (float2, float2, float2))
__NVC_SM100(float2, __ffma2_rd, (float2, float2, float2)) __NVC_SM100(float2, __ffma2_ru, (float2, float2, float2))
#endif
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ < 900
#define __NVC_SM90(RET, F, PARAMS) __NVC_HOST_PASS_ONLY(RET, F, PARAMS, "crt/sm_90_rt.h: sm_90 and later")
__NVC_SM90(unsigned, __isCtaShared, (const void *)) __NVC_SM90(unsigned, __isClusterShared, (const void *))
__NVC_SM90(void *, __cluster_map_shared_rank, (const void *, unsigned))
__NVC_SM90(unsigned, __cluster_query_shared_rank, (const void *))
__NVC_SM90(uint2, __cluster_map_shared_multicast, (const void *, unsigned))
__NVC_SM90(unsigned, __clusterDimIsSpecified, ()) __NVC_SM90(dim3, __clusterDim, ())
__NVC_SM90(dim3, __clusterRelativeBlockIdx, ()) __NVC_SM90(dim3, __clusterGridDimInClusters, ())
__NVC_SM90(dim3, __clusterIdx, ()) __NVC_SM90(unsigned, __clusterRelativeBlockRank, ())
__NVC_SM90(unsigned, __clusterSizeInBlocks, ()) __NVC_SM90(void, __cluster_barrier_arrive, ())
__NVC_SM90(void, __cluster_barrier_arrive_relaxed, ()) __NVC_SM90(void, __cluster_barrier_wait, ())
__NVC_SM90(void, __threadfence_cluster, ())
__NVC_SM90(float2, atomicAdd, (float2 *, float2)) __NVC_SM90(float4, atomicAdd, (float4 *, float4))
__NVC_SM90(float2, atomicAdd_block, (float2 *, float2)) __NVC_SM90(float4, atomicAdd_block, (float4 *, float4))
__NVC_SM90(float2, atomicAdd_system, (float2 *, float2)) __NVC_SM90(float4, atomicAdd_system, (float4 *, float4))
#endif
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ < 800
#define __NVC_SM80(RET, F, PARAMS) __NVC_HOST_PASS_ONLY(RET, F, PARAMS, "crt/sm_80_rt.h: sm_80 and later")
__NVC_SM80(unsigned, __reduce_add_sync, (unsigned, unsigned)) __NVC_SM80(int, __reduce_add_sync, (unsigned, int))
__NVC_SM80(unsigned, __reduce_min_sync, (unsigned, unsigned)) __NVC_SM80(int, __reduce_min_sync, (unsigned, int))
__NVC_SM80(unsigned, __reduce_max_sync, (unsigned, unsigned)) __NVC_SM80(int, __reduce_max_sync, (unsigned, int))
__NVC_SM80(unsigned, __reduce_and_sync, (unsigned, unsigned)) __NVC_SM80(unsigned, __reduce_or_sync, (unsigned, unsigned))
__NVC_SM80(unsigned, __reduce_xor_sync, (unsigned, unsigned))
__NVC_SM80(void *, __nv_associate_access_property, (const void *, unsigned long long))
__NVC_SM80(void, __nv_memcpy_async_shared_global_4, (void *, const void *, unsigned))
__NVC_SM80(void, __nv_memcpy_async_shared_global_8, (void *, const void *, unsigned))
__NVC_SM80(void, __nv_memcpy_async_shared_global_16, (void *, const void *, unsigned))
struct __nv_bfloat16;
struct __nv_bfloat162;
#define __NVC_BF16 __NVC_LATE(const __nv_bfloat16)
#define __NVC_BF162 __NVC_LATE(const __nv_bfloat162)
#define __NVC_BF16_SM80(RET, F, PARAMS) __NVC_HOST_PASS_ONLY(__NVC_LATE(RET), F, PARAMS, "cuda_bf16.h: sm_80 and later")
__NVC_BF16_SM80(__nv_bfloat16, __hfma, (__NVC_BF16, __NVC_BF16, __NVC_BF16))
__NVC_BF16_SM80(__nv_bfloat16, __hfma_sat, (__NVC_BF16, __NVC_BF16, __NVC_BF16))
__NVC_BF16_SM80(__nv_bfloat16, __hfma_relu, (__NVC_BF16, __NVC_BF16, __NVC_BF16))
__NVC_BF16_SM80(__nv_bfloat162, __hfma2, (__NVC_BF162, __NVC_BF162, __NVC_BF162))
__NVC_BF16_SM80(__nv_bfloat162, __hfma2_sat, (__NVC_BF162, __NVC_BF162, __NVC_BF162))
__NVC_BF16_SM80(__nv_bfloat162, __hfma2_relu, (__NVC_BF162, __NVC_BF162, __NVC_BF162))
__NVC_BF16_SM80(__nv_bfloat162, __hcmadd, (__NVC_BF162, __NVC_BF162, __NVC_BF162))
#endif
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 700
/* cuda_fp16.h declares the half __shfl, __shfl_up/down/xor (no _sync) below
 * sm_70 only; width defaults to warpSize (32) */
struct __half;
struct __half2;
#define __NVC_HALF_SHFL(RET, F, DELTA)                                                           \
    __NVC_HOST_PASS_ONLY(__NVC_LATE(RET), F, (__NVC_LATE(const RET), DELTA, const int = 32),     \
                         "cuda_fp16.h: below sm_70")
__NVC_HALF_SHFL(__half, __shfl, const int) __NVC_HALF_SHFL(__half2, __shfl, const int)
__NVC_HALF_SHFL(__half, __shfl_up, const unsigned int) __NVC_HALF_SHFL(__half2, __shfl_up, const unsigned int)
__NVC_HALF_SHFL(__half, __shfl_down, const unsigned int) __NVC_HALF_SHFL(__half2, __shfl_down, const unsigned int)
__NVC_HALF_SHFL(__half, __shfl_xor, const int) __NVC_HALF_SHFL(__half2, __shfl_xor, const int)
#endif

/* ---- f32x2 arithmetic (crt/sm_100_rt.h, sm_100 and later) ------------------
 * nvcc 13 -arch=sm_100 emits {add,mul,fma}.{rn,rz,rm,rp}.f32x2 on .b64
 * registers (_rd is .rm, _ru is .rp); like nvcc's device pass, only for
 * __CUDA_ARCH__ >= 1000 (below, the host-pass-only templates above). */
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 1000
#define __NVC_F2_BITS(v) (*reinterpret_cast<const unsigned long long *>(&(v)))
#define __NVC_F2_BINARY(F, OP)                                                 \
    __NVC_DEV float2 F(float2 __x, float2 __y) {                               \
        unsigned long long __r;                                                \
        asm(OP " %0, %1, %2;" : "=l"(__r)                                      \
            : "l"(__NVC_F2_BITS(__x)), "l"(__NVC_F2_BITS(__y)));               \
        return *reinterpret_cast<float2 *>(&__r);                              \
    }
#define __NVC_F2_FMA(F, OP)                                                    \
    __NVC_DEV float2 F(float2 __x, float2 __y, float2 __z) {                   \
        unsigned long long __r;                                                \
        asm(OP " %0, %1, %2, %3;" : "=l"(__r)                                  \
            : "l"(__NVC_F2_BITS(__x)), "l"(__NVC_F2_BITS(__y)),                \
              "l"(__NVC_F2_BITS(__z)));                                        \
        return *reinterpret_cast<float2 *>(&__r);                              \
    }
__NVC_F2_BINARY(__fadd2_rn, "add.rn.f32x2") __NVC_F2_BINARY(__fadd2_rz, "add.rz.f32x2")
__NVC_F2_BINARY(__fadd2_rd, "add.rm.f32x2") __NVC_F2_BINARY(__fadd2_ru, "add.rp.f32x2")
__NVC_F2_BINARY(__fmul2_rn, "mul.rn.f32x2") __NVC_F2_BINARY(__fmul2_rz, "mul.rz.f32x2")
__NVC_F2_BINARY(__fmul2_rd, "mul.rm.f32x2") __NVC_F2_BINARY(__fmul2_ru, "mul.rp.f32x2")
__NVC_F2_FMA(__ffma2_rn, "fma.rn.f32x2") __NVC_F2_FMA(__ffma2_rz, "fma.rz.f32x2")
__NVC_F2_FMA(__ffma2_rd, "fma.rm.f32x2") __NVC_F2_FMA(__ffma2_ru, "fma.rp.f32x2")
#endif

/* ---- 128-bit atomicCAS / atomicExch (crt/sm_90_rt.h, sm_90 and later) ------
 * Function templates over any 16-byte, 16-aligned, trivially copyable type
 * (unless __NV_DISABLE_128_ATOMICS); clang 22 has none. nvcc 13 -arch=sm_90
 * -ptx: the two 64-bit halves joined by mov.b128, atom.cas.b128 /
 * atom.exch.b128 with .cta for _block and .sys for _system (and .global
 * where it knows the space), split again by mov.b128. Below sm_90, like the
 * other host-pass-only functions above: usable in a template that is never
 * instantiated. */
#ifndef __NV_DISABLE_128_ATOMICS
template <class __T> struct __nvc_atomic128 {
    static const bool ok = sizeof(__T) == 16 && alignof(__T) >= 16 && __is_trivially_copyable(__T);
};
template <bool __B, class __T> struct __nvc_enable_if {};
template <class __T> struct __nvc_enable_if<true, __T> { typedef __T type; };
#define __NVC_ATOMIC128(__T) typename __nvc_enable_if<__nvc_atomic128<__T>::ok, __T>::type
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
struct __nvc_b128 { unsigned long long __lo, __hi; };
#define __NVC_ATOMIC_CAS128(F, SCOPE)                                          \
    template <class __T> __NVC_DEV __NVC_ATOMIC128(__T) F(__T *__a, __T __c, __T __v) { \
        __nvc_b128 __cw = __builtin_bit_cast(__nvc_b128, __c);                 \
        __nvc_b128 __vw = __builtin_bit_cast(__nvc_b128, __v), __r;            \
        asm volatile("{\n\t.reg .b128 %%nvc_d, %%nvc_b, %%nvc_c;\n\t"           \
                     "mov.b128 %%nvc_b, {%2, %3};\n\tmov.b128 %%nvc_c, {%4, %5};\n\t" \
                     "atom" SCOPE ".cas.b128 %%nvc_d, [%6], %%nvc_b, %%nvc_c;\n\t" \
                     "mov.b128 {%0, %1}, %%nvc_d;\n\t}"                         \
                     : "=l"(__r.__lo), "=l"(__r.__hi)                            \
                     : "l"(__cw.__lo), "l"(__cw.__hi), "l"(__vw.__lo), "l"(__vw.__hi), "l"(__a) \
                     : "memory");                                              \
        return __builtin_bit_cast(__T, __r);                                   \
    }
#define __NVC_ATOMIC_EXCH128(F, SCOPE)                                         \
    template <class __T> __NVC_DEV __NVC_ATOMIC128(__T) F(__T *__a, __T __v) {  \
        __nvc_b128 __vw = __builtin_bit_cast(__nvc_b128, __v), __r;            \
        asm volatile("{\n\t.reg .b128 %%nvc_d, %%nvc_b;\n\t"                    \
                     "mov.b128 %%nvc_b, {%2, %3};\n\t"                           \
                     "atom" SCOPE ".exch.b128 %%nvc_d, [%4], %%nvc_b;\n\t"        \
                     "mov.b128 {%0, %1}, %%nvc_d;\n\t}"                         \
                     : "=l"(__r.__lo), "=l"(__r.__hi)                            \
                     : "l"(__vw.__lo), "l"(__vw.__hi), "l"(__a) : "memory");      \
        return __builtin_bit_cast(__T, __r);                                   \
    }
#else
#define __NVC_ATOMIC_HOST_PASS_ONLY(F, PARAMS)                                 \
    template <class __T> static __device__ __NVC_ATOMIC128(__T) F PARAMS {     \
        static_assert(__nvc_host_pass_only<__T>::value,                        \
                      "nvcc: no instance of overloaded function \"" #F "\" matches the " \
                      "argument list (crt/sm_90_rt.h: 16 bytes, sm_90 and later)"); \
        __builtin_unreachable();                                               \
    }
#define __NVC_ATOMIC_CAS128(F, SCOPE) __NVC_ATOMIC_HOST_PASS_ONLY(F, (__T *, __T, __T))
#define __NVC_ATOMIC_EXCH128(F, SCOPE) __NVC_ATOMIC_HOST_PASS_ONLY(F, (__T *, __T))
#endif
__NVC_ATOMIC_CAS128(atomicCAS, "") __NVC_ATOMIC_CAS128(atomicCAS_block, ".cta")
__NVC_ATOMIC_CAS128(atomicCAS_system, ".sys")
__NVC_ATOMIC_EXCH128(atomicExch, "") __NVC_ATOMIC_EXCH128(atomicExch_block, ".cta")
__NVC_ATOMIC_EXCH128(atomicExch_system, ".sys")
#endif

/* ---- nvcc's atomic builtins (CUDA 12.8+) ------------------------------------
 * __nv_atomic_*(ptr, ..., order[, scope = __NV_THREAD_SCOPE_SYSTEM]) map to
 * clang's __scoped_atomic_* builtins: the same memory orders, and scopes
 * thread/block/cluster/device/system -> single/workgroup/cluster/device/
 * system, which the NVPTX backend lowers to .cta/.cluster/.gpu/.sys as
 * nvcc does (measured: ld.relaxed.sys, atom.add.relaxed.cta, fence.sc.gpu). */
#ifndef __CUDACC_DEVICE_ATOMIC_BUILTINS__
#define __CUDACC_DEVICE_ATOMIC_BUILTINS__ 1
enum { __NV_ATOMIC_RELAXED, __NV_ATOMIC_CONSUME, __NV_ATOMIC_ACQUIRE, __NV_ATOMIC_RELEASE,
       __NV_ATOMIC_ACQ_REL, __NV_ATOMIC_SEQ_CST };
enum { __NV_THREAD_SCOPE_THREAD, __NV_THREAD_SCOPE_BLOCK, __NV_THREAD_SCOPE_CLUSTER,
       __NV_THREAD_SCOPE_DEVICE, __NV_THREAD_SCOPE_SYSTEM };
#define __NVC_SCOPE(s)                                                         \
    ((s) == __NV_THREAD_SCOPE_THREAD    ? __MEMORY_SCOPE_SINGLE                \
     : (s) == __NV_THREAD_SCOPE_BLOCK   ? __MEMORY_SCOPE_WRKGRP                \
     : (s) == __NV_THREAD_SCOPE_CLUSTER ? __MEMORY_SCOPE_CLUSTR                \
     : (s) == __NV_THREAD_SCOPE_DEVICE  ? __MEMORY_SCOPE_DEVICE                \
                                        : __MEMORY_SCOPE_SYSTEM)
/* the scope argument is optional: __NVC_ATn takes n arguments and a scope */
#define __NVC_AT1(F, a, s, ...) F(a, __NVC_SCOPE(s))
#define __NVC_AT2(F, a, b, s, ...) F(a, b, __NVC_SCOPE(s))
#define __NVC_AT3(F, a, b, c, s, ...) F(a, b, c, __NVC_SCOPE(s))
#define __NVC_AT4(F, a, b, c, d, s, ...) F(a, b, c, d, __NVC_SCOPE(s))
#define __NVC_AT6(F, a, b, c, d, e, f, s, ...) F(a, b, c, d, e, f, __NVC_SCOPE(s))
#define __NVC_SYS __NV_THREAD_SCOPE_SYSTEM
#define __nv_atomic_thread_fence(...) __NVC_AT1(__scoped_atomic_thread_fence, __VA_ARGS__, __NVC_SYS, )
#define __nv_atomic_load_n(...) __NVC_AT2(__scoped_atomic_load_n, __VA_ARGS__, __NVC_SYS, )
#define __nv_atomic_load(...) __NVC_AT3(__scoped_atomic_load, __VA_ARGS__, __NVC_SYS, )
#define __nv_atomic_store_n(...) __NVC_AT3(__scoped_atomic_store_n, __VA_ARGS__, __NVC_SYS, )
#define __nv_atomic_store(...) __NVC_AT3(__scoped_atomic_store, __VA_ARGS__, __NVC_SYS, )
#define __nv_atomic_exchange_n(...) __NVC_AT3(__scoped_atomic_exchange_n, __VA_ARGS__, __NVC_SYS, )
#define __nv_atomic_exchange(...) __NVC_AT4(__scoped_atomic_exchange, __VA_ARGS__, __NVC_SYS, )
#define __nv_atomic_compare_exchange_n(...) \
    __NVC_AT6(__scoped_atomic_compare_exchange_n, __VA_ARGS__, __NVC_SYS, )
#define __nv_atomic_compare_exchange(...) \
    __NVC_AT6(__scoped_atomic_compare_exchange, __VA_ARGS__, __NVC_SYS, )
#define __nv_atomic_fetch_add(...) __NVC_AT3(__scoped_atomic_fetch_add, __VA_ARGS__, __NVC_SYS, )
#define __nv_atomic_fetch_sub(...) __NVC_AT3(__scoped_atomic_fetch_sub, __VA_ARGS__, __NVC_SYS, )
#define __nv_atomic_fetch_and(...) __NVC_AT3(__scoped_atomic_fetch_and, __VA_ARGS__, __NVC_SYS, )
#define __nv_atomic_fetch_or(...) __NVC_AT3(__scoped_atomic_fetch_or, __VA_ARGS__, __NVC_SYS, )
#define __nv_atomic_fetch_xor(...) __NVC_AT3(__scoped_atomic_fetch_xor, __VA_ARGS__, __NVC_SYS, )
#define __nv_atomic_fetch_min(...) __NVC_AT3(__scoped_atomic_fetch_min, __VA_ARGS__, __NVC_SYS, )
#define __nv_atomic_fetch_max(...) __NVC_AT3(__scoped_atomic_fetch_max, __VA_ARGS__, __NVC_SYS, )
#endif

/* ---- __shared__ variables with a constructor ------------------------------
 * nvcc does not run their constructor (warning 20054); clang rejects them.
 * The checker's second compile of such a TU spells their `__shared__` as
 * `__nvc_xs__` (same length, see frontend/compat_shared.c): an extern
 * declaration has no initializer, so no constructor runs, as with nvcc. */
#define __nvc_xs__ extern __shared__

#undef __NVC_DEV
#endif /* __CUDA__ && __cplusplus */
#endif
