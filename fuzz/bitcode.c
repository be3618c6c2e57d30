/* bitcode.c: the bitcode fuzz target. LLVM bitcode as the tool reads a .bc:
 * the !nvvm.annotations guard on the module loaded lazily (its module-level
 * metadata as written, tool/raw_ir.c), LLVM's bitcode reader
 * (LLVMParseIRInContext2, which materializes every function), LLVM's
 * verifier, then the checker's verifier with every rule on
 * (fuzz/common/ir_check.c).
 *
 * LLVM 22's bitcode reader itself crashes on some malformed files
 * (MetadataLoaderImpl::parseMetadata, GetElementPtrInst::getIndexedType via
 * materializeAll; llvm-dis-22 crashes on the same files). In the tool such a
 * crash costs that input alone (the isolated worker, tool/isolate.c); here
 * it ends the run like any crash, and scripts/fuzz-triage classifies a
 * crash whose stack lies inside LLVM's reader, with no frame of ours, as
 * LLVM's (docs/reliability.md, "Fuzzing"). A crash in the annotation
 * upgrade (UpgradeNVVMAnnotations) is ours: the guard must stop it. */
#include "fuzz_support.h"
#include "ir_check.h"
#include "raw_ir.h"

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    nvc_fuzz_abort_on_llvm_fatal_error();
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (!nvc_ir_is_bitcode(data, size))
        return -1;   /* text is the ir-text target's; not kept in the corpus */
    nvc_fuzz_check_ir(data, size, "fuzz.bc");
    return 0;
}
