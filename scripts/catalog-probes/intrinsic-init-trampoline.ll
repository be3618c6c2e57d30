; intrinsic.trampoline: llvm.init.trampoline.
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.init.trampoline(ptr, ptr, ptr)
define void @g(ptr %n) {
  ret void
}
define void @f(ptr %t, ptr %n) {
  call void @llvm.init.trampoline(ptr %t, ptr @g, ptr %n)
  ret void
}

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
