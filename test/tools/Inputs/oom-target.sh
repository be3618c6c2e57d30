#!/bin/sh
# A stand-in for a fuzz target reproducing an oom-* input of LLVM's bitcode
# reader (test/tools/fuzz-triage-oom.test). Under the RSS limit alone it
# prints what libFuzzer prints then: live allocations by malloc-time stacks
# cut at LLVM's first frame. With -malloc_limit_mb=128 it prints the report
# of the largest allocation, with the whole stack. $NVC_SRC_ROOT: the
# repository, where the target's own frame is.
limit=
for a in "$@"; do
    case "$a" in -malloc_limit_mb=*) limit=${a#-malloc_limit_mb=} ;; esac
done
echo "==1== ERROR: libFuzzer: out-of-memory (used: 2525Mb; limit: 2048Mb)" >&2
if [ "$limit" = 128 ]; then
    cat >&2 <<END
==1== ERROR: libFuzzer: out-of-memory (malloc(192937976))
    #0 0x1 in operator new(unsigned long) (/x/bitcode+0x1)
    #1 0x2 in std::vector<llvm::BasicBlock*, std::allocator<llvm::BasicBlock*>>::_M_default_append(unsigned long) (/usr/lib/llvm-22/lib/libLLVM.so.22.1+0x2)
    #2 0x3 in llvm::Module::materializeAll() (/usr/lib/llvm-22/lib/libLLVM.so.22.1+0x3)
    #3 0x4 in LLVMParseIRInContext2 (/usr/lib/llvm-22/lib/libLLVM.so.22.1+0x4)
    #4 0x5 in nvc_fuzz_check_ir $NVC_SRC_ROOT/fuzz/common/ir_check.c:60:16
END
else
    cat >&2 <<END
Live Heap Allocations: 1718436181 bytes in 18758180 chunks
1500588160 byte(s) (87%) in 18757352 allocation(s)
    #0 0x1 in operator new(unsigned long) (/x/bitcode+0x1)
    #1 0x2  (/usr/lib/llvm-22/lib/libLLVM.so.22.1+0x2)
END
fi
echo "SUMMARY: libFuzzer: out-of-memory" >&2
exit 71
