// Driver flags that look as if they could put one of the 17 attributes on
// device code but do not (measured with clang 22 for sm_75): the
// stack-protector flags (ssp/sspstrong/sspreq), -mno-red-zone (noredzone),
// -mno-implicit-float (noimplicitfloat), -fno-plt (nonlazybind) and
// -mstackrealign (alignstack) are unused for NVPTX; -fsanitize=safe-stack
// is dropped for the GPU; -fno-builtin and -ffreestanding mark calls
// `nobuiltin`, and call-site attributes are not checked (NVIDIA's verifier
// ignores them). All must stay silent.
// REQUIRES: cuda
// RUN: %nvvmcheck %s -- -fstack-protector 2>&1 | FileCheck %s --implicit-check-not='{{warning|error}}:'
// RUN: %nvvmcheck %s -- -fstack-protector-strong 2>&1 | FileCheck %s --implicit-check-not='{{warning|error}}:'
// RUN: %nvvmcheck %s -- -fstack-protector-all 2>&1 | FileCheck %s --implicit-check-not='{{warning|error}}:'
// RUN: %nvvmcheck %s -- -mno-red-zone 2>&1 | FileCheck %s --implicit-check-not='{{warning|error}}:'
// RUN: %nvvmcheck %s -- -mno-implicit-float 2>&1 | FileCheck %s --implicit-check-not='{{warning|error}}:'
// RUN: %nvvmcheck %s -- -fno-plt 2>&1 | FileCheck %s --implicit-check-not='{{warning|error}}:'
// RUN: %nvvmcheck %s -- -mstackrealign 2>&1 | FileCheck %s --implicit-check-not='{{warning|error}}:'
// RUN: %nvvmcheck %s -- -fsanitize=safe-stack 2>&1 | FileCheck %s --implicit-check-not='{{warning|error}}:'
// RUN: %nvvmcheck %s -- -fno-builtin 2>&1 | FileCheck %s --implicit-check-not='{{warning|error}}:'
// RUN: %nvvmcheck %s -- -ffreestanding 2>&1 | FileCheck %s --implicit-check-not='{{warning|error}}:'

__device__ int work(int x) { return x * 2; }

__global__ void kernel(int *p, const int *q, int n)
{
    char buf[64];
    memcpy(buf, q, n);
    int *r = new int(work(buf[p[1] & 63]));
    p[0] = *r;
    delete r;
}

// CHECK: no findings in 1 file
