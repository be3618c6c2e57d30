// Device-side launches (CUDA Dynamic Parallelism) that compile but are wrong.

__global__ void child(int *data) { data[threadIdx.x] += 1; }

__device__ void helper(int *data) { data[0] = 0; }

__global__ void parent(int *global_data)
{
    int local = 0;
    __shared__ int tile[32];

    child<<<1, 32>>>(global_data);   // fine: global memory
    child<<<1, 1>>>(&local);         // the child cannot see the parent's stack
    child<<<1, 32>>>(tile);          // nor the parent block's shared memory

    // Through the runtime API, clang cannot tell that helper is no kernel.
    void *buf = cudaGetParameterBuffer(8, 8);
    *(int **)buf = global_data;
    cudaLaunchDevice((void *)helper, buf, dim3(1), dim3(1), 0, 0);
}
