struct Big { char bytes[40000]; };

// NOLINTEND(nvvm-param-*)

// NOLINTBEGIN(nvvm-param-*)
__global__ void not_suppressed(Big b) {}
// NOLINTEND(nvvm-param-space-overflow)

// A well-formed block after them still works.
// NOLINTBEGIN
__global__ void suppressed(Big b) {}
// NOLINTEND
