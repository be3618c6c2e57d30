// CPU-only function attributes that NVVM rejects but clang accepts for the GPU.

__device__ __attribute__((naked)) void spin()
{
    asm volatile("trap;");
}

__device__ __attribute__((returns_twice)) int checkpoint(int *state);

__global__ void kernel(int *state)
{
    if (checkpoint(state) == 0)
        spin();
}
