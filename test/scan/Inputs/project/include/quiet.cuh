// Another project header with a finding, to test --header-filter.
struct Huge { char bytes[50000]; };
__global__ void quiet_kernel(Huge h) {}
