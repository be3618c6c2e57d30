; Malformed launch-attribute values. Parsing follows LLVM's NVPTX backend
; (measured with llc 22): lists ("nvvm.maxntid", "nvvm.reqntid",
; "nvvm.cluster_dim") are split at commas and each part trimmed; numbers are
; unsigned, 32-bit, decimal or 0x/0b/0 prefixed. llc and NVVM 20 print the
; same texts: "can't parse integer attribute <part> in <attr>" for a list,
; "cannot parse integer attribute <attr>" for a single number; llc then
; fails, NVVM 20 exits 0 and writes a made-up value (".maxntid 32767" for
; "+64"). A fourth list value is dropped silently; a 0 in maxntid, reqntid,
; minctasm or maxnreg makes ptxas fail ("Positive non-zero value expected
; for maxntid").
; RUN: not %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @sign() #0 {
  ret void
}
; CHECK:      nvvm-kernel-attr-value.ll: error: can't parse integer attribute +64 in nvvm.maxntid [nvvm-kernel-attr-value]
; CHECK-NEXT: note: in function 'sign'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: note: the function has "nvvm.maxntid"="+64"

define ptx_kernel void @letters() #1 {
  ret void
}
; CHECK:      error: can't parse integer attribute a in nvvm.reqntid [nvvm-kernel-attr-value]
; CHECK-NEXT: note: in function 'letters'
; CHECK-NEXT: note: the function has "nvvm.reqntid"="a,2"

define ptx_kernel void @empty_part() #2 {
  ret void
}
; CHECK:      error: can't parse integer attribute  in nvvm.maxntid [nvvm-kernel-attr-value]
; CHECK-NEXT: note: in function 'empty_part'
; CHECK-NEXT: note: the function has "nvvm.maxntid"="1,,2"

define ptx_kernel void @too_big() #3 {
  ret void
}
; CHECK:      error: can't parse integer attribute 99999999999 in nvvm.maxntid [nvvm-kernel-attr-value]
; CHECK-NEXT: note: in function 'too_big'
; CHECK-NEXT: note: the function has "nvvm.maxntid"="99999999999"

define ptx_kernel void @scalar() #4 {
  ret void
}
; CHECK:      error: cannot parse integer attribute nvvm.minctasm [nvvm-kernel-attr-value]
; CHECK-NEXT: note: in function 'scalar'
; CHECK-NEXT: note: the function has "nvvm.minctasm"="x"
; CHECK:      error: cannot parse integer attribute nvvm.maxnreg [nvvm-kernel-attr-value]
; CHECK-NEXT: note: in function 'scalar'
; CHECK-NEXT: note: the function has "nvvm.maxnreg"="64 "

define ptx_kernel void @wraps() #5 {
  ret void
}
; CHECK:      error: value 4294967296 of nvvm.maxnreg does not fit in 32 bits; LLVM keeps its low 32 bits [nvvm-kernel-attr-value]
; CHECK-NEXT: note: in function 'wraps'
; CHECK-NEXT: note: the function has "nvvm.maxnreg"="4294967296"

define ptx_kernel void @four() #6 {
  ret void
}
; CHECK:      error: nvvm.maxntid has 4 values; it takes at most 3 (x, y, z) [nvvm-kernel-attr-value]
; CHECK-NEXT: note: in function 'four'
; CHECK-NEXT: note: LLVM's NVPTX backend keeps the first 3 and drops the rest without a warning

define ptx_kernel void @zeros() #7 {
  ret void
}
; CHECK:      error: nvvm.maxntid must be positive: ptxas rejects '.maxntid' with a 0 [nvvm-kernel-attr-value]
; CHECK-NEXT: note: in function 'zeros'
; CHECK-NEXT: note: the function has "nvvm.maxntid"="0"
; CHECK:      error: nvvm.reqntid must be positive: ptxas rejects '.reqntid' with a 0 [nvvm-kernel-attr-value]
; CHECK-NEXT: note: in function 'zeros'
; CHECK-NEXT: note: the function has "nvvm.reqntid"="32,0"
; CHECK:      error: nvvm.minctasm must be positive: ptxas rejects '.minnctapersm' with a 0 [nvvm-kernel-attr-value]
; CHECK-NEXT: note: in function 'zeros'
; CHECK-NEXT: note: the function has "nvvm.minctasm"="0"
; CHECK:      error: nvvm.maxnreg must be positive: ptxas rejects '.maxnreg' with a 0 [nvvm-kernel-attr-value]
; CHECK-NEXT: note: in function 'zeros'
; CHECK-NEXT: note: the function has "nvvm.maxnreg"="0"

; The annotation form: LLVM's reader makes "nvvm.maxntid"="0,4" of it.
define void @annotated() {
  ret void
}
; CHECK:      error: nvvm.maxntid must be positive: ptxas rejects '.maxntid' with a 0 [nvvm-kernel-attr-value]
; CHECK-NEXT: note: in function 'annotated'
; CHECK-NEXT: note: the function has "nvvm.maxntid"="0,4"

attributes #0 = { "nvvm.maxntid"="+64" }
attributes #1 = { "nvvm.reqntid"="a,2" }
attributes #2 = { "nvvm.maxntid"="1,,2" }
attributes #3 = { "nvvm.maxntid"="99999999999" }
attributes #4 = { "nvvm.minctasm"="x" "nvvm.maxnreg"="64 " }
attributes #5 = { "nvvm.maxnreg"="4294967296" }
attributes #6 = { "nvvm.maxntid"="1,2,3,4" }
attributes #7 = { "nvvm.maxntid"="0" "nvvm.reqntid"="32,0" "nvvm.minctasm"="0" "nvvm.maxnreg"="0" }

!nvvm.annotations = !{!0}
!0 = !{ptr @annotated, !"kernel", i32 1, !"maxntidx", i32 0, !"maxntidy", i32 4}

; CHECK: 13 errors in 1 file

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
