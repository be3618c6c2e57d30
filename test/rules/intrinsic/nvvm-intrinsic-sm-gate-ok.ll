; Near-misses of nvvm-intrinsic-sm-gate: each intrinsic on a target that has
; it (redux.sync on sm_80, cluster registers, mapa and getctarank on sm_90,
; wgmma on sm_90a, tcgen05 on sm_100a, a target newer than any probed one),
; and intrinsics clang emits on every SM (barriers, special registers, warp
; shuffles) on sm_75 and on the default target.
; RUN: %nvvmcheck %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
; CHECK: no findings in 1 file

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i32 @warp_sum(i32 %v) #80 {
  %a = call i32 @llvm.nvvm.redux.sync.add(i32 %v, i32 -1)
  ret i32 %a
}

define i32 @cluster(ptr %p) #90 {
  %r = call i32 @llvm.nvvm.read.ptx.sreg.cluster.ctarank()
  %m = call ptr @llvm.nvvm.mapa(ptr %p, i32 %r)
  %k = call i32 @llvm.nvvm.getctarank(ptr %m)
  ret i32 %k
}

define void @wgmma() #91 {
  call void @llvm.nvvm.wgmma.fence.sync.aligned()
  ret void
}

define void @tcgen05(ptr addrspace(3) %p) #100 {
  call void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3) %p, i32 32)
  ret void
}

define void @future(ptr addrspace(3) %p) #130 {
  call void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3) %p, i32 32)
  ret void
}

define i32 @everyday(i32 %v) #75 {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %s = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %v, i32 1, i32 31)
  %m = call i32 @llvm.nvvm.activemask()
  call void @llvm.nvvm.bar.warp.sync(i32 %m)
  ret i32 %s
}

; No target-cpu and no --arch: the default target (sm_75).
define i32 @default_target(i32 %v) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  ret i32 %t
}

attributes #75 = { "target-cpu"="sm_75" }
attributes #80 = { "target-cpu"="sm_80" }
attributes #90 = { "target-cpu"="sm_90" }
attributes #91 = { "target-cpu"="sm_90a" }
attributes #100 = { "target-cpu"="sm_100a" }
attributes #130 = { "target-cpu"="sm_130a" }

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
