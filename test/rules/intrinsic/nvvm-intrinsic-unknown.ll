; Calls of functions named llvm.* that LLVM 22 does not know as intrinsics
; (LLVMGetIntrinsicID is 0). LLVM's verifier accepts the declarations, the
; backend emits the name as an external function, and ptxas cannot parse it
; ("Parsing error near '.nvvm': syntax error", measured on clang's PTX and
; on NVVM 20's; NVVM's verifier itself lets them through). The cicc-internal
; llvm.nvvm.branch.if.convergent is exempt (nvvm-intrinsic-convergent-
; branch-use checks it); declarations that are never called are not
; reported. Negatives: nvvm-intrinsic-unknown-ok.ll.
; RUN: not %nvvmcheck --arch=sm_80 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.bogus(i32)
declare void @llvm.not.an.intrinsic(ptr)
declare i32 @llvm.nvvm.never.called(i32)

define i32 @uses_unknown(i32 %v, ptr %p) {
  %r = call i32 @llvm.nvvm.bogus(i32 %v)
  call void @llvm.not.an.intrinsic(ptr %p)
  %s = call i32 @llvm.nvvm.bogus(i32 %r)
  ret i32 %s
}
; CHECK:      nvvm-intrinsic-unknown.ll: error: call of unknown intrinsic llvm.nvvm.bogus: LLVM 22 has no intrinsic of this name, so the call is emitted as an external function whose name ptxas cannot parse [nvvm-intrinsic-unknown]
; CHECK-NEXT: nvvm-intrinsic-unknown.ll: note: in function 'uses_unknown'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK:      error: call of unknown intrinsic llvm.not.an.intrinsic: LLVM 22 has no intrinsic of this name, so the call is emitted as an external function whose name ptxas cannot parse [nvvm-intrinsic-unknown]
; CHECK-NEXT: note: in function 'uses_unknown'
; CHECK:      error: call of unknown intrinsic llvm.nvvm.bogus: LLVM 22 has no intrinsic of this name, so the call is emitted as an external function whose name ptxas cannot parse [nvvm-intrinsic-unknown]
; CHECK-NEXT: note: in function 'uses_unknown'

; CHECK: 3 errors in 1 file

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
