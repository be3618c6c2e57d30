// Inline PTX in a header function, reached through a __forceinline__ user
// helper: reported at the helper's call of it once per call chain that
// inlines the helper, with that chain's notes (srcmap/user_calls.c), as in
// nvcc's inlined copies. cudaGridDependencySynchronize is an unguarded
// griddepcontrol.wait (sm_90; test/srcmap/asm-system-header.cu).
// REQUIRES: cuda
// RUN: not %nvvmcheck --arch=sm_80 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error}}:' --implicit-check-not='inlined into'
// RUN: %if nvcc %{ not %nvcc -rdc=true -arch=sm_80 -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=NVCC %}
// NVCC: requires .target sm_90 or higher

__forceinline__ __device__ void wait_for_producer()
{
    cudaGridDependencySynchronize();
}

__global__ void consumer(float *out)
{
    out[0] = 1.0f;
    wait_for_producer();
}

__global__ void second_consumer() { wait_for_producer(); }

// CHECK: header-calls.cu:13:5: error: Modifier '.wait' requires .target sm_90 or higher [nvvm-ptx-sm-gate]
// CHECK: note: in 'cudaGridDependencySynchronize()' ({{.*}}cuda_device_runtime_api.h:{{[0-9]+}}): griddepcontrol.wait
// CHECK: header-calls.cu:22:37: note: inlined into 'second_consumer()' here
// CHECK: header-calls.cu:13:5: error: Modifier '.wait' requires .target sm_90 or higher [nvvm-ptx-sm-gate]
// CHECK: note: in 'cudaGridDependencySynchronize()' ({{.*}}cuda_device_runtime_api.h:{{[0-9]+}}): griddepcontrol.wait
// CHECK: header-calls.cu:19:5: note: inlined into 'consumer(float*)' here
// CHECK: 2 errors in 1 file
