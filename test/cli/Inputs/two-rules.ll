; Two findings of different rules: a parameter-space overflow and a naked
; function. No target-cpu, so the default arch is stated.
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Big = type { [40000 x i8] }

define ptx_kernel void @big(ptr byval(%struct.Big) align 1 %b) {
  ret void
}

define void @bare() naked {
  unreachable
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
