// A kernel whose by-value parameter is too big for the parameter space.
// nvcc stops with "Formal parameter space overflowed" and points at a line;
// clang accepts it and the build fails later in ptxas, in generated PTX.

struct Heavy { double scale; char tag; int data[10000]; };

__global__ void big_kernel(struct Heavy h, float *out)
{
    out[threadIdx.x] = h.scale * h.data[threadIdx.x];
}

// Fine: pass the big data through a pointer instead.
__global__ void small_kernel(const struct Heavy *h, float *out)
{
    out[threadIdx.x] = h->scale * h->data[threadIdx.x];
}
