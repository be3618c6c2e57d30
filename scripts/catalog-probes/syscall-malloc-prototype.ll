; syscall.prototype: malloc taking an i32 size in a 64-bit module.
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare ptr @malloc(i32)
define ptx_kernel void @k(ptr %out) {
  %p = call ptr @malloc(i32 16)
  store ptr %p, ptr %out
  ret void
}

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
