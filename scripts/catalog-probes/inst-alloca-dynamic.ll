; inst.alloca-dynamic: an alloca whose element count is not a constant.
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(i64 %n) {
  %a = alloca i8, i64 %n, align 4
  store volatile i8 0, ptr %a
  ret void
}

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
