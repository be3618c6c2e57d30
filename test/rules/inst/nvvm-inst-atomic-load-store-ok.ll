; Near misses of nvvm-inst-atomic-load-store that NVVM 20 accepts
; (measured): volatile loads and stores, ld.acquire/st.release written as
; inline PTX (libcu++'s form under clang), atomicrmw and cmpxchg.
; RUN: %nvvmcheck --arch=sm_100 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
; CHECK: no findings in 1 file

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i32 @f(ptr %p) {
  %v = load volatile i32, ptr %p, align 4
  store volatile i32 %v, ptr %p, align 4
  %a = call i32 asm sideeffect "ld.acquire.gpu.b32 $0,[$1];", "=r,l,~{memory}"(ptr %p)
  call void asm sideeffect "st.release.gpu.b32 [$0],$1;", "l,r,~{memory}"(ptr %p, i32 %a)
  %o = atomicrmw add ptr %p, i32 1 monotonic
  %c = cmpxchg ptr %p, i32 0, i32 1 acquire monotonic
  ret i32 %o
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
