/* ir_text.c: the ir-text fuzz target. LLVM IR text as the tool reads a .ll:
 * the !nvvm.annotations guard on the text as written (tool/raw_ir.c: every
 * spelling of the name renamed, the entries checked), LLVM's text reader
 * (LLVMParseIRInContext2 on a memory buffer), LLVM's verifier, then the
 * checker's verifier with every rule on (fuzz/common/ir_check.c). Bitcode is
 * the bitcode target's. */
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
    if (nvc_ir_is_bitcode(data, size))
        return -1;   /* not kept in the corpus */
    nvc_fuzz_check_ir(data, size, "fuzz.ll");
    return 0;
}
