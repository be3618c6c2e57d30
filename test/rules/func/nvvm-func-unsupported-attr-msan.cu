// -Xclang -fsanitize=memory forces MemorySanitizer on the NVPTX device
// compile; clang itself then fails in the backend ("unsupported operating
// system", exit 70). LLVM's report_fatal_error ends the process: the tool
// names the input and the reason and exits with 2, like any input that does
// not compile, instead of aborting.
// (-Xclang -fsanitize=address/thread reach sanitize_address/sanitize_thread
// and are tested in nvvm-func-unsupported-attr-cc1.cu.)
//
// REQUIRES: cuda
// RUN: not %nvvmcheck %s -- -Xclang -fsanitize=memory 2>&1 | FileCheck %s --implicit-check-not='{{warning|error}}:'
// RUN: %nvvmcheck %s -- -Xclang -fsanitize=memory > /dev/null 2>&1; test $? -eq 2

__device__ int work(int x) { return x * 2; }
__global__ void kernel(int *p) { p[0] = work(p[1]); }

// CHECK: cuda-nvvmcheck: error: {{.*}}nvvm-func-unsupported-attr-msan.cu: clang/LLVM stopped with a fatal error (unsupported operating system); not checked
// CHECK: no findings in 0 files; 1 file could not be checked
