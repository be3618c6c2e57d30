// The committed version of the gate tests' source: two kernels whose
// by-value parameter overflows the parameter space (nvcc: "Formal parameter
// space overflowed").
struct Heavy { int data[10000]; };

__global__ void old_a(struct Heavy h, int *out) { out[0] = h.data[0]; }

__global__ void old_b(struct Heavy h,
                      int *out) { out[0] = h.data[1]; }
