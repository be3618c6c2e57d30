// -Xclang -fsanitize=memory forces MemorySanitizer on the NVPTX device
// compile; clang itself then fails in the backend ("unsupported operating
// system", exit 70). The tool should report the file as not checked
// (exit 2), like any other input that does not compile, not abort.
// (-Xclang -fsanitize=address/thread reach sanitize_address/sanitize_thread
// and are tested in nvvm-func-unsupported-attr-cc1.cu.)
//
// XFAIL: *
// BUG: the in-process compile runs MSan's instrumentation, which calls
// report_fatal_error: "LLVM ERROR: unsupported operating system", SIGABRT
// (exit 134). Same with -Xclang -fsanitize=kernel-memory.
// The failure text is not pinned, so there is no --implicit-check-not here.
// REQUIRES: cuda
// RUN: not %nvvmcheck %s -- -Xclang -fsanitize=memory 2>&1 | FileCheck %s

__device__ int work(int x) { return x * 2; }
__global__ void kernel(int *p) { p[0] = work(p[1]); }

// CHECK: cuda-nvvmcheck: error: {{.*}}nvvm-func-unsupported-attr-msan.cu: {{.+}}
// CHECK: 1 file could not be checked
