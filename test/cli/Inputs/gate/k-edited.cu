// The work-tree version of the gate tests' source (k.cu is the committed one):
// new_c is new, old_a re-indented, only old_b's second line changed
// (each kernel's by-value parameter overflows the parameter space).
struct Heavy { int data[10000]; };

__global__ void new_c(struct Heavy h, int *out) { out[0] = h.data[2]; }

  __global__   void old_a(struct Heavy h, int *out) { out[0] = h.data[0]; }

__global__ void old_b(struct Heavy h,
                      int *out2) { out2[0] = h.data[1]; }
