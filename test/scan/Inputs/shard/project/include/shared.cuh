// A kernel in a header that TUs of every shard include: one finding in the
// merged report, the first TU's (its archs say which).
struct Big { char bytes[40000]; };
__global__ void header_kernel(Big b) {}
