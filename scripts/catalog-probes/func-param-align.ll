; func.param-align: align N on a pointer parameter and on a byval parameter (clang emits both).
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%S = type { i32, i32 }
define void @f(ptr align 16 %p, ptr byval(%S) align 8 %s) {
  store i32 0, ptr %p
  ret void
}

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
