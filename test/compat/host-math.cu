// Pattern 8 of docs/compat.md: host code that calls CUDA's math and time
// functions unqualified. nvcc's headers declare max/min, isfinite/isnan and
// clock() for host and device; clang's CUDA wrappers declare them for the
// device only, so without deferred diagnostics clang's device compile says
// "no matching function for call to 'max'" about host functions it never
// compiles for the device. The checker compiles with -fgpu-defer-diag: an
// overload error whose candidates include wrong-sided ones is reported only
// in a function emitted for the device (host-math-defer.cu pins what stays
// an error). The kernel below still has its finding: the check is not hollow.
// REQUIRES: cuda
// RUN: %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
// nvcc compiles it and reports the same launch of a local pointer:
// RUN: %if nvcc %{ %nvcc -rdc=true -arch=sm_90 -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=NVCC %}

#include <cstdio>
int host_max(int a, int b) { return max(a, b); }
float host_min(float a, float b) { return min(a, b); }
bool host_finite(double x) { return isfinite(x) && !isnan(x); }
long host_clock() { return (long)clock(); }
__global__ void child(unsigned *p) {}
__global__ void parent() { unsigned lane = 0; child<<<1, 1>>>(&lane); }
int main() { printf("%d %f %d %ld\n", host_max(1, 2), host_min(1, 2), host_finite(1), host_clock()); }
// CHECK: host-math.cu:[[#@LINE-2]]:47: warning: A pointer to local memory was passed as a launch argument. Dereferencing this within the launch is undefined. [nvvm-launch-local-pointer]
// CHECK: host-math.cu:[[#@LINE-3]]:37: note: 'lane' is the local variable the pointer refers to
// CHECK: 1 warning in 1 file
// NVCC: host-math.cu([[#@LINE-5]]) : Warning: A pointer to local memory was stored into the parameter buffer
