; nvvmcheck-nolint: NOLINT comments are read in the source a finding maps to,
; through the IR's debug info, for .ll input as for .cu. Here the source
; (Inputs/nvvmcheck-nolint-src.cu) opens a NOLINTBEGIN(nvvm-param-*) block
; and closes it with a NOLINTEND whose list differs: both are unmatched, the
; block suppresses nothing, and each is reported where it stands.
; RUN: cd %S && not %nvvmcheck nvvmcheck-nolint.ll 2>&1 | FileCheck %s --implicit-check-not='{{warning|error}}:'
; CHECK: Inputs/nvvmcheck-nolint-src.cu:2:4: error: unmatched 'NOLINTBEGIN' comment without a subsequent 'NOLINTEND' comment [nvvmcheck-nolint]
; CHECK: Inputs/nvvmcheck-nolint-src.cu:3:17: error: Formal parameter space overflowed (40000 bytes required, max 32764 bytes allowed) in function kernel(Big) [nvvm-param-space-overflow]
; CHECK: Inputs/nvvmcheck-nolint-src.cu:4:4: error: unmatched 'NOLINTEND' comment without a previous 'NOLINTBEGIN' comment [nvvmcheck-nolint]
; CHECK: 3 errors in 1 file

; Negative: with matching lists the block suppresses the finding and no
; nvvmcheck-nolint error is reported.
; RUN: rm -rf %t && mkdir -p %t/Inputs && sed 's/NOLINTEND$/NOLINTEND(nvvm-param-*)/' %S/Inputs/nvvmcheck-nolint-src.cu > %t/Inputs/nvvmcheck-nolint-src.cu
; RUN: cd %t && %nvvmcheck %s 2>&1 | FileCheck %s --check-prefix=MATCHED --implicit-check-not='{{warning|error}}:'
; MATCHED: 1 suppressed in 1 file

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Big = type { [40000 x i8] }

define dso_local ptx_kernel void @_Z6kernel3Big(ptr noundef byval(%struct.Big) align 1 %b) #0 !dbg !8 {
entry:
    #dbg_declare(ptr %b, !19, !DIExpression(), !20)
  ret void, !dbg !21
}

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "target-cpu"="sm_75" "target-features"="+ptx88,+sm_75" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "Inputs/nvvmcheck-nolint-src.cu", directory: ".")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!8 = distinct !DISubprogram(name: "kernel", linkageName: "_Z6kernel3Big", scope: !1, file: !1, line: 3, type: !9, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !18)
!9 = !DISubroutineType(types: !10)
!10 = !{null, !11}
!11 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Big", file: !1, line: 1, size: 320000, flags: DIFlagTypePassByValue, elements: !12, identifier: "_ZTS3Big")
!12 = !{!13}
!13 = !DIDerivedType(tag: DW_TAG_member, name: "bytes", scope: !11, file: !1, line: 1, baseType: !14, size: 320000)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 320000, elements: !16)
!15 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!16 = !{!17}
!17 = !DISubrange(count: 40000)
!18 = !{}
!19 = !DILocalVariable(name: "b", arg: 1, scope: !8, file: !1, line: 3, type: !11)
!20 = !DILocation(line: 3, column: 28, scope: !8)
!21 = !DILocation(line: 3, column: 32, scope: !8)
!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
