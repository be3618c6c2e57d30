; Parameters of an unsized type: an array of an opaque struct, a target
; extension type LLVM knows no layout for. LLVM's verifier accepts them
; (byval of an unsized type it refuses itself), and so does NVVM-20's
; verifier, but no code generator can pass them (measured): llc 22 stops
; with "LLVM ERROR: Empty parameter types are not supported" or crashes, and
; NVVM 20 prints "error: Empty parameter types are not supported" or dies
; with SIGILL. The kernel parameter-space count takes them as 0 bytes.
; RUN: not %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%Opaque = type opaque

define ptx_kernel void @k([2 x %Opaque] %a, target("nvptx.handle") %t, ptr %p) {
  ret void
}
; CHECK:      nvvm-func-param-opaque-type.ll: error: opaque parameter type '[2 x %Opaque]' has no size and cannot be passed [nvvm-func-param-opaque-type]
; CHECK-NEXT: note: in function 'k'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: note: parameter 0 '%a' ([2 x %Opaque]) has that type
; CHECK:      error: opaque parameter type 'target("nvptx.handle")' has no size and cannot be passed [nvvm-func-param-opaque-type]
; CHECK-NEXT: note: in function 'k'
; CHECK-NEXT: note: parameter 1 '%t' (target("nvptx.handle")) has that type

declare [1 x %Opaque] @returns_opaque()
@fp = addrspace(1) global ptr @returns_opaque
; CHECK:      error: opaque return type '[1 x %Opaque]' has no size and cannot be returned [nvvm-func-param-opaque-type]
; CHECK-NEXT: note: in function 'returns_opaque'

; CHECK: 3 errors in 1 file

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
