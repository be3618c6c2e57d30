; Source of raw-annotations-crash.bc, made as raw-annotations.bc is: an entry
; whose property has no value, on which LLVM 22's bitcode reader crashes.
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k() {
  ret void
}

!nvvm.annotationz = !{!0}
!0 = !{ptr @k, !"kernel"}

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
