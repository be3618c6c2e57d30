; Findings of three rules, for configuration tests: two parameter-space
; overflows (40000 bytes: over every limit; 5000 bytes: only over the 4 KB
; limit below sm_70), a naked function (error) and a local pointer passed to
; a device-side launch (warning). @big and @mid name no target-cpu, so the
; default arch (--arch, else Archs, else sm_75) decides their limit.
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Big = type { [40000 x i8] }
%struct.Mid = type { [5000 x i8] }
%struct.dim3 = type { i32, i32, i32 }

declare ptr @__cudaCDP2GetParameterBuffer(i64, i64)
declare i32 @__cudaCDP2LaunchDevice(ptr, ptr, ptr byval(%struct.dim3) align 4, ptr byval(%struct.dim3) align 4, i32, ptr)

define ptx_kernel void @big(ptr byval(%struct.Big) align 1 %b) {
  ret void
}

define ptx_kernel void @mid(ptr byval(%struct.Mid) align 1 %m) {
  ret void
}

define void @bare() #0 {
  unreachable
}

define ptx_kernel void @child(ptr %p) #1 {
  ret void
}

define ptx_kernel void @parent() #1 {
  %local = alloca i32, align 4
  %grid = alloca %struct.dim3, align 4
  %block = alloca %struct.dim3, align 4
  %buf = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 8)
  store ptr %local, ptr %buf, align 8
  %r = call i32 @__cudaCDP2LaunchDevice(ptr @child, ptr %buf, ptr byval(%struct.dim3) align 4 %grid, ptr byval(%struct.dim3) align 4 %block, i32 0, ptr null)
  ret void
}

attributes #0 = { naked "target-cpu"="sm_75" }
attributes #1 = { "target-cpu"="sm_75" }

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
