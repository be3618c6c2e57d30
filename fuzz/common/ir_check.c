/* ir_check.c: see ir_check.h. */
#include "ir_check.h"

#include "raw_ir.h"
#include "verifier.h"

#include <llvm-c/Analysis.h>
#include <llvm-c/Core.h>
#include <llvm-c/IRReader.h>
#include <stdbool.h>

/* The tool's options for IR without --arch (sm_75, the module's "+ptxNN",
 * libNVVM's kernel convention), and a forced arch-specific target with
 * clang's conventions (virtual inlining too) and a pinned PTX ISA, so that the SM and PTX gates
 * take both ways. rules NULL: every rule reports. */
static const struct nvc_verify_options option_sets[] = {
    {.default_sm = 75},
    {.forced_sm = 100,
     .forced_variant = 'a',
     .default_sm = 100,
     .default_variant = 'a',
     .ptx_isa = 88,
     .ptx_isa_origin = "the fuzz target",
     .unmarked_declarations_may_be_kernels = true,
     .inline_always_inline = true},
};
#define NSETS (sizeof option_sets / sizeof *option_sets)

static bool verify_raw(const struct nvc_raw_ir *raw, const struct nvc_verify_options *vo)
{
    struct nvc_diag_list diags = {0};
    bool crashes = nvc_verify_raw_annotations(raw->m, raw->md_name, vo, &diags);
    nvc_diag_list_free(&diags);
    return crashes;
}

static void verify(LLVMModuleRef m, const struct nvc_verify_options *vo)
{
    struct nvc_diag_list diags = {0};
    nvc_verify_module(m, vo, &diags);
    nvc_diag_list_free(&diags);
}

void nvc_fuzz_check_ir(const uint8_t *data, size_t size, const char *name)
{
    struct nvc_raw_ir raw;
    nvc_raw_ir_load(&raw, (const char *)data, size, name);   /* data outlives raw */
    bool unreadable = false;
    for (size_t i = 0; raw.m && i < NSETS; i++)
        unreadable |= verify_raw(&raw, &option_sets[i]);
    if (unreadable) {   /* the tool stops here: "not loaded: LLVM 22's IR reader crashes ..." */
        nvc_raw_ir_free(&raw);
        return;
    }
    LLVMContextRef ctx = LLVMContextCreate();
    LLVMMemoryBufferRef buf = LLVMCreateMemoryBufferWithMemoryRangeCopy((const char *)data, size,
                                                                        name);
    LLVMModuleRef m = NULL;
    char *msg = NULL;
    bool bad = LLVMParseIRInContext2(ctx, buf, &m, &msg);   /* buf stays ours */
    LLVMDisposeMemoryBuffer(buf);
    LLVMDisposeMessage(msg);
    if (!bad) {
        msg = NULL;
        /* LLVM's verifier gates ours, as in the tool */
        if (!LLVMVerifyModule(m, LLVMReturnStatusAction, &msg))
            for (size_t i = 0; i < NSETS; i++)
                verify(m, &option_sets[i]);
        LLVMDisposeMessage(msg);
        LLVMDisposeModule(m);
    }
    LLVMContextDispose(ctx);
    nvc_raw_ir_free(&raw);
}
