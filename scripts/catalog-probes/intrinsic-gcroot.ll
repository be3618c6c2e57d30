; intrinsic.gc: llvm.gcroot (LLVM's verifier wants a gc function).
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.gcroot(ptr, ptr)
define void @f() gc "shadow-stack" {
  %a = alloca ptr, align 8
  call void @llvm.gcroot(ptr %a, ptr null)
  ret void
}

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
