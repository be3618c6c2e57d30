; inst.va-arg: a va_arg instruction in an external function.
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i32 @f(ptr %ap) {
  %v = va_arg ptr %ap, i32
  ret i32 %v
}

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
