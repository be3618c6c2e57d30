// CUDA's cuda_device_runtime_api.h implements cudaGridDependencySynchronize
// with an unguarded `griddepcontrol.wait` (sm_90). Compiled for sm_80, the
// finding is reported at each user call, with a note naming the header
// function and the asm's line; for sm_90 there is none. nvcc agrees: it
// fails for sm_80 (ptxas) and compiles for sm_90.
// REQUIRES: cuda
// RUN: not %nvvmcheck --arch=sm_80 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error}}:'
// RUN: %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --check-prefix=SM90 --implicit-check-not='{{warning|error|note}}:'
// SM90: no findings in 1 file
// RUN: %if nvcc %{ not %nvcc -rdc=true -gencode arch=compute_80,code=sm_80 -c %s -o %t.80.o 2>&1 | FileCheck %s --check-prefix=NVCC80 %}
// NVCC80: requires .target sm_90 or higher
// RUN: %if nvcc %{ %nvcc -rdc=true -gencode arch=compute_90,code=sm_90 -c %s -o %t.90.o %}

__device__ void wait_for_producer()
{
    cudaGridDependencySynchronize();
}
// CHECK: asm-system-header.cu:[[@LINE-2]]:5: error: Modifier '.wait' requires .target sm_90 or higher [nvvm-ptx-sm-gate]
// CHECK-NEXT: {{^ *}}[[@LINE-3]] |     cudaGridDependencySynchronize();
// CHECK-NEXT: {{^ *}}|     ^{{$}}
// CHECK-NEXT: {{.*}}/include/cuda_device_runtime_api.h:[[HLINE:[0-9]+]]:{{[0-9]+}}: note: in 'cudaGridDependencySynchronize()' ({{.*}}/include/cuda_device_runtime_api.h:[[HLINE]]): griddepcontrol.wait
// CHECK-NEXT: {{^ *}}[[HLINE]] | {{.*}}asm volatile("griddepcontrol.wait;"

// Two kernels reach the one call above: one finding. The kernel's own call
// is another.
__global__ void consumer(float *out)
{
    out[0] = 1.0f;
    cudaGridDependencySynchronize();
    wait_for_producer();
}
// CHECK: asm-system-header.cu:[[@LINE-3]]:5: error: Modifier '.wait' requires .target sm_90 or higher [nvvm-ptx-sm-gate]
// CHECK-NEXT: {{^ *}}[[@LINE-4]] |     cudaGridDependencySynchronize();
// CHECK-NEXT: {{^ *}}|     ^{{$}}
// CHECK-NEXT: cuda_device_runtime_api.h:[[HLINE]]:{{[0-9]+}}: note: in 'cudaGridDependencySynchronize()' ({{.*}}/include/cuda_device_runtime_api.h:[[HLINE]]): griddepcontrol.wait

__global__ void second_consumer()
{
    wait_for_producer();
}

// The call is the user's: a guard there keeps the asm out of sm_80's code,
// and a NOLINT comment there silences the finding.
__global__ void guarded_consumer()
{
#if __CUDA_ARCH__ >= 900
    cudaGridDependencySynchronize();
#endif
}

__global__ void acknowledged_consumer()
{
    cudaGridDependencySynchronize(); // NOLINT(nvvm-ptx-sm-gate)
}

// CHECK: 2 errors, 1 suppressed in 1 file{{$}}
