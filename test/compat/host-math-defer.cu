// What -fgpu-defer-diag (host-math.cu) defers and what it does not. It
// defers an overload error whose candidates include wrong-sided ones, in a
// function that is not emitted for the device: host code, which nvcc's host
// compiler judges. Every error in code emitted for the device stays an
// error (exit 2, clang's message), and so does any other error in host code.
// REQUIRES: cuda
//
// RUN: %nvvmcheck --arch=sm_90 %s -- -DDEVICE_CALLS_HOST > %t.dev 2>&1; test $? -eq 2
// RUN: FileCheck %s --check-prefix=DEV --implicit-check-not='{{warning|error}}:' < %t.dev
// RUN: %if nvcc %{ not %nvcc -arch=sm_90 -c %s -o %t.o -DDEVICE_CALLS_HOST 2>&1 | FileCheck %s --check-prefix=NVCC-DEV %}
// RUN: %nvvmcheck --arch=sm_90 %s -- -DHD_ILL_FORMED > %t.hd 2>&1; test $? -eq 2
// RUN: FileCheck %s --check-prefix=HD --implicit-check-not='{{warning|error}}:' < %t.hd
// RUN: %if nvcc %{ not %nvcc -arch=sm_90 -c %s -o %t.o -DHD_ILL_FORMED 2>&1 | FileCheck %s --check-prefix=NVCC-BAD %}
// RUN: %nvvmcheck --arch=sm_90 %s -- -DHOST_UNDECLARED > %t.typo 2>&1; test $? -eq 2
// RUN: FileCheck %s --check-prefix=TYPO --implicit-check-not='{{warning|error}}:' < %t.typo
// RUN: %if nvcc %{ not %nvcc -arch=sm_90 -c %s -o %t.o -DHOST_UNDECLARED 2>&1 | FileCheck %s --check-prefix=NVCC-TYPO %}
// RUN: %nvvmcheck --arch=sm_90 %s -- -DHOST_ILL_FORMED 2>&1 | FileCheck %s --check-prefix=HOST --implicit-check-not='{{warning|error|note}}:'
// RUN: %if nvcc %{ not %nvcc -arch=sm_90 -c %s -o %t.o -DHOST_ILL_FORMED 2>&1 | FileCheck %s --check-prefix=NVCC-BAD %}

int host_max(int a, int b) { return max(a, b); }
__global__ void k(int *p) { p[0] = 1; }

// A __device__ function that calls a host function: clang and nvcc reject it.
#ifdef DEVICE_CALLS_HOST
__device__ int on_device(int a) { return host_max(a, 1); }
// DEV: host-math-defer.cu:[[#@LINE-1]]:42: error: no matching function for call to 'host_max'
// DEV: note: candidate function not viable: call to __host__ function from __device__ function
// DEV: cuda-nvvmcheck: error: {{.*}}host-math-defer.cu: does not compile for sm_90 (1 error); not checked: no matching function for call to 'host_max'
// NVCC-DEV: host-math-defer.cu([[#@LINE-4]]): error: calling a __host__ function("host_max(int, int)") from a __device__ function("on_device") is not allowed
#endif

// An overload error in a __host__ __device__ function that a kernel calls:
// emitted for the device, so reported (nvcc rejects it too).
#ifdef HD_ILL_FORMED
__host__ __device__ int both(int a) { return max(a, "1"); }
__global__ void calls_both(int *p) { p[0] = both(p[1]); }
// HD: host-math-defer.cu:[[#@LINE-2]]:46: error: no matching function for call to 'max'
// HD: cuda-nvvmcheck: error: {{.*}}host-math-defer.cu: does not compile for sm_90 (1 error); not checked: no matching function for call to 'max'
#endif

// An undeclared name in a host function is not an overload error: reported,
// as nvcc does.
#ifdef HOST_UNDECLARED
int host_typo(int a) { return mx(a, 1); }
// TYPO: host-math-defer.cu:[[#@LINE-1]]:31: error: use of undeclared identifier 'mx'
// TYPO: cuda-nvvmcheck: error: {{.*}}host-math-defer.cu: does not compile for sm_90 (1 error); not checked: use of undeclared identifier 'mx'
// NVCC-TYPO: host-math-defer.cu([[#@LINE-3]]): error: identifier "mx" is undefined
#endif

// Known deviation: a host function whose overload error has wrong-sided
// candidates is not reported even when no host overload fits either. nvcc
// rejects the TU; the checker checks its device code (more permissive, and
// only about code that is never compiled for the device).
#ifdef HOST_ILL_FORMED
int host_bad(int a) { return max(a, "1"); }
// HOST: no findings in 1 file
#endif
// NVCC-BAD: error: no instance of overloaded function "max" matches the argument list
