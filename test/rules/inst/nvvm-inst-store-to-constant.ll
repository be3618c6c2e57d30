; Stores and atomics into the constant address space, which is read-only on
; the device. NVIDIA's NVVM-20 verifier accepts them (measured, recipe R2 of docs/reference/toolchain.md),
; libNVVM's compiler then deletes the store, nvcc's backend warns
; `Cannot store to pointer that points to constant memory space` (measured
; on `const_cast` writes into a __constant__ array), and ptxas rejects the
; st.const LLVM 22's NVPTX backend writes ("State space incorrect for
; instruction 'st'"). A warning, in both profiles; its text is nvcc's.
; Pins: a store to an addrspace(4) global, through an addrspace(4) argument,
; through clang's generic `addrspacecast (ptr addrspace(4) @c to ptr)` with
; and without a GEP, through a -O0 stack slot stored once, atomics through a
; generic pointer (an addrspace(4) atomic is nvvm-atomic-addrspace's).
; RUN: %nvvmcheck --arch=sm_100 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
; RUN: %nvvmcheck --arch=sm_100 --profile=cuda %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@c = addrspace(4) global i32 0, align 4
@arr = addrspace(4) global [4 x i32] zeroinitializer, align 4

define void @direct(ptr addrspace(4) %arg) {
  store i32 1, ptr addrspace(4) @c, align 4
  store i32 2, ptr addrspace(4) %arg, align 4
  ret void
}
; CHECK:      nvvm-inst-store-to-constant.ll: warning: Cannot store to pointer that points to constant memory space [nvvm-inst-store-to-constant]
; CHECK-NEXT: nvvm-inst-store-to-constant.ll: note: in function 'direct'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: nvvm-inst-store-to-constant.ll: note: __constant__ memory is read-only on the device; write it from the host (cudaMemcpyToSymbol) or use __device__ memory
; CHECK:      warning: Cannot store to pointer that points to constant memory space [nvvm-inst-store-to-constant]
; CHECK-NEXT: note: in function 'direct'
; CHECK-NEXT: note: __constant__ memory is read-only

define void @generic(i32 %x) {
  store i32 %x, ptr addrspacecast (ptr addrspace(4) @c to ptr), align 4
  store i32 %x, ptr getelementptr inbounds (i32, ptr addrspacecast (ptr addrspace(4) @arr to ptr), i64 1), align 4
  %p = addrspacecast ptr addrspace(4) @arr to ptr
  %q = getelementptr inbounds i32, ptr %p, i64 2
  store volatile i32 %x, ptr %q, align 4
  ret void
}
; CHECK:      warning: Cannot store to pointer that points to constant memory space [nvvm-inst-store-to-constant]
; CHECK-NEXT: note: in function 'generic'
; CHECK-NEXT: note: __constant__ memory is read-only
; CHECK:      warning: Cannot store to pointer that points to constant memory space [nvvm-inst-store-to-constant]
; CHECK-NEXT: note: in function 'generic'
; CHECK-NEXT: note: __constant__ memory is read-only
; CHECK:      warning: Cannot store to pointer that points to constant memory space [nvvm-inst-store-to-constant]
; CHECK-NEXT: note: in function 'generic'
; CHECK-NEXT: note: __constant__ memory is read-only

; clang -O0: int *q = (int *)c; q[1] = x;
define void @slot(i32 %x) {
  %q.addr = alloca ptr, align 8
  store ptr addrspacecast (ptr addrspace(4) @arr to ptr), ptr %q.addr, align 8
  %q = load ptr, ptr %q.addr, align 8
  %e = getelementptr inbounds i32, ptr %q, i64 1
  store i32 %x, ptr %e, align 4
  ret void
}
; CHECK:      warning: Cannot store to pointer that points to constant memory space [nvvm-inst-store-to-constant]
; CHECK-NEXT: note: in function 'slot'
; CHECK-NEXT: note: __constant__ memory is read-only

define void @atomics() {
  %o = atomicrmw add ptr addrspacecast (ptr addrspace(4) @c to ptr), i32 1 monotonic
  %r = cmpxchg ptr addrspacecast (ptr addrspace(4) @c to ptr), i32 0, i32 1 monotonic monotonic
  ret void
}
; CHECK:      warning: Cannot store to pointer that points to constant memory space [nvvm-inst-store-to-constant]
; CHECK-NEXT: note: in function 'atomics'
; CHECK-NEXT: note: __constant__ memory is read-only
; CHECK:      warning: Cannot store to pointer that points to constant memory space [nvvm-inst-store-to-constant]
; CHECK-NEXT: note: in function 'atomics'
; CHECK-NEXT: note: __constant__ memory is read-only

; CHECK: 8 warnings in 1 file

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
