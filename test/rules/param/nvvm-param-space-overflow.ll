; Kernel parameter space, on IR without debug info: sizes follow the module's
; DataLayout and ptxas' aligned .param layout; kernels in all three forms.
; RUN: not %nvvmcheck %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Heavy = type { double, i8, [10000 x i32] }

; S1's worked example (docs/reference/sources.md): 40016 bytes + a pointer = 40024 (nvcc and ptxas agree).
define ptx_kernel void @_Z10big_kernel5HeavyPf(ptr byval(%struct.Heavy) align 8 %h, ptr %out) {
  ret void
}
; CHECK: nvvm-param-space-overflow.ll: error: Formal parameter space overflowed (40024 bytes required, max 32764 bytes allowed) in function big_kernel(Heavy, float*) [nvvm-param-space-overflow]
; CHECK-NEXT: nvvm-param-space-overflow.ll: note: in function 'big_kernel(Heavy, float*)'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: nvvm-param-space-overflow.ll: note: parameter 0 '%h' (%struct.Heavy) takes 40016 bytes at offset 0
; CHECK-NEXT: nvvm-param-space-overflow.ll: note: parameter 1 '%out' (ptr) takes 8 bytes at offset 40016

; Exactly at the limit: fine.
define ptx_kernel void @at_limit(ptr byval([32764 x i8]) align 1 %p) {
  ret void
}

; One byte over.
define ptx_kernel void @one_over(ptr byval([32765 x i8]) align 1 %p) {
  ret void
}
; CHECK: error: Formal parameter space overflowed (32765 bytes required, max 32764 bytes allowed) in function one_over [nvvm-param-space-overflow]

; 32756 + 8 sums to 32764, but ptxas aligns the pointer to 32760 (measured:
; "0x8000 bytes, 0x7ffc max"); nvcc's front end sums without padding and passes.
define ptx_kernel void @padding_only(ptr byval([32756 x i8]) align 1 %s, ptr %p) {
  ret void
}
; CHECK: error: Formal parameter space overflowed (32768 bytes required, max 32764 bytes allowed) in function padding_only [nvvm-param-space-overflow]
; CHECK: note: parameter 1 '%p' (ptr) takes 8 bytes at offset 32760, after 4 bytes of padding
; CHECK-NEXT: note: the sizes add up to 32764 bytes without padding, so nvcc's front end accepts the kernel, but ptxas aligns each parameter and rejects it

; Narrow integers take their own size (cicc: "32760 + 5 x char = 32765").
define ptx_kernel void @five_chars(ptr byval([32760 x i8]) align 1 %s, i8 signext %a, i8 signext %b, i8 signext %c, i8 signext %d, i8 signext %e) {
  ret void
}
; CHECK: error: Formal parameter space overflowed (32765 bytes required, max 32764 bytes allowed) in function five_chars [nvvm-param-space-overflow]

; Legacy kernel marking through !nvvm.annotations (NVVM IR spec 1.3). LLVM 22's
; reader turns it into ptx_kernel; either way it is a kernel.
define void @legacy_kernel(ptr byval([40000 x i8]) align 1 %p) {
  ret void
}
; CHECK: error: Formal parameter space overflowed (40000 bytes required, max 32764 bytes allowed) in function legacy_kernel [nvvm-param-space-overflow]

; A device function has no parameter-space limit (cicc measured: no error).
define void @device_fn(ptr byval([40000 x i8]) align 1 %p) {
  ret void
}

; A kernel declaration (defined in another TU) is checked where it is defined.
declare ptx_kernel void @elsewhere(ptr byval([40000 x i8]) align 1)

!nvvm.annotations = !{!0}
!0 = !{ptr @legacy_kernel, !"kernel", i32 1}

; NVVM IR version 2.0: libNVVM rejects modules without it (nvvm-module-nvvmir-version).
!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
