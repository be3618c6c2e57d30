; inst.call-musttail-notail: a musttail call.
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i32 @g(i32 %x) {
  ret i32 %x
}
define i32 @f(i32 %x) {
  %r = musttail call i32 @g(i32 %x)
  ret i32 %r
}

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
