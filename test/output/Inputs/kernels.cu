// The source that kernels.ll's debug information points into (kernels.ll is
// hand-written so that the output tests need no CUDA toolkit).
struct Heavy { int a[10000]; };

__global__ void big_kernel(struct Heavy h, float *out)
{
}

__global__ void child(int *p) {}

__global__ void parent(int *g)
{
    int local = 0;
    child<<<1, 1>>>(&local); child<<<1, 1>>>(&local);
}

__device__ __attribute__((naked)) void helper() {}
