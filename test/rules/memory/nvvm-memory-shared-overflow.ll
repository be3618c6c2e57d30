; Static shared memory per kernel on IR without debug info: the kernel's own
; addrspace(3) variables, those of every function it calls (also through
; constant expressions), and with an indirect call those of every function
; whose address is taken. Counts checked against ptxas 13.0 on llc 22's PTX
; for this module (sm_80): 0xc001, 0xc008, 0xe000, 0x12000, 0xc001 and 0xc008.
; RUN: not %nvvmcheck --arch=sm_80 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@one_over.buf = internal addrspace(3) global [49153 x i8] undef, align 1
@fits.buf = internal addrspace(3) global [49152 x i8] undef, align 1

; One byte over 48 KiB.
define ptx_kernel void @one_over(ptr %o) {
  %v = load i8, ptr addrspace(3) @one_over.buf
  store i8 %v, ptr %o
  ret void
}
; CHECK: nvvm-memory-shared-overflow.ll: error: Entry function 'one_over' uses too much shared data (49153 bytes, 49152 max) [nvvm-memory-shared-overflow]
; CHECK-NEXT: nvvm-memory-shared-overflow.ll: note: in function 'one_over'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: nvvm-memory-shared-overflow.ll: note: '@one_over.buf' takes 49153 bytes, used by 'one_over'

; Exactly 48 KiB: fine.
define ptx_kernel void @fits(ptr %o) {
  %v = load i8, ptr addrspace(3) @fits.buf
  store i8 %v, ptr %o
  ret void
}

; Mixed alignment: 49145 bytes, then an 8-byte-aligned double at 49152.
@padded.bytes = internal addrspace(3) global [49145 x i8] undef, align 1
@padded.d = internal addrspace(3) global double undef, align 8
define ptx_kernel void @padded(ptr %o, ptr %p) {
  %b = load i8, ptr addrspace(3) @padded.bytes
  %d = load double, ptr addrspace(3) @padded.d
  store i8 %b, ptr %o
  store double %d, ptr %p
  ret void
}
; CHECK: error: Entry function 'padded' uses too much shared data (49160 bytes, 49152 max) [nvvm-memory-shared-overflow]
; CHECK-NEXT: note: in function 'padded'
; CHECK-NEXT: note: '@padded.bytes' takes 49145 bytes, used by 'padded'
; CHECK-NEXT: note: '@padded.d' takes 8 bytes, used by 'padded'
; CHECK-NEXT: note: ptxas places the variables each at its alignment: 7 bytes of padding between them

; Through a call: the callee reaches its variable through a constant GEP.
@callee.tile = internal addrspace(3) global [8192 x float] undef, align 4
@caller.tile = internal addrspace(3) global [6144 x float] undef, align 4
define float @callee(i32 %i) noinline {
  %v = load float, ptr addrspace(3) getelementptr inbounds ([8192 x float], ptr addrspace(3) @callee.tile, i64 0, i64 7)
  ret float %v
}
define ptx_kernel void @caller(ptr %o) {
  %a = load float, ptr addrspace(3) @caller.tile
  %b = call float @callee(i32 0)
  %s = fadd float %a, %b
  store float %s, ptr %o
  ret void
}
; CHECK: error: Entry function 'caller' uses too much shared data (57344 bytes, 49152 max) [nvvm-memory-shared-overflow]
; CHECK-NEXT: note: in function 'caller'
; CHECK-NEXT: note: '@callee.tile' takes 32768 bytes, used by 'callee'
; CHECK-NEXT: note: '@caller.tile' takes 24576 bytes, used by 'caller'

; An indirect call may reach every function whose address is taken: @g1
; and @g2 (through @table), 32 KiB + 16 KiB on top of the kernel's 24 KiB.
@g1.tile = internal addrspace(3) global [8192 x float] undef, align 4
@g2.tile = internal addrspace(3) global [4096 x float] undef, align 4
@ind.tile = internal addrspace(3) global [6144 x float] undef, align 4
@table = addrspace(1) global [2 x ptr] [ptr @g1, ptr @g2], align 8
define float @g1(i32 %i) noinline {
  %v = load float, ptr addrspace(3) @g1.tile
  ret float %v
}
define float @g2(i32 %i) noinline {
  %v = load float, ptr addrspace(3) @g2.tile
  ret float %v
}
define ptx_kernel void @indirect(ptr %o, i32 %s) {
  %a = load float, ptr addrspace(3) @ind.tile
  %slot = getelementptr [2 x ptr], ptr addrspace(1) @table, i32 0, i32 %s
  %fp = load ptr, ptr addrspace(1) %slot
  %b = call float %fp(i32 0)
  %sum = fadd float %a, %b
  store float %sum, ptr %o
  ret void
}
; CHECK: error: Entry function 'indirect' uses too much shared data (73728 bytes, 49152 max) [nvvm-memory-shared-overflow]
; CHECK-NEXT: note: in function 'indirect'
; CHECK-NEXT: note: '@g1.tile' takes 32768 bytes, used by 'g1'
; CHECK-NEXT: note: '@ind.tile' takes 24576 bytes, used by 'indirect'
; CHECK-NEXT: note: '@g2.tile' takes 16384 bytes, used by 'g2'
; CHECK-NEXT: note: this indirect call may reach any function whose address is taken, so their shared variables count too

; Order across functions (measured, ptxas 13.0): the variables of .visible
; callees first, then the kernel's own, then module-scope ones, then those of
; file-local callees. LLVM's NVPTX printer declares an internal variable that
; one function alone uses inside that function. Callee external: 49152
; bytes, then 1 (0xc001); callee internal: 1 byte, padding, 49152 (0xc008).
@early.doubles = internal addrspace(3) global [6144 x double] undef, align 8
@late.byte = internal addrspace(3) global i8 undef, align 1
define double @early(i32 %i) noinline {
  %v = load double, ptr addrspace(3) @early.doubles
  ret double %v
}
define ptx_kernel void @late(ptr %o, ptr %p) {
  %b = load i8, ptr addrspace(3) @late.byte
  store i8 %b, ptr %o
  %d = call double @early(i32 0)
  store double %d, ptr %p
  ret void
}
; CHECK: error: Entry function 'late' uses too much shared data (49153 bytes, 49152 max) [nvvm-memory-shared-overflow]
; CHECK-NEXT: note: in function 'late'
; CHECK-NEXT: note: '@early.doubles' takes 49152 bytes, used by 'early'
; CHECK-NEXT: note: '@late.byte' takes 1 byte, used by 'late'

@local.doubles = internal addrspace(3) global [6144 x double] undef, align 8
@late2.byte = internal addrspace(3) global i8 undef, align 1
define internal double @local(i32 %i) noinline {
  %v = load double, ptr addrspace(3) @local.doubles
  ret double %v
}
define ptx_kernel void @late2(ptr %o, ptr %p) {
  %b = load i8, ptr addrspace(3) @late2.byte
  store i8 %b, ptr %o
  %d = call double @local(i32 0)
  store double %d, ptr %p
  ret void
}
; CHECK: error: Entry function 'late2' uses too much shared data (49160 bytes, 49152 max) [nvvm-memory-shared-overflow]
; CHECK-NEXT: note: in function 'late2'
; CHECK-NEXT: note: '@local.doubles' takes 49152 bytes, used by 'local'
; CHECK-NEXT: note: '@late2.byte' takes 1 byte, used by 'late2'
; CHECK-NEXT: note: ptxas places the variables each at its alignment: 7 bytes of padding between them

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
