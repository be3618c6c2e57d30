; texsurf.sust-formatted-clamp: a formatted surface store with the clamp mode (LLVM 22 has only .trap).
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.sust.p.1d.i32.clamp(i64, i32, i32)
define void @f(i64 %s, i32 %x, i32 %r) {
  call void @llvm.nvvm.sust.p.1d.i32.clamp(i64 %s, i32 %x, i32 %r)
  ret void
}

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
