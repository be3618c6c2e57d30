; The limit follows each kernel's target (docs/reference/toolchain.md §4, CUDA
; Programming Guide "Function Parameters"): 32764 bytes from PTX ISA 8.1,
; 4352 (ptxas' 0x1100) below PTX ISA 8.1, 4096 before Volta.
; RUN: not %nvvmcheck %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error}}:'
; RUN: not %nvvmcheck --param-limit=1000 %s 2>&1 | FileCheck %s --check-prefix=LIMIT --implicit-check-not='{{warning|error}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @old_ptx_ok(ptr byval([4352 x i8]) align 1 %p) #0 {
  ret void
}
; LIMIT: error: Formal parameter space overflowed (4352 bytes required, max 1000 bytes allowed) in function old_ptx_ok

define ptx_kernel void @old_ptx_over(ptr byval([4353 x i8]) align 1 %p) #0 {
  ret void
}
; CHECK: error: Formal parameter space overflowed (4353 bytes required, max 4352 bytes allowed) in function old_ptx_over [nvvm-param-space-overflow]
; CHECK: note: ptxas allows 4352 bytes for PTX ISA 7.8 (32764 from PTX ISA 8.1); nvcc before CUDA 12.1 stopped at 4096
; LIMIT: error: Formal parameter space overflowed (4353 bytes required, max 1000 bytes allowed) in function old_ptx_over
; LIMIT: note: limit set by --param-limit

define ptx_kernel void @pre_volta_ok(ptr byval([4096 x i8]) align 1 %p) #1 {
  ret void
}
; LIMIT: error: Formal parameter space overflowed (4096 bytes required, max 1000 bytes allowed) in function pre_volta_ok

define ptx_kernel void @pre_volta_over(ptr byval([4097 x i8]) align 1 %p) #1 {
  ret void
}
; CHECK: error: Formal parameter space overflowed (4097 bytes required, max 4096 bytes allowed) in function pre_volta_over [nvvm-param-space-overflow]
; CHECK: note: sm_60 is older than Volta (sm_70): kernel parameters are limited to 4 KB there
; LIMIT: error: Formal parameter space overflowed (4097 bytes required, max 1000 bytes allowed) in function pre_volta_over

define ptx_kernel void @modern_ok(ptr byval([32764 x i8]) align 1 %p) #2 {
  ret void
}
; LIMIT: error: Formal parameter space overflowed (32764 bytes required, max 1000 bytes allowed) in function modern_ok

; MLIR/Tileiras mark kernels with an !nvvm.kernel attachment.
define void @attached_kernel(ptr byval([33000 x i8]) align 1 %p) !nvvm.kernel !{} {
  ret void
}
; CHECK: error: Formal parameter space overflowed (33000 bytes required, max 32764 bytes allowed) in function attached_kernel [nvvm-param-space-overflow]
; LIMIT: error: Formal parameter space overflowed (33000 bytes required, max 1000 bytes allowed) in function attached_kernel

; Small kernels pass under every limit.
define ptx_kernel void @small(ptr %a, i32 %n) #1 {
  ret void
}

attributes #0 = { "target-cpu"="sm_75" "target-features"="+ptx78,+sm_75" }
attributes #1 = { "target-cpu"="sm_60" "target-features"="+ptx88,+sm_60" }
attributes #2 = { "target-cpu"="sm_100" "target-features"="+ptx88,+sm_100" }

; NVVM IR version 2.0: libNVVM rejects modules without it (nvvm-module-nvvmir-version).
!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
