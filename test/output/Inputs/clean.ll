; Nothing to report: a kernel within the parameter-space limit.
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @small(ptr byval([64 x i8]) align 1 %p) {
  ret void
}

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
