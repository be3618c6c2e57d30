// Level 2: the preamble (these comments and the #include) is kept in an
// entry with the CUDA headers; b.cu and wide.cu have the same preamble.
#include "../include/guarded.cuh"

// std::char_traits<wchar_t>::length calls the host function wcslen: clang
// says so when it emits the function for the device, and the PCH does not
// keep that deferred diagnostic.
__global__ void wide_kernel(const wchar_t *s, unsigned long *n)
{
    *n = std::char_traits<wchar_t>::length(s);
}
