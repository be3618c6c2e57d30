// For ci-clang-error.test: a kernel with a finding, and (in broken.cu) a TU
// that does not compile.
struct Big { char bytes[40000]; };
__global__ void heavy(Big b) {}
