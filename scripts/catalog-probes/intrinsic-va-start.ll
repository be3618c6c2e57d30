; intrinsic.vararg: llvm.va_start / llvm.va_end in a variadic function.
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.va_start.p0(ptr)
declare void @llvm.va_end.p0(ptr)
define i32 @f(i32 %n, ...) {
  %ap = alloca ptr, align 8
  call void @llvm.va_start.p0(ptr %ap)
  call void @llvm.va_end.p0(ptr %ap)
  ret i32 %n
}

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
