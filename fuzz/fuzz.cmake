# The libFuzzer targets (fuzz/README.md; docs/reliability.md, "Fuzzing"),
# included by CMakeLists.txt with -DNVC_FUZZ=ON. One executable per
# fuzz/<target>.c (a `_` in the file name is a `-` in the target's), in
# BUILD/fuzz/<target>; `cmake --build BUILD --target fuzz-targets` builds
# them all and nothing else (not the frontend's clang code: no target needs
# it). scripts/fuzz builds and runs them.

# The tool's sources but main.c, as a static library: each target links
# only the objects it uses.
get_target_property(NVC_TOOL_SOURCES cuda-nvvmcheck SOURCES)
list(REMOVE_ITEM NVC_TOOL_SOURCES tool/main.c)
add_library(nvc_fuzz_tool STATIC ${NVC_TOOL_SOURCES})
get_target_property(NVC_TOOL_DEFINITIONS cuda-nvvmcheck COMPILE_DEFINITIONS)
target_compile_definitions(nvc_fuzz_tool PRIVATE ${NVC_TOOL_DEFINITIONS})
target_include_directories(nvc_fuzz_tool PUBLIC tool frontend/include)
target_link_libraries(nvc_fuzz_tool PUBLIC nvc_srcmap nvc_verifier nvc_common LLVM
  PkgConfig::YAML)

add_library(nvc_fuzz_support STATIC fuzz/common/fuzz_support.c fuzz/common/ir_check.c)
target_include_directories(nvc_fuzz_support PUBLIC fuzz/common)
target_link_libraries(nvc_fuzz_support PUBLIC nvc_fuzz_tool)

add_custom_target(fuzz-targets)
function(nvc_fuzz_target name)   # nvc_fuzz_target(<target> <extra sources and libraries>)
  string(REPLACE "-" "_" file ${name})
  add_executable(fuzz-${name} fuzz/${file}.c)
  set_target_properties(fuzz-${name} PROPERTIES OUTPUT_NAME ${name}
    RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/fuzz LINKER_LANGUAGE CXX)
  target_link_libraries(fuzz-${name} PRIVATE nvc_fuzz_support ${ARGN})
  target_link_options(fuzz-${name} PRIVATE -fsanitize=fuzzer)
  add_dependencies(fuzz-targets fuzz-${name})
endfunction()

nvc_fuzz_target(ir-text)
nvc_fuzz_target(bitcode)
nvc_fuzz_target(compdb)
# Every file the target's translation reads goes through its wrapper, which
# refuses paths outside the target's private directory (fuzz/compdb.c).
target_link_options(fuzz-compdb PRIVATE -Wl,--wrap=nvc_read_small_regular_file)
nvc_fuzz_target(config)
nvc_fuzz_target(nolint)
# The rewriter alone: compat_asm.c is text in, text out (plus the LLVM pass
# that restores the marks, which the target does not call).
nvc_fuzz_target(asm-rewrite)
target_sources(fuzz-asm-rewrite PRIVATE frontend/compat_asm.c)
target_include_directories(fuzz-asm-rewrite PRIVATE frontend frontend/include)
nvc_fuzz_target(ptx-reader)
target_include_directories(fuzz-ptx-reader PRIVATE verifier)
