; Hand-written NVVM IR with debug information pointing into kernels.cu (in
; the directory the tool runs in): a parameter-space overflow with per-
; parameter notes, two launches with a local pointer on one source line (the
; same fingerprint but for the occurrence), a CPU-only attribute, and a
; kernel without debug information (a finding with no line).
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Heavy = type { [10000 x i32] }
%struct.dim3 = type { i32, i32, i32 }

declare ptr @__cudaCDP2GetParameterBuffer(i64, i64)
declare i32 @__cudaCDP2LaunchDevice(ptr, ptr, ptr byval(%struct.dim3) align 4, ptr byval(%struct.dim3) align 4, i32, ptr)

define ptx_kernel void @_Z10big_kernel5HeavyPf(ptr byval(%struct.Heavy) align 4 %h, ptr %out) !dbg !10 {
entry:
  %out.addr = alloca ptr, align 8
    #dbg_declare(ptr %h, !13, !DIExpression(), !15)
  store ptr %out, ptr %out.addr, align 8
    #dbg_declare(ptr %out.addr, !14, !DIExpression(), !16)
  ret void, !dbg !17
}

define ptx_kernel void @_Z5childPi(ptr %p) !dbg !20 {
  ret void, !dbg !21
}

define ptx_kernel void @_Z6parentPi(ptr %g) !dbg !30 {
entry:
  %local = alloca i32, align 4
  %grid = alloca %struct.dim3, align 4
  %block = alloca %struct.dim3, align 4
    #dbg_declare(ptr %local, !31, !DIExpression(), !32)
  store i32 0, ptr %local, align 4, !dbg !32
  %buf = call ptr @__cudaCDP2GetParameterBuffer(i64 8, i64 8), !dbg !33
  store ptr %local, ptr %buf, align 8, !dbg !33
  %r = call i32 @__cudaCDP2LaunchDevice(ptr @_Z5childPi, ptr %buf, ptr byval(%struct.dim3) align 4 %grid, ptr byval(%struct.dim3) align 4 %block, i32 0, ptr null), !dbg !33
  %buf2 = call ptr @__cudaCDP2GetParameterBuffer(i64 8, i64 8), !dbg !34
  store ptr %local, ptr %buf2, align 8, !dbg !34
  %r2 = call i32 @__cudaCDP2LaunchDevice(ptr @_Z5childPi, ptr %buf2, ptr byval(%struct.dim3) align 4 %grid, ptr byval(%struct.dim3) align 4 %block, i32 0, ptr null), !dbg !34
  ret void, !dbg !35
}

define void @_Z6helperv() naked !dbg !40 {
  ret void, !dbg !41
}

define ptx_kernel void @no_debug_kernel(ptr byval([40000 x i8]) align 1 %p) {
  ret void
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "kernels.cu", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!5 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!7 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Heavy", file: !1, line: 3, size: 320000, elements: !8, identifier: "_ZTS5Heavy")
!8 = !{}
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!10 = distinct !DISubprogram(name: "big_kernel", linkageName: "_Z10big_kernel5HeavyPf", scope: !1, file: !1, line: 5, type: !11, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !7, !6}
!13 = !DILocalVariable(name: "h", arg: 1, scope: !10, file: !1, line: 5, type: !7)
!14 = !DILocalVariable(name: "out", arg: 2, scope: !10, file: !1, line: 5, type: !6)
!15 = !DILocation(line: 5, column: 41, scope: !10)
!16 = !DILocation(line: 5, column: 51, scope: !10)
!17 = !DILocation(line: 7, column: 1, scope: !10)
!20 = distinct !DISubprogram(name: "child", linkageName: "_Z5childPi", scope: !1, file: !1, line: 9, type: !22, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!21 = !DILocation(line: 9, column: 32, scope: !20)
!22 = !DISubroutineType(types: !23)
!23 = !{null, !9}
!30 = distinct !DISubprogram(name: "parent", linkageName: "_Z6parentPi", scope: !1, file: !1, line: 11, type: !22, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!31 = !DILocalVariable(name: "local", scope: !30, file: !1, line: 13, type: !4)
!32 = !DILocation(line: 13, column: 9, scope: !30)
!33 = !DILocation(line: 14, column: 5, scope: !30)
!34 = !DILocation(line: 14, column: 30, scope: !30)
!35 = !DILocation(line: 15, column: 1, scope: !30)
!40 = distinct !DISubprogram(name: "helper", linkageName: "_Z6helperv", scope: !1, file: !1, line: 17, type: !42, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!41 = !DILocation(line: 17, column: 50, scope: !40)
!42 = !DISubroutineType(types: !43)
!43 = !{null}

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
