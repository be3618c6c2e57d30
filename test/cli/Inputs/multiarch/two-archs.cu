// Built for sm_90a and sm_100a, as DeepGEMM's two -gencodes build it.
// __ffma2_rn is declared for sm_100 and later only (crt/sm_100_rt.h), so the
// TU does not compile for sm_90a; at sm_100a the kernel's parameters take
// 40,008 bytes. nvcc -gencode for both stops at sm_90a.
struct Params { float w[10000]; };   // 40,000 bytes
__global__ void big(Params p, float *out) { out[0] = p.w[9999]; }
__global__ void pairs(float2 *q) { q[2] = __ffma2_rn(q[0], q[1], q[2]); }
