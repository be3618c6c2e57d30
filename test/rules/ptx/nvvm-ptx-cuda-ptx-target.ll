; cuda::ptx (libcu++) below an instruction's target calls an undefined
; function instead of emitting asm, e.g. cuda::ptx::fence_proxy_async at
; sm_80; ptxas then fails with "Unresolved extern function" (measured with
; nvcc 13 -arch=sm_80 on a .cu calling it). Reported at the call.
; Negatives: nvvm-ptx-cuda-ptx-target-ok.ll.
; RUN: not %nvvmcheck %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @__cuda_ptx_fence_proxy_async_is_not_supported_before_SM_90__()
declare void @__cuda_ptx_tcgen05_alloc_is_not_supported_before_SM_100a_SM_101a__()

define void @fence() #80 {
  call void @__cuda_ptx_fence_proxy_async_is_not_supported_before_SM_90__()
  ret void
}
; CHECK:      error: Unresolved extern function '__cuda_ptx_fence_proxy_async_is_not_supported_before_SM_90__' [nvvm-ptx-cuda-ptx-target]
; CHECK-NEXT: note: in function 'fence'
; CHECK-NEXT: note: cuda::ptx::fence_proxy_async needs sm_90; the target is sm_80: libcu++ calls this undefined function instead of emitting the instruction

define void @alloc() #90 {
  call void @__cuda_ptx_tcgen05_alloc_is_not_supported_before_SM_100a_SM_101a__()
  ret void
}
; CHECK:      error: Unresolved extern function '__cuda_ptx_tcgen05_alloc_is_not_supported_before_SM_100a_SM_101a__' [nvvm-ptx-cuda-ptx-target]
; CHECK-NEXT: note: in function 'alloc'
; CHECK-NEXT: note: cuda::ptx::tcgen05_alloc needs sm_100a, sm_101a; the target is sm_90
; CHECK:      2 errors in 1 file

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}

attributes #75 = { "target-cpu"="sm_75" "target-features"="+ptx88,+sm_75" }
attributes #80 = { "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #86 = { "target-cpu"="sm_86" "target-features"="+ptx88,+sm_86" }
attributes #90 = { "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #91 = { "target-cpu"="sm_90a" "target-features"="+ptx88,+sm_90a" }
attributes #100 = { "target-cpu"="sm_100" "target-features"="+ptx88,+sm_100" }
attributes #101 = { "target-cpu"="sm_100a" "target-features"="+ptx88,+sm_100a" }
attributes #121 = { "target-cpu"="sm_120a" "target-features"="+ptx88,+sm_120a" }
