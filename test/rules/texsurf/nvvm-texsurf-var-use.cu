// Texture and surface variables from CUDA source (catalog: texsurf.var-use).
// CUDA 12 removed texture<> and surface<> from the headers, so CUDA 13 source
// reaches this rule only by declaring them itself, with the attribute CUDA
// 11's headers used (__device_builtin_texture_type__, still defined in
// crt/host_defines.h). clang then writes an i64 variable in addrspace(1)
// annotated "texture" or "surface". Measured for sm_100, each kernel in its
// own file, on clang 22's IR through the libNVVM route (recipe R2 of docs/reference/toolchain.md, then a
// full `cicc -libnvvm -arch=compute_100` compile and ptxas):
//   reads, writes: NVVM 20 accepts; ptxas refuses the PTX cicc writes
//     ("Illegal operand type to instruction 'ld'" / 'st');
//   escape (the address stored): accepted (cicc writes `mov.u64 %rd, tex`);
//   handles (passed by value: llvm.nvvm.texsurf.handle.internal): accepted;
//   the declarations alone: accepted.
// nvcc 13 (-arch=sm_100 -c) compiles the declarations and `handles`, and
// refuses reads, writes and escape in its front end ("cannot take address
// of texture/surface variable "tex" in __device__/__global__ functions").
// clang's own PTX fails ptxas for reads, writes and escape alike (it
// writes `mov.b64 %rd, tex`: "Indirect access to texture requires .u64
// type"). The rule is in the libnvvm profile only; the cuda profile (the
// default for .cu) is silent on the whole file.
// REQUIRES: cuda
// RUN: %nvvmcheck %s 2>&1 | FileCheck %s --check-prefix=CUDA --implicit-check-not='{{error|warning|note}}:'
// CUDA: no findings in 1 file
// RUN: not %nvvmcheck --arch=sm_100 --profile=libnvvm %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'

template <class T, int dim = 1, int mode = 0>
struct __device_builtin_texture_type__ texture { int normalized; };
template <class T, int dim = 1>
struct __device_builtin_surface_type__ surface { int boundary; };

texture<float> tex;
surface<void> surf;

__global__ void reads(long long *out)
{
    out[0] = *(long long *)&tex;
// CHECK: nvvm-texsurf-var-use.cu:[[@LINE-1]]:14: error: texture/surface variable 'tex' is accessed as memory; it is a handle (ptxas: Illegal operand type to instruction 'ld') [nvvm-texsurf-var-use]
    out[1] = *(long long *)&surf;
// CHECK: nvvm-texsurf-var-use.cu:[[@LINE-1]]:14: error: texture/surface variable 'surf' is accessed as memory; it is a handle (ptxas: Illegal operand type to instruction 'ld') [nvvm-texsurf-var-use]
}

__global__ void writes()
{
    *(int *)&tex = 1;
// CHECK: nvvm-texsurf-var-use.cu:[[@LINE-1]]:18: error: texture/surface variable 'tex' is accessed as memory; it is a handle (ptxas: Illegal operand type to instruction 'st') [nvvm-texsurf-var-use]
    *(long long *)&surf = 2;
// CHECK: nvvm-texsurf-var-use.cu:[[@LINE-1]]:25: error: texture/surface variable 'surf' is accessed as memory; it is a handle (ptxas: Illegal operand type to instruction 'st') [nvvm-texsurf-var-use]
}

// Negatives.
__global__ void escape(void **pp) { pp[0] = (void *)&tex; }

__device__ __noinline__ int pass(texture<float> t) { return 1; }
__global__ void handles(int *out) { out[0] = pass(tex); }
// CHECK: 4 errors in 1 file
