; An inline-PTX finding inside a system header (here a header under
; /usr/include, named by the debug info; the file need not exist) is
; reported at each place in user code that reaches it: through calls, also
; through other header functions, and through inlining (the DILocation's
; inlined-at chain), with a note naming the header function and the asm's
; line. Header code that no user code reaches stays hidden, and so do the
; findings of other rule families there. The target is sm_80, which lacks
; griddepcontrol (sm_90).
; RUN: not %nvvmcheck %s 2>&1 | FileCheck %s --check-prefixes=CHECK,ALL --implicit-check-not='{{warning|error}}:'
; RUN: not %nvvmcheck --checks='-*,nvvm-ptx-*' %s 2>&1 | FileCheck %s --check-prefixes=CHECK,PTX --implicit-check-not='{{warning|error}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; sys.h:3  void h_unused() { asm("griddepcontrol.wait;"); }   no user call
define void @_Z8h_unusedv() #80 !dbg !10 {
  call void asm sideeffect "griddepcontrol.wait;", "~{memory}"(), !dbg !11
  ret void, !dbg !11
}

; sys.h:10 static void h_inner() { asm("griddepcontrol.wait;"); fence }
define internal void @_ZL7h_innerv() #80 !dbg !20 {
  call void asm sideeffect "griddepcontrol.wait;", "~{memory}"(), !dbg !21
  fence seq_cst, !dbg !21
  ret void, !dbg !21
}

; sys.h:20 static void h_outer() { h_inner(); }
define internal void @_ZL7h_outerv() #80 !dbg !22 {
  call void @_ZL7h_innerv(), !dbg !23
  ret void, !dbg !23
}

; user.cu:4 __global__ void k1() { h_outer(); h_outer(); }
define ptx_kernel void @_Z2k1v() #80 !dbg !30 {
  call void @_ZL7h_outerv(), !dbg !31
  call void @_ZL7h_outerv(), !dbg !35
  ret void, !dbg !31
}
; CHECK:      user.cu:5:5: error: Modifier '.wait' requires .target sm_90 or higher [nvvm-ptx-sm-gate]
; CHECK-NEXT: sys.h:11:3: note: in 'h_inner()' (/usr/include/nvc-test/sys.h:11): griddepcontrol.wait
; CHECK:      user.cu:6:5: error: Modifier '.wait' requires .target sm_90 or higher [nvvm-ptx-sm-gate]
; CHECK-NEXT: sys.h:11:3: note: in 'h_inner()' (/usr/include/nvc-test/sys.h:11): griddepcontrol.wait

; user.cu:8 __global__ void k2() { h_inner(); }   h_inner inlined at 9:7
define ptx_kernel void @_Z2k2v() #80 !dbg !32 {
  call void asm sideeffect "griddepcontrol.wait;", "~{memory}"(), !dbg !34
  ret void, !dbg !33
}
; CHECK:      user.cu:9:7: error: Modifier '.wait' requires .target sm_90 or higher [nvvm-ptx-sm-gate]
; CHECK-NEXT: sys.h:11:3: note: in 'h_inner()' (/usr/include/nvc-test/sys.h:11): griddepcontrol.wait

; user.cu:14 __device__ void u() { h_inner(); }, inlined (both) into
; user.cu:18 __global__ void k3() { u(); }
define ptx_kernel void @_Z2k3v() #80 !dbg !40 {
  call void asm sideeffect "griddepcontrol.wait;", "~{memory}"(), !dbg !44
  ret void, !dbg !42
}
; CHECK:      user.cu:15:3: error: Modifier '.wait' requires .target sm_90 or higher [nvvm-ptx-sm-gate]
; CHECK-NEXT: sys.h:11:3: note: in 'h_inner()' (/usr/include/nvc-test/sys.h:11): griddepcontrol.wait
; CHECK-NEXT: user.cu:19:3: note: inlined into 'k3()' here

; One finding per user place; h_unused's asm stays hidden, and so does the
; fence of h_inner (nvvm-inst-fence, in the libnvvm profile).
; PTX: 4 errors in 1 file (1 in system headers not shown)
; ALL: 4 errors in 1 file (2 in system headers not shown)

attributes #80 = { "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}
!nvvmir.version = !{!3}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !4, producer: "hand-written", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 2, i32 0}
!4 = !DIFile(filename: "user.cu", directory: "/nvc-test")
!5 = !DIFile(filename: "sys.h", directory: "/usr/include/nvc-test")
!6 = !DISubroutineType(types: !{null})
!10 = distinct !DISubprogram(name: "h_unused", linkageName: "_Z8h_unusedv", scope: !5, file: !5, line: 3, type: !6, scopeLine: 3, spFlags: DISPFlagDefinition, unit: !0)
!11 = !DILocation(line: 4, column: 3, scope: !10)
!20 = distinct !DISubprogram(name: "h_inner", linkageName: "_ZL7h_innerv", scope: !5, file: !5, line: 10, type: !6, scopeLine: 10, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!21 = !DILocation(line: 11, column: 3, scope: !20)
!22 = distinct !DISubprogram(name: "h_outer", linkageName: "_ZL7h_outerv", scope: !5, file: !5, line: 20, type: !6, scopeLine: 20, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!23 = !DILocation(line: 21, column: 3, scope: !22)
!30 = distinct !DISubprogram(name: "k1", linkageName: "_Z2k1v", scope: !4, file: !4, line: 4, type: !6, scopeLine: 4, spFlags: DISPFlagDefinition, unit: !0)
!31 = !DILocation(line: 5, column: 5, scope: !30)
!35 = !DILocation(line: 6, column: 5, scope: !30)
!32 = distinct !DISubprogram(name: "k2", linkageName: "_Z2k2v", scope: !4, file: !4, line: 8, type: !6, scopeLine: 8, spFlags: DISPFlagDefinition, unit: !0)
!33 = !DILocation(line: 9, column: 7, scope: !32)
!34 = !DILocation(line: 11, column: 3, scope: !20, inlinedAt: !33)
!40 = distinct !DISubprogram(name: "k3", linkageName: "_Z2k3v", scope: !4, file: !4, line: 18, type: !6, scopeLine: 18, spFlags: DISPFlagDefinition, unit: !0)
!41 = distinct !DISubprogram(name: "u", linkageName: "_Z1uv", scope: !4, file: !4, line: 14, type: !6, scopeLine: 14, spFlags: DISPFlagDefinition, unit: !0)
!42 = !DILocation(line: 19, column: 3, scope: !40)
!43 = !DILocation(line: 15, column: 3, scope: !41, inlinedAt: !42)
!44 = !DILocation(line: 11, column: 3, scope: !20, inlinedAt: !43)
