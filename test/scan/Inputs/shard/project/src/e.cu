// Its command names a response file that does not exist: not checked, with
// no clang error (a failure of another kind).
__global__ void e_kernel(int *p) { *p = 5; }
