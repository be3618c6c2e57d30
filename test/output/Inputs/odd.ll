; A kernel whose name holds the characters the report formats must escape:
; '%', ':', ',', a newline, a carriage return, a quote, a backslash and a
; control character (the name reaches the message "... in function <name>").
; escaping.test copies it to a file name with '%', ':', ',' and a newline.
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @"odd%name:with,comma\0Aand\0Dcr\22q\5Cb\01"(ptr byval([40000 x i8]) align 1 %p) {
  ret void
}

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
