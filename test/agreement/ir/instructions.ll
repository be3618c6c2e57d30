; Instruction-level cases for the agreement harness (docs/reference/toolchain.md §3):
; fences, atomics, address-space casts, allocas, types, inline asm,
; branch.if.convergent, pragma metadata.

;--- fence.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @f() {
  fence seq_cst
  ret void
}

;--- fence-syncscope.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @f() {
  fence syncscope("block") acq_rel
  ret void
}

;--- indirectbr.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @f(i1 %c) {
entry:
  %t = select i1 %c, ptr blockaddress(@f, %a), ptr blockaddress(@f, %b)
  indirectbr ptr %t, [label %a, label %b]
a:
  ret void
b:
  ret void
}

;--- atomicrmw-i16.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @f(ptr %p) {
  %o = atomicrmw add ptr %p, i16 1 seq_cst
  ret void
}

;--- cmpxchg-i8.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @f(ptr %p) {
  %o = cmpxchg ptr %p, i8 0, i8 1 seq_cst seq_cst
  ret void
}

;--- cmpxchg-i16-clang-atomicCAS.ll
; What clang emits for atomicCAS(unsigned short *, ...).
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @f(ptr %p, i16 %a, i16 %b) {
  %o = cmpxchg ptr %p, i16 %a, i16 %b syncscope("device") seq_cst seq_cst, align 2
  ret void
}

;--- atomicrmw-add-i128.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @f(ptr %p) {
  %o = atomicrmw add ptr %p, i128 1 seq_cst
  ret void
}

;--- atomicrmw-xchg-i128.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @f(ptr %p) {
  %o = atomicrmw xchg ptr %p, i128 1 seq_cst
  ret void
}

;--- cmpxchg-i128.ll
; S0 bans 128-bit cmpxchg; S3 allows it (docs/reference/sources.md).
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @f(ptr %p) {
  %o = cmpxchg ptr %p, i128 0, i128 1 seq_cst seq_cst
  ret void
}

;--- atomicrmw-i32.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @f(ptr %p, ptr addrspace(1) %g, ptr addrspace(3) %s) {
  %a = atomicrmw add ptr %p, i32 1 seq_cst
  %b = atomicrmw max ptr addrspace(1) %g, i64 1 monotonic
  %c = cmpxchg ptr addrspace(3) %s, i32 0, i32 1 seq_cst seq_cst
  ret void
}

;--- atomicrmw-local.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @f(ptr addrspace(5) %p) {
  %o = atomicrmw add ptr addrspace(5) %p, i32 1 seq_cst
  ret void
}

;--- load-atomic.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define i32 @f(ptr %p) {
  %v = load atomic i32, ptr %p acquire, align 4
  ret i32 %v
}

;--- store-atomic.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @f(ptr %p) {
  store atomic i32 1, ptr %p release, align 4
  ret void
}

;--- addrspacecast-shared-to-global.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@g = addrspace(3) global i32 undef
define ptx_kernel void @k() {
  %q = addrspacecast ptr addrspace(3) @g to ptr addrspace(1)
  store i32 0, ptr addrspace(1) %q
  ret void
}

;--- addrspacecast-shared-to-generic.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@g = addrspace(3) global i32 undef
define ptx_kernel void @k() {
  %q = addrspacecast ptr addrspace(3) @g to ptr
  store i32 0, ptr %q
  ret void
}

;--- alloca-align-huge.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @f() {
  %a = alloca i32, align 1073741824
  store volatile i32 0, ptr %a
  ret void
}

;--- alloca-local-as.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @f() {
  %a = alloca i32, align 4, addrspace(5)
  store volatile i32 0, ptr addrspace(5) %a
  ret void
}

;--- x86-fp80.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @f(ptr %p) {
  %v = load x86_fp80, ptr %p
  ret void
}

;--- fp128.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @f(ptr %p) {
  %v = load fp128, ptr %p
  ret void
}

;--- inline-asm-i128.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @f(i128 %x) {
  call void asm sideeffect "// $0", "l"(i128 %x)
  ret void
}

;--- inline-asm-i32.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define i32 @f(i32 %x) {
  %r = call i32 asm "add.s32 $0, $1, 1;", "=r,r"(i32 %x)
  ret i32 %r
}

;--- branch-if-convergent-misuse.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i1 @llvm.nvvm.branch.if.convergent(i32)
define ptx_kernel void @k(ptr %p, i1 %x) {
entry:
  %c = call i1 @llvm.nvvm.branch.if.convergent(i32 1)
  %d = and i1 %c, %x
  br i1 %d, label %a, label %b
a:
  store i32 1, ptr %p
  br label %b
b:
  ret void
}

;--- branch-if-convergent-ok.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i1 @llvm.nvvm.branch.if.convergent(i32)
define ptx_kernel void @k(ptr %p) {
entry:
  %c = call i1 @llvm.nvvm.branch.if.convergent(i32 1)
  br i1 %c, label %a, label %b
a:
  store i32 1, ptr %p
  br label %b
b:
  ret void
}

;--- pragma-unroll.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @f(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %j, %loop ]
  %j = add i32 %i, 1
  %c = icmp slt i32 %j, %n
  br i1 %c, label %loop, label %exit, !pragma !0
exit:
  ret void
}
!0 = !{!"unroll", i32 4}

;--- loop-unroll-count.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @f(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %j, %loop ]
  %j = add i32 %i, 1
  %c = icmp slt i32 %j, %n
  br i1 %c, label %loop, label %exit, !llvm.loop !0
exit:
  ret void
}
!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.count", i32 4}
