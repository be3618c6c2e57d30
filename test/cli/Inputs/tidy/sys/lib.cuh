// Included through -isystem (CMake's SYSTEM): a system header for clang.
struct LibBig { char b[34000]; };
__global__ void lib_kernel(LibBig b) {}
