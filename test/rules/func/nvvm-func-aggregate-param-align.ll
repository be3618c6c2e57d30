; By-value parameters of device functions aligned above 128 bytes. ptxas
; 13.0 rejects them: "Parameter 'f_param_0' has illegal alignment (must be
; aligned to 1, 2, 4, 8, 16, 32, 64, or 128 bytes)", at the .func and at each
; call (measured on llc 22's PTX for sm_80, and through nvcc). Kernel (.entry)
; parameters of any alignment pass ptxas (align 256 and 512 measured), and
; NVVM-20's verifier accepts all of them.
; RUN: not %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Big = type { i32 }

define i32 @device_fn(ptr byval(%struct.Big) align 256 %b) {
  %v = load i32, ptr %b
  ret i32 %v
}
; CHECK:      nvvm-func-aggregate-param-align.ll: error: by-value parameter aligned to 256 bytes: ptxas allows device function parameters to be aligned to 1, 2, 4, 8, 16, 32, 64 or 128 bytes only [nvvm-func-aggregate-param-align]
; CHECK-NEXT: note: in function 'device_fn'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: note: parameter 0 '%b' (%struct.Big) is passed 'byval' with 'align 256'

; Declared and called: ptxas rejects the call ("Parameter 'param0' ...").
declare i32 @declared(i32, ptr byval(%struct.Big) align 512)
; CHECK:      error: by-value parameter aligned to 512 bytes: ptxas allows device function parameters to be aligned to 1, 2, 4, 8, 16, 32, 64 or 128 bytes only [nvvm-func-aggregate-param-align]
; CHECK-NEXT: note: in function 'declared'
; CHECK-NEXT: note: parameter 1 (%struct.Big) is passed 'byval' with 'align 512'

; Declared, never called: no .extern .func is written, ptxas never sees it.
declare i32 @unused(ptr byval(%struct.Big) align 256)

; 128 is the largest alignment ptxas allows.
define i32 @at_limit(ptr byval(%struct.Big) align 128 %b) {
  ret i32 0
}

; A kernel: .entry parameters are not limited (measured).
define ptx_kernel void @kernel(ptr byval(%struct.Big) align 512 %b, ptr %out) {
  %a = alloca %struct.Big, align 512
  %v = call i32 @declared(i32 0, ptr byval(%struct.Big) align 512 %a)
  store i32 %v, ptr %out
  ret void
}

; CHECK: 2 errors in 1 file

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
