; Bitcode input: its module-level metadata is read as written (the module is
; loaded lazily for that), so the annotation rules see the entries before
; LLVM 22's reader rewrites them; then the module is loaded as usual and the
; other rules see the rewritten attributes. Inputs/raw-annotations.ll says
; how the .bc files were made.
; RUN: not %nvvmcheck --arch=sm_90 %S/Inputs/raw-annotations.bc 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'
; RUN: not %nvvmcheck --arch=sm_90 %S/Inputs/raw-annotations-crash.bc > %t.out 2> %t.err
; RUN: FileCheck %s --check-prefix=CRASH --implicit-check-not='{{error|warning|note}}:' < %t.out
; RUN: FileCheck %s --check-prefix=CRASH-ERR < %t.err

; CHECK:      raw-annotations.bc: warning: conflicting values for minctasm: 2 and 4 [nvvm-annotation-conflict]
; CHECK-NEXT: note: in function 'k'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: note: in entry 1 of !nvvm.annotations: !{ptr @k, !"minctasm", i32 2, !"minctasm", i32 4}
; CHECK-NEXT: note: entry 1 gave 2; NVVM 20 accepts both without a word and LLVM 22 keeps the one it reads last
; CHECK:      warning: unknown property 'maxntid' in !nvvm.annotations [nvvm-annotation-unknown]
; CHECK-NEXT: note: in function 'k'
; CHECK-NEXT: note: in entry 2 of !nvvm.annotations: !{ptr @k, !"maxntid", i32 64}
; CHECK-NEXT: note: neither NVVM nor LLVM reads it, so it has no effect
; CHECK:      error: nvvm.maxntid must be positive: ptxas rejects '.maxntid' with a 0 [nvvm-kernel-attr-value]
; CHECK-NEXT: note: in function 'k'
; CHECK-NEXT: note: the function has "nvvm.maxntid"="0"
; CHECK:      1 error, 2 warnings in 1 file

; CRASH:      raw-annotations-crash.bc: error: a property has no value: an entry is the annotated global followed by name/value pairs [nvvm-annotation-malformed]
; CRASH-NEXT: note: in function 'k'
; CRASH-NEXT: note: in entry 0 of !nvvm.annotations: !{ptr @k, !"kernel"}
; CRASH-NEXT: note: LLVM 22's IR reader and NVIDIA's NVVM 20 crash on this entry
; CRASH:      1 error in 0 files; 1 file could not be checked
; CRASH-ERR:  raw-annotations-crash.bc: not loaded: LLVM 22's IR reader crashes on the malformed !nvvm.annotations entries reported; the other rules did not run

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
