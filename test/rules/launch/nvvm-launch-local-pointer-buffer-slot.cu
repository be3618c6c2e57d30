// The runtime API written out by hand, as in examples/launch.cu: at -O0
// clang keeps `buf` in a stack slot, so the stores go through a load of
// that slot (`%p = load ptr, ptr %buf.addr; store ptr %local, ptr %p`), not
// through the value cudaGetParameterBuffer returned. The local pointer
// stored there is passed to the child all the same.
//
// REQUIRES: cuda
// RUN: %nvvmcheck %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error}}:'

__global__ void child(int *p) {}

__global__ void explicit_api()
{
    int local = 0;
    void *buf = cudaGetParameterBuffer(8, 8);
    *(int **)buf = &local;
// CHECK: nvvm-launch-local-pointer-buffer-slot.cu:[[@LINE-1]]:18: warning: A pointer to local memory was passed as a launch argument. Dereferencing this within the launch is undefined. [nvvm-launch-local-pointer]
// CHECK: nvvm-launch-local-pointer-buffer-slot.cu:[[@LINE-4]]:9: note: 'local' is the local variable the pointer refers to
    cudaLaunchDevice((void *)child, buf, dim3(1), dim3(1), 0, 0);
}

__global__ void explicit_api_v2()
{
    __shared__ int tile[32];
    void *buf = cudaGetParameterBufferV2((void *)child, dim3(1), dim3(1), 0);
    *(int **)buf = tile;
// CHECK: nvvm-launch-local-pointer-buffer-slot.cu:[[@LINE-1]]:18: warning: A pointer to shared memory was passed as a launch argument. Dereferencing this within the launch is undefined. [nvvm-launch-shared-pointer]
// CHECK: nvvm-launch-local-pointer-buffer-slot.cu:[[@LINE-4]]:20: note: 'tile' is the __shared__ variable the pointer refers to
    cudaLaunchDeviceV2(buf, 0);
}

// CHECK: 2 warnings in 1 file
