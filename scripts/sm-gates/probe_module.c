/* probe_module.c: writes a one-call LLVM module for an NVVM intrinsic, so
 * that scripts/gen-sm-gates can ask llc and ptxas for which SMs it compiles.
 *
 * usage: probe_module <intrinsic-name> <immarg-value> <out.ll> [overload-types]
 * The function is named `probe`, or $PROBE_FUNCTION when set (the
 * generator links many probes into one module). With PROBE_32BIT=1 the
 * module is a 32-bit one (nvptx-nvidia-cuda, 32-bit generic pointers).
 * The module defines `probe`, whose parameters feed every ordinary operand
 * of one call of the intrinsic (so nothing folds), passes <immarg-value> to
 * the `immarg` operands, and returns the call's result. The declaration
 * comes from LLVM's own intrinsic table (LLVMGetIntrinsicDeclaration), so
 * the signature is always the one LLVM 22 expects.
 * [overload-types] is a comma-separated list of the types an overloaded
 * intrinsic is instantiated with: i16, i32, i64, f32, f64, p0, p1, p3, p4, p5.
 * Exit: 0 written; 3 not an intrinsic LLVM knows; 4 overloaded and no types
 * given; 5 the module fails LLVM's verifier with these values. */
#include <llvm-c/Analysis.h>
#include <llvm-c/Core.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const datalayout =
    "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64";

static const char *const datalayout32 =
    "e-p:32:32-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64";

static int is_immarg(LLVMValueRef decl, unsigned i)
{
    unsigned kind = LLVMGetEnumAttributeKindForName("immarg", 6);
    return LLVMGetEnumAttributeAtIndex(decl, i + 1, kind) != NULL;
}

static LLVMTypeRef parse_type(LLVMContextRef ctx, const char *t)
{
    if (t[0] == 'i')
        return LLVMIntTypeInContext(ctx, (unsigned)atoi(t + 1));
    if (strcmp(t, "f32") == 0)
        return LLVMFloatTypeInContext(ctx);
    if (strcmp(t, "f64") == 0)
        return LLVMDoubleTypeInContext(ctx);
    if (t[0] == 'p')
        return LLVMPointerTypeInContext(ctx, (unsigned)atoi(t + 1));
    fprintf(stderr, "unknown type '%s'\n", t);
    exit(2);
}

int main(int argc, char **argv)
{
    if (argc != 4 && argc != 5) {
        fprintf(stderr, "usage: probe_module <intrinsic-name> <immarg-value> <out.ll> [types]\n");
        return 2;
    }
    const char *name = argv[1];
    long long immval = atoll(argv[2]);
    unsigned id = LLVMLookupIntrinsicID(name, strlen(name));
    if (!id)
        return 3;
    if (LLVMIntrinsicIsOverloaded(id) && argc != 5)
        return 4;

    LLVMContextRef ctx = LLVMContextCreate();
    LLVMModuleRef m = LLVMModuleCreateWithNameInContext("probe", ctx);
    if (getenv("PROBE_32BIT")) {
        LLVMSetTarget(m, "nvptx-nvidia-cuda");
        LLVMSetDataLayout(m, datalayout32);
    } else {
        LLVMSetTarget(m, "nvptx64-nvidia-cuda");
        LLVMSetDataLayout(m, datalayout);
    }
    LLVMTypeRef over[8];
    size_t nover = 0;
    if (argc == 5 && LLVMIntrinsicIsOverloaded(id)) {
        char *list = strdup(argv[4]);
        for (char *t = strtok(list, ","); t && nover < 8; t = strtok(NULL, ","))
            over[nover++] = parse_type(ctx, t);
    }
    LLVMValueRef decl = LLVMGetIntrinsicDeclaration(m, id, over, nover);
    LLVMTypeRef fty = LLVMGlobalGetValueType(decl);
    unsigned n = LLVMCountParamTypes(fty);
    LLVMTypeRef *ptys = calloc(n + 1, sizeof *ptys), *probe_ptys = calloc(n + 1, sizeof *ptys);
    LLVMGetParamTypes(fty, ptys);
    unsigned nprobe = 0;
    for (unsigned i = 0; i < n; i++)
        if (!is_immarg(decl, i))
            probe_ptys[nprobe++] = ptys[i];
    LLVMTypeRef ret = LLVMGetReturnType(fty);
    const char *fname = getenv("PROBE_FUNCTION") ? getenv("PROBE_FUNCTION") : "probe";
    LLVMValueRef probe = LLVMAddFunction(m, fname, LLVMFunctionType(ret, probe_ptys, nprobe, 0));
    LLVMBuilderRef b = LLVMCreateBuilderInContext(ctx);
    LLVMPositionBuilderAtEnd(b, LLVMAppendBasicBlockInContext(ctx, probe, "entry"));
    LLVMValueRef *args = calloc(n + 1, sizeof *args);
    for (unsigned i = 0, p = 0; i < n; i++) {
        if (!is_immarg(decl, i))
            args[i] = LLVMGetParam(probe, p++);
        else if (LLVMGetTypeKind(ptys[i]) == LLVMIntegerTypeKind)
            args[i] = LLVMConstInt(ptys[i], (unsigned long long)immval, 1);
        else
            args[i] = LLVMConstNull(ptys[i]);
    }
    LLVMValueRef call = LLVMBuildCall2(b, fty, decl, args, n, "");
    if (LLVMGetTypeKind(ret) == LLVMVoidTypeKind)
        LLVMBuildRetVoid(b);
    else
        LLVMBuildRet(b, call);
    char *err = NULL;
    if (LLVMVerifyModule(m, LLVMReturnStatusAction, &err)) {
        fprintf(stderr, "%s", err ? err : "");
        return 5;
    }
    LLVMDisposeMessage(err);
    if (LLVMPrintModuleToFile(m, argv[3], &err)) {
        fprintf(stderr, "%s\n", err);
        return 2;
    }
    return 0;
}
