; Intrinsic cases at compute_100 for the agreement harness: what NVVM 20 and
; its llc accept at sm_100 (the SM gates follow cicc's -arch, not the IR's
; "target-cpu", docs/reference/toolchain.md §3).

;--- branch-if-convergent-target-cpu-sm75.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i1 @llvm.nvvm.branch.if.convergent(i32)
define ptx_kernel void @k(ptr %p) "target-cpu"="sm_75" {
entry:
  %c = call i1 @llvm.nvvm.branch.if.convergent(i32 1)
  br i1 %c, label %a, label %b
a:
  store i32 1, ptr %p
  br label %b
b:
  ret void
}

;--- mapa-sm100.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare ptr @llvm.nvvm.mapa(ptr, i32)
define ptx_kernel void @k(ptr %p) {
  %q = call ptr @llvm.nvvm.mapa(ptr %p, i32 1)
  store i32 0, ptr %q
  ret void
}

;--- mapa-target-cpu-sm80.ll
; The IR says sm_80, where mapa does not exist; NVVM 20 at compute_100 looks
; at its -arch only.
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare ptr @llvm.nvvm.mapa(ptr, i32)
define ptx_kernel void @k(ptr %p) "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" {
  %q = call ptr @llvm.nvvm.mapa(ptr %p, i32 1)
  store i32 0, ptr %q
  ret void
}

;--- wgmma-fence-sm100.ll
; sm_90a only: not available on sm_100.
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.wgmma.fence.sync.aligned()
define ptx_kernel void @k() {
  call void @llvm.nvvm.wgmma.fence.sync.aligned()
  ret void
}

;--- tcgen05-fence-sm100.ll
; sm_100a: compute_100 is not the arch-specific variant.
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.tcgen05.fence.before.thread.sync()
define ptx_kernel void @k() {
  call void @llvm.nvvm.tcgen05.fence.before.thread.sync()
  ret void
}

;--- unknown-nvvm-intrinsic.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.bogus(i32)
define i32 @f(i32 %x) {
  %r = call i32 @llvm.nvvm.bogus(i32 %x)
  ret i32 %r
}

;--- memset-to-constant.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@c = addrspace(4) global [16 x i8] zeroinitializer
declare void @llvm.memset.p4.i64(ptr addrspace(4), i8, i64, i1)
define void @f() {
  call void @llvm.memset.p4.i64(ptr addrspace(4) @c, i8 0, i64 16, i1 false)
  ret void
}

;--- llvm-smax.ll
; clang -O2 emits llvm.smax for max(a, b).
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.smax.i32(i32, i32)
define i32 @f(i32 %a, i32 %b) {
  %m = call i32 @llvm.smax.i32(i32 %a, i32 %b)
  ret i32 %m
}

;--- llvm-ctpop.ll
; clang emits llvm.ctpop for __popc.
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.ctpop.i32(i32)
define i32 @f(i32 %a) {
  %p = call i32 @llvm.ctpop.i32(i32 %a)
  ret i32 %p
}

;--- llvm-fabs.ll
; clang emits llvm.nvvm.fabs.f32 for fabsf; llvm.fabs comes from other producers.
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare float @llvm.fabs.f32(float)
define float @f(float %x) {
  %y = call float @llvm.fabs.f32(float %x)
  ret float %y
}

;--- llvm-nvvm-fabs.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare float @llvm.nvvm.fabs.f32(float)
define float @f(float %x) {
  %y = call float @llvm.nvvm.fabs.f32(float %x)
  ret float %y
}

;--- llvm-lifetime.ll
; The harness drops llvm.lifetime.* (LLVM 22 changed their signature, which
; NVVM 20 cannot read), so this checks only that the rest is accepted.
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.lifetime.start.p0(ptr)
declare void @llvm.lifetime.end.p0(ptr)
define void @f() {
  %t = alloca i32
  call void @llvm.lifetime.start.p0(ptr %t)
  store volatile i32 0, ptr %t
  call void @llvm.lifetime.end.p0(ptr %t)
  ret void
}
