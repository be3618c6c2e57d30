// The driver flags that make clang put `uwtable` on device functions
// (measured with clang 22 for sm_75): -funwind-tables (`uwtable(sync)`),
// -fasynchronous-unwind-tables, and -fsanitize=address/thread/memory/
// hwaddress (the sanitizer itself is dropped for the GPU, but its unwind
// tables are not). Every definition is flagged, kernel or not; declarations
// get no `uwtable` and stay silent, as do clang's operator new/delete.
// REQUIRES: cuda
// RUN: not %nvvmcheck %s -- -funwind-tables 2>&1 | FileCheck %s --implicit-check-not='{{warning|error}}:'
// RUN: not %nvvmcheck %s -- -fasynchronous-unwind-tables 2>&1 | FileCheck %s --implicit-check-not='{{warning|error}}:'
// RUN: not %nvvmcheck %s -- -fsanitize=address 2>&1 | FileCheck %s --implicit-check-not='{{warning|error}}:'
// RUN: not %nvvmcheck %s -- -fsanitize=thread 2>&1 | FileCheck %s --implicit-check-not='{{warning|error}}:'
// RUN: not %nvvmcheck %s -- -fsanitize=memory 2>&1 | FileCheck %s --implicit-check-not='{{warning|error}}:'
// RUN: not %nvvmcheck %s -- -fsanitize=hwaddress 2>&1 | FileCheck %s --implicit-check-not='{{warning|error}}:'
// Without a flag: nothing.
// RUN: %nvvmcheck %s 2>&1 | FileCheck %s --check-prefix=NOFLAG --implicit-check-not='{{warning|error}}:'

__device__ int defined_elsewhere(int x);

__device__ int work(int x) { return x * 2; }
// CHECK: nvvm-func-unsupported-attr-uwtable.cu:[[@LINE-1]]:16: error: uwtable function attribute is not supported. [nvvm-func-unsupported-attr]

__global__ void kernel(int *p)
// CHECK: nvvm-func-unsupported-attr-uwtable.cu:[[@LINE-1]]:17: error: uwtable function attribute is not supported. [nvvm-func-unsupported-attr]
{
    int *q = new int(work(p[1]));
    p[0] = defined_elsewhere(*q);
    delete q;
}

// CHECK: 2 errors in 1 file
// NOFLAG: no findings in 1 file
