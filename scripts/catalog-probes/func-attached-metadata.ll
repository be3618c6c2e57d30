; func.attached-metadata: !prof and !annotation attached to a function.
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f() !prof !1 !annotation !2 {
  ret void
}
!1 = !{!"function_entry_count", i64 100}
!2 = !{!"x"}

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
