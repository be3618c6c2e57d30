; Values LLVM's NVPTX backend reads as intended (measured with llc 22): hex,
; octal and binary prefixes, blanks around list parts, one to three parts,
; the annotation forms, an empty value (written as no directive at all).
; RUN: %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @prefixes() #0 {
  ret void
}

define ptx_kernel void @blanks() #1 {
  ret void
}

define ptx_kernel void @clang() #2 {
  ret void
}

define ptx_kernel void @empty() #3 {
  ret void
}

define void @annotated() {
  ret void
}

attributes #0 = { "nvvm.maxntid"="0x40" "nvvm.reqntid"="010" "nvvm.maxnreg"="0b1000000" }
attributes #1 = { "nvvm.maxntid"=" 32, 4 ,2" "nvvm.reqntid"="64 " }
attributes #2 = { "nvvm.maxntid"="128" "nvvm.minctasm"="2" "nvvm.maxclusterrank"="4" }
attributes #3 = { "nvvm.maxntid"="" }

!nvvm.annotations = !{!0}
!0 = !{ptr @annotated, !"kernel", i32 1, !"maxntidx", i32 256, !"minctasm", i32 1, !"maxnreg", i32 32}

; CHECK: no findings in 1 file

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
