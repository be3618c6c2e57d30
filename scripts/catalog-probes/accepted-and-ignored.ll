; The catalog's accepted-and-ignored rules in one module, for NVVM 20 (R2 of docs/reference/toolchain.md)
; and for cuda-nvvmcheck: func.attr-ignored (memory(...), norecurse),
; func.calling-convention-ignored (fastcc), func.param-attr-ignored (nonnull,
; dereferenceable, dereferenceable_or_null, noundef), inst.fast-math-flags,
; inst.cmpxchg-weak-failure-order, asm.srcloc, metadata.distinct,
; metadata.unknown-ignored (!tbaa, !range, !llvm.ident), metadata.module-flags,
; intrinsic.annotation-ignored (llvm.var.annotation).
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@.ann = private unnamed_addr addrspace(1) constant [4 x i8] c"ann\00"

declare void @llvm.var.annotation.p0.p0(ptr, ptr, ptr, i32, ptr)

define fastcc float @helper(ptr nonnull dereferenceable(4) %p, ptr dereferenceable_or_null(8) %q, float noundef %x) norecurse memory(argmem: readwrite) {
  %a = fmul fast float %x, %x
  %b = fadd nnan ninf nsz arcp contract afn reassoc float %a, 1.0
  %v = load i32, ptr %p, align 4, !tbaa !1, !range !4
  %pair = cmpxchg weak ptr %p, i32 %v, i32 5 monotonic monotonic
  call void asm sideeffect "membar.gl;", "~{memory}"(), !srcloc !5
  ret float %b
}

define ptx_kernel void @k(ptr %p, ptr %q) {
  %loc = alloca i32, align 4
  %s = addrspacecast ptr addrspace(1) @.ann to ptr
  call void @llvm.var.annotation.p0.p0(ptr %loc, ptr %s, ptr %s, i32 1, ptr null)
  %r = call fastcc float @helper(ptr %p, ptr %q, float 2.0)
  store float %r, ptr %q, align 4
  ret void
}

!llvm.ident = !{!6}
!llvm.module.flags = !{!7, !8}
!1 = !{!2, !2, i64 0}
!2 = !{!"int", !3, i64 0}
!3 = distinct !{!"tbaa root"}
!4 = !{i32 0, i32 100}
!5 = !{i64 42}
!6 = !{!"clang version 22"}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
