; inst.int-ptr-addrspace-cast: inttoptr(ptrtoint p) to another address space.
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(ptr %p) {
  %i = ptrtoint ptr %p to i64
  %s = inttoptr i64 %i to ptr addrspace(3)
  store i32 0, ptr addrspace(3) %s
  ret void
}

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
