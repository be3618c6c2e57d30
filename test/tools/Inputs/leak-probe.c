/* For lsan-suppression.test: leaks what a bug of ours would leak through
 * LLVM's C API as the checker uses it. argv[1] "buffer": a memory buffer
 * never disposed; "string": a printed module (with a uniqued MDNode in it)
 * never disposed; "none": nothing. (An LLVMContext that is never disposed
 * is not reported even without suppressions: LSan finds it reachable.) */
#include <llvm-c/Core.h>
#include <string.h>

__attribute__((noinline)) static void leak_string(void)
{
    LLVMContextRef ctx = LLVMContextCreate();
    LLVMModuleRef m = LLVMModuleCreateWithNameInContext("leaked", ctx);
    LLVMMetadataRef s = LLVMMDStringInContext2(ctx, "x", 1);
    LLVMAddNamedMetadataOperand(m, "n",
                                LLVMMetadataAsValue(ctx, LLVMMDNodeInContext2(ctx, &s, 1)));
    LLVMPrintModuleToString(m);
    LLVMDisposeModule(m);
    LLVMContextDispose(ctx);
}

__attribute__((noinline)) static void leak_buffer(void)
{
    LLVMCreateMemoryBufferWithMemoryRangeCopy("abc", 3, "leaked");
}

/* Overwrites the stack the leaking call used, so that no stale pointer on
 * it keeps the leak reachable. */
__attribute__((noinline)) static void scrub_stack(void)
{
    volatile char pad[16384];
    memset((char *)pad, 0, sizeof pad);
}

int main(int argc, char **argv)
{
    const char *what = argc > 1 ? argv[1] : "none";
    if (strcmp(what, "string") == 0)
        leak_string();
    else if (strcmp(what, "buffer") == 0)
        leak_buffer();
    scrub_stack();
    return 0;
}
