// A NOLINT comment also suppresses a warning that --warnings-as-errors made
// an error: it is counted as suppressed and the exit status stays 0.
// REQUIRES: cuda
// RUN: %nvvmcheck --warnings-as-errors='*' %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
// RUN: not %nvvmcheck --warnings-as-errors='*' %s -- -DUNSUPPRESSED 2>&1 | FileCheck %s --check-prefix=SHOWN --implicit-check-not='{{warning|error}}:'

__global__ void child(int *p) {}

__global__ void parent()
{
    int local = 0;
#ifdef UNSUPPRESSED
    child<<<1, 1>>>(&local);
// SHOWN: promoted.cu:[[@LINE-1]]:5: error: A pointer to local memory was passed as a launch argument. Dereferencing this within the launch is undefined. [nvvm-launch-local-pointer,-warnings-as-errors]
#else
    child<<<1, 1>>>(&local); // NOLINT(nvvm-launch-local-pointer)
#endif
}
// CHECK: {{^}}1 suppressed in 1 file{{$}}
// SHOWN: {{^}}1 error in 1 file{{$}}
