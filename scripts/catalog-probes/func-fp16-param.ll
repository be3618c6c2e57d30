; func.fp16-param: half and bfloat parameters and a half return.
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define half @f(half %a, bfloat %b) {
  ret half %a
}
define ptx_kernel void @k(half %h) {
  ret void
}

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
