; intrinsic.stackprotector: llvm.stackprotector.
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.stackprotector(ptr, ptr)
define void @f(ptr %g) {
  %slot = alloca ptr, align 8
  call void @llvm.stackprotector(ptr %g, ptr %slot)
  ret void
}

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
