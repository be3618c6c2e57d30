; Near misses for nvvm-func-param-zero-size, which ptxas accepts in llc 22's
; PTX (measured, sm_100): a by-value struct of one byte and one with data
; before its zero-length array, a declaration with a zero-sized byval
; parameter, and a plain pointer to a zero-sized struct.
; RUN: %nvvmcheck --profile=cuda --arch=sm_100 %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'
; CHECK: no findings in 1 file

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Z = type { [0 x i32] }
%struct.E = type { i8 }
%struct.Tail = type { i32, [0 x float] }

define ptx_kernel void @k(ptr byval(%struct.E) align 1 %e, ptr byval(%struct.Tail) align 4 %t, ptr %z) {
  ret void
}

declare void @ext(ptr byval(%struct.Z) align 4)

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
