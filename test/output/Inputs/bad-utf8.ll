; A kernel name that is not valid UTF-8 (a lone 0xFF byte, a truncated
; sequence): JSON reports must still be valid JSON text (RFC 8259 §8.1).
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @"bad\FFname\E2\82"(ptr byval([40000 x i8]) align 1 %p) {
  ret void
}

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
