; Integer parameters narrower than 32 bits without signext/zeroext. NVVM-20
; reports an Info per parameter, printed only with -nvvm-verify-show-info
; (measured, R2 of docs/reference/toolchain.md): "Info: : Function `f': Integer parameter less than 32-bits
; without sext/zext flag". Definitions, declarations and kernels; not call
; sites, not intrinsics (`llvm.expect.i1` passes), not vectors of narrow
; integers, not i48. The rule is opt-in, as NVIDIA's Info is: off in both
; profiles, on with --checks.
; RUN: %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --check-prefix=DEFAULT --implicit-check-not='{{error|warning|note}}:'
; RUN: %nvvmcheck --arch=sm_90 --checks='nvvm-func-narrow-*' %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(i8 %c, i16 signext %s, i1 %b, i8 zeroext %u, i48 %wide, <2 x i8> %v) {
  ret void
}
; CHECK:      nvvm-func-narrow-int-param.ll: note: Integer parameter less than 32-bits without sext/zext flag [nvvm-func-narrow-int-param]
; CHECK-NEXT: note: in function 'f'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: note: parameter 0 '%c' (i8) has neither 'signext' nor 'zeroext'; NVVM assumes 'zeroext'
; CHECK:      note: Integer parameter less than 32-bits without sext/zext flag [nvvm-func-narrow-int-param]
; CHECK-NEXT: note: in function 'f'
; CHECK-NEXT: note: parameter 2 '%b' (i1) has neither 'signext' nor 'zeroext'; NVVM assumes 'zeroext'

declare void @declared(i16)
; CHECK:      note: Integer parameter less than 32-bits without sext/zext flag [nvvm-func-narrow-int-param]
; CHECK-NEXT: note: in function 'declared'; the IR has no debug location for it
; CHECK-NEXT: note: parameter 0 (i16) has neither 'signext' nor 'zeroext'; NVVM assumes 'zeroext'

declare void @extended(i8 zeroext)
; Unused declarations are not checked (NVVM 20, measured).
declare void @unused(i8)
declare i1 @llvm.expect.i1(i1, i1)

define ptx_kernel void @k(i8 %flag) {
  call void @extended(i8 %flag)
  call void @declared(i16 7)
  %e = call i1 @llvm.expect.i1(i1 true, i1 true)
  ret void
}
; CHECK:      note: Integer parameter less than 32-bits without sext/zext flag [nvvm-func-narrow-int-param]
; CHECK-NEXT: note: in function 'k'
; CHECK-NEXT: note: parameter 0 '%flag' (i8) has neither 'signext' nor 'zeroext'; NVVM assumes 'zeroext'

; CHECK: 4 notes in 1 file
; DEFAULT: no findings in 1 file

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
