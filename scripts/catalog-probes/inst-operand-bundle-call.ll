; inst.operand-bundle: an operand bundle on an ordinary call.
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @g()
define void @f(ptr %p) {
  call void @g() [ "deopt"(ptr %p) ]
  ret void
}

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
