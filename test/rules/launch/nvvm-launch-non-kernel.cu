// Device-side launches of a non-__global__ function from CUDA source.
// clang rejects `f<<<...>>>` when f is no kernel, so these come through the
// runtime API: clang's protocol (cudaGetParameterBuffer + cudaLaunchDevice,
// finding at cudaLaunchDevice), nvcc's V2 protocol written by hand (finding
// at cudaGetParameterBufferV2), a target held in a local variable, a
// template instance, a launch from a __device__ function. The error is at
// the call; the note is at the function's definition (each target is
// defined after its launch so that FileCheck reads them in output order).
// Negatives: __global__ targets (plain and template, by the API and by
// <<<>>>), a kernel only declared here, a target passed in as a pointer,
// ordinary calls.
// REQUIRES: cuda
// RUN: not %nvvmcheck %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error}}:'

__global__ void child(int *data) {}
template <typename T> __global__ void child_t(T *data) {}
__global__ void kernel_elsewhere(int *data);   // defined in another TU

__device__ void helper(int *data);
__device__ void v2_target(int *data);
__device__ void held_target(int *data);
template <typename T> __device__ void helper_t(T *data);
__device__ void from_device_target(int *data);

__global__ void clang_protocol(int *g)
{
    void *buf = cudaGetParameterBuffer(8, 8);
    *(int **)buf = g;
    cudaLaunchDevice((void *)helper, buf, dim3(1), dim3(1), 0, 0);
// CHECK: nvvm-launch-non-kernel.cu:[[@LINE-1]]:5: error: a function that is not __global__ cannot be launched [nvvm-launch-non-kernel]
}
__device__ void helper(int *data) { data[0] = 0; }
// CHECK: nvvm-launch-non-kernel.cu:[[@LINE-1]]:17: note: 'helper(int*)' is declared here without __global__

__global__ void v2_protocol(int *g)
{
    void *buf = cudaGetParameterBufferV2((void *)v2_target, dim3(1), dim3(32), 0);
// CHECK: nvvm-launch-non-kernel.cu:[[@LINE-1]]:17: error: a function that is not __global__ cannot be launched [nvvm-launch-non-kernel]
    *(int **)buf = g;
    cudaLaunchDeviceV2(buf, 0);
}
__device__ void v2_target(int *data) {}
// CHECK: nvvm-launch-non-kernel.cu:[[@LINE-1]]:17: note: 'v2_target(int*)' is declared here without __global__

__global__ void held_in_variable(int *g)
{
    void *fn = (void *)held_target;
    void *buf = cudaGetParameterBuffer(8, 8);
    *(int **)buf = g;
    cudaLaunchDevice(fn, buf, dim3(1), dim3(1), 0, 0);
// CHECK: nvvm-launch-non-kernel.cu:[[@LINE-1]]:5: error: a function that is not __global__ cannot be launched [nvvm-launch-non-kernel]
}
__device__ void held_target(int *data) {}
// CHECK: nvvm-launch-non-kernel.cu:[[@LINE-1]]:17: note: 'held_target(int*)' is declared here without __global__

__global__ void template_target(float *g)
{
    void *buf = cudaGetParameterBuffer(8, 8);
    *(float **)buf = g;
    cudaLaunchDevice((void *)helper_t<float>, buf, dim3(1), dim3(1), 0, 0);
// CHECK: nvvm-launch-non-kernel.cu:[[@LINE-1]]:5: error: a function that is not __global__ cannot be launched [nvvm-launch-non-kernel]
}
template <typename T> __device__ void helper_t(T *data) {}
// CHECK: nvvm-launch-non-kernel.cu:[[@LINE-1]]:39: note: 'void helper_t<float>(float*)' is declared here without __global__

__device__ void launches_from_device(int *g)
{
    void *buf = cudaGetParameterBuffer(8, 8);
    *(int **)buf = g;
    cudaLaunchDevice((void *)from_device_target, buf, dim3(1), dim3(1), 0, 0);
// CHECK: nvvm-launch-non-kernel.cu:[[@LINE-1]]:5: error: a function that is not __global__ cannot be launched [nvvm-launch-non-kernel]
}
__device__ void from_device_target(int *data) {}
// CHECK: nvvm-launch-non-kernel.cu:[[@LINE-1]]:17: note: 'from_device_target(int*)' is declared here without __global__

// ---- negatives ----------------------------------------------------------

__global__ void kernel_targets(int *g, float *f)
{
    void *buf = cudaGetParameterBuffer(8, 8);
    *(int **)buf = g;
    cudaLaunchDevice((void *)child, buf, dim3(1), dim3(1), 0, 0);

    void *buf2 = cudaGetParameterBufferV2((void *)child_t<float>, dim3(1), dim3(1), 0);
    *(float **)buf2 = f;
    cudaLaunchDeviceV2(buf2, 0);

    child<<<1, 1>>>(g);
    child_t<<<1, 1>>>(f);
}

// clang declares a kernel of another TU like any function (no ptx_kernel):
// nothing says it is not __global__.
__global__ void extern_kernel(int *g)
{
    kernel_elsewhere<<<1, 1>>>(g);
    void *buf = cudaGetParameterBuffer(8, 8);
    *(int **)buf = g;
    cudaLaunchDevice((void *)kernel_elsewhere, buf, dim3(1), dim3(1), 0, 0);
}

// Nothing is known about `fn` here.
__global__ void unknown_target(void *fn, int *g)
{
    void *buf = cudaGetParameterBuffer(8, 8);
    *(int **)buf = g;
    cudaLaunchDevice(fn, buf, dim3(1), dim3(1), 0, 0);
}

__global__ void ordinary_call(int *g)
{
    helper(g);
    helper_t(g);
}

// CHECK: 5 errors in 1 file
