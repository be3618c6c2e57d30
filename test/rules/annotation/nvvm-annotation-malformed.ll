; !nvvm.annotations entries that crash LLVM 22's IR reader, NVIDIA's NVVM 20,
; or both (each measured: segfault, exit status 139), or that make LLVM's
; reader write an attribute its verifier rejects. The tool reads the entries
; as written and does not load the module normally: it reports every bad
; entry, says the other rules did not run, and counts the file as not checked.
; RUN: not %nvvmcheck --arch=sm_90 %s > %t.out 2> %t.err
; RUN: FileCheck %s --implicit-check-not='{{error|warning|note}}:' < %t.out
; RUN: FileCheck %s --check-prefix=STDERR < %t.err

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(i32 %n) {
  ret void
}

@tex = addrspace(1) global i64 0

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9, !10}
; A property without a value (LLVM 22 and NVVM 20 crash).
!0 = !{ptr @k, !"kernel"}
; A property name that is not a string (NVVM 20 crashes).
!1 = !{ptr @k, i32 1, !"kernel"}
; A string where an integer belongs (both crash).
!2 = !{ptr @k, !"maxntidx", !"abc"}
; A function property on a global variable (both crash).
!3 = !{ptr addrspace(1) @tex, !"maxntidx", i32 64}
!4 = !{ptr addrspace(1) @tex, !"kernel", i32 1}
; grid_constant takes a list of parameter numbers (LLVM 22 crashes).
!5 = !{ptr @k, !"grid_constant", i32 1}
!6 = !{ptr @k, !"grid_constant", !11}
; ...within the function's parameters (LLVM then writes an attribute after
; the last parameter, which its verifier rejects).
!7 = !{ptr @k, !"grid_constant", !12}
; align: (parameter << 16) | alignment, within the parameters (same).
!8 = !{ptr @k, !"align", i32 196616}
; texture with a string value: NVVM 20 crashes (LLVM 22 does not).
!9 = !{ptr addrspace(1) @tex, !"texture", !"yes"}
; Well-formed entries around them are not reported.
!10 = !{ptr @k, !"kernel", i32 1, !"maxntidx", i32 128}
!11 = !{!"x"}
!12 = !{i32 2}

; CHECK:      nvvm-annotation-malformed.ll: error: a property has no value: an entry is the annotated global followed by name/value pairs [nvvm-annotation-malformed]
; CHECK-NEXT: note: in function 'k'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: note: in entry 0 of !nvvm.annotations: !{ptr @k, !"kernel"}
; CHECK-NEXT: note: LLVM 22's IR reader and NVIDIA's NVVM 20 crash on this entry
; CHECK:      error: a property name is not a string [nvvm-annotation-malformed]
; CHECK-NEXT: note: in function 'k'
; CHECK-NEXT: note: in entry 1 of !nvvm.annotations: !{ptr @k, i32 1, !"kernel"}
; CHECK-NEXT: note: LLVM 22's IR reader and NVIDIA's NVVM 20 crash on this entry
; CHECK:      error: the value of maxntidx is not an integer constant [nvvm-annotation-malformed]
; CHECK-NEXT: note: in function 'k'
; CHECK-NEXT: note: in entry 2 of !nvvm.annotations: !{ptr @k, !"maxntidx", !"abc"}
; CHECK-NEXT: note: LLVM 22's IR reader and NVIDIA's NVVM 20 crash on this entry
; A global variable's findings name no function.
; CHECK:      error: maxntidx is a function property, but the entry annotates a global variable [nvvm-annotation-malformed]
; CHECK-NEXT: note: in global variable '@tex'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: note: in entry 3 of !nvvm.annotations: !{ptr addrspace(1) @tex, !"maxntidx", i32 64}
; CHECK-NEXT: note: LLVM 22's IR reader and NVIDIA's NVVM 20 crash on this entry
; CHECK:      error: kernel is a function property, but the entry annotates a global variable [nvvm-annotation-malformed]
; CHECK-NEXT: note: in global variable '@tex'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: note: in entry 4 of !nvvm.annotations: !{ptr addrspace(1) @tex, !"kernel", i32 1}
; CHECK-NEXT: note: LLVM 22's IR reader and NVIDIA's NVVM 20 crash on this entry
; CHECK:      error: the value of grid_constant must be a list of parameter numbers, like !{i32 1, i32 3} [nvvm-annotation-malformed]
; CHECK-NEXT: note: in function 'k'
; CHECK-NEXT: note: in entry 5 of !nvvm.annotations: !{ptr @k, !"grid_constant", i32 1}
; CHECK-NEXT: note: LLVM 22's IR reader crashes on this entry
; CHECK:      error: grid_constant lists something that is not a parameter number [nvvm-annotation-malformed]
; CHECK-NEXT: note: in function 'k'
; CHECK-NEXT: note: in entry 6 of !nvvm.annotations: !{ptr @k, !"grid_constant", !{!"x"}}
; CHECK-NEXT: note: LLVM 22's IR reader crashes on this entry
; CHECK:      error: grid_constant names parameter 2, but 'k' has 1 [nvvm-annotation-malformed]
; CHECK-NEXT: note: in function 'k'
; CHECK-NEXT: note: in entry 7 of !nvvm.annotations: !{ptr @k, !"grid_constant", !{i32 2}}
; CHECK-NEXT: note: LLVM 22's reader turns it into an attribute after the last parameter, which its verifier rejects
; CHECK:      error: align names parameter 3, but 'k' has 1 [nvvm-annotation-malformed]
; CHECK-NEXT: note: in function 'k'
; CHECK-NEXT: note: in entry 8 of !nvvm.annotations: !{ptr @k, !"align", i32 196616}
; CHECK-NEXT: note: LLVM 22's reader turns it into an attribute after the last parameter, which its verifier rejects; NVVM 20 stops with "input module is broken"
; CHECK:      error: the value of texture is not an integer constant [nvvm-annotation-malformed]
; CHECK-NEXT: note: in global variable '@tex'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: note: in entry 9 of !nvvm.annotations: !{ptr addrspace(1) @tex, !"texture", !"yes"}
; CHECK-NEXT: note: NVIDIA's NVVM 20 crashes on this entry
; CHECK:      10 errors in 0 files; 1 file could not be checked
; STDERR: cuda-nvvmcheck: error: {{.*}}nvvm-annotation-malformed.ll: not loaded: LLVM 22's IR reader crashes on the malformed !nvvm.annotations entries reported; the other rules did not run

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
