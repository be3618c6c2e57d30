; Integer returns narrower than 32 bits without signext/zeroext: NVVM-20's
; Info "Integer return less than 32-bits without sext/zext flag" (R2 of docs/reference/toolchain.md with
; -nvvm-verify-show-info, measured for i8 and i1). Opt-in, like the Info.
; RUN: %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --check-prefix=DEFAULT --implicit-check-not='{{error|warning|note}}:'
; RUN: %nvvmcheck --arch=sm_90 --checks='nvvm-func-narrow-int-return' %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i8 @byte() {
  ret i8 0
}
; CHECK:      nvvm-func-narrow-int-return.ll: note: Integer return less than 32-bits without sext/zext flag [nvvm-func-narrow-int-return]
; CHECK-NEXT: note: in function 'byte'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: note: the function returns i8 with neither 'signext' nor 'zeroext'; NVVM assumes 'zeroext'

declare i1 @flag()
; CHECK:      note: Integer return less than 32-bits without sext/zext flag [nvvm-func-narrow-int-return]
; CHECK-NEXT: note: in function 'flag'
; CHECK-NEXT: note: the function returns i1 with neither 'signext' nor 'zeroext'; NVVM assumes 'zeroext'

define signext i16 @fine() {
  %f = call i1 @flag()
  ret i16 0
}

; Unused declarations are not checked (NVVM 20, measured).
declare i8 @unused()

; CHECK: 2 notes in 1 file
; DEFAULT: no findings in 1 file

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
