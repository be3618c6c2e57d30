; A by-value parameter whose type has no bytes (clang's form of a struct
; with only a zero-length array), in a kernel and in a called device
; function. nvcc rejects the source and ptxas rejects the PTX llc 22 writes
; for it ("Parameter to entry function cannot be an incomplete array.",
; "Non-external variable 'param0' has incomplete type"; measured, sm_100).
; RUN: not %nvvmcheck --profile=cuda --arch=sm_100 %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'
; NVVM 20 accepts this IR (R2 of docs/reference/toolchain.md and nvvmCompileProgram): not in the libnvvm profile.
; RUN: %nvvmcheck --arch=sm_100 %s 2>&1 | FileCheck %s --check-prefix=LIBNVVM --implicit-check-not='{{error|warning|note}}:'
; CHECK:      error: zero-sized parameter type "Z" is not allowed in device code [nvvm-func-param-zero-size]
; CHECK-NEXT: note: in function 'f'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: note: parameter 0 '%z' (%struct.Z) is passed by value and has no bytes
; CHECK-NEXT: error: zero-sized parameter type "Z" is not allowed in device code [nvvm-func-param-zero-size]
; CHECK-NEXT: note: in function 'k'
; CHECK-NEXT: note: parameter 1 '%z' (%struct.Z) is passed by value and has no bytes
; CHECK-NEXT: 2 errors in 1 file
; LIBNVVM: no findings in 1 file

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Z = type { [0 x i32] }

define void @f(ptr byval(%struct.Z) align 4 %z) {
  ret void
}

define ptx_kernel void @k(ptr %out, ptr byval(%struct.Z) align 4 %z) {
  call void @f(ptr byval(%struct.Z) align 4 %z)
  ret void
}

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
