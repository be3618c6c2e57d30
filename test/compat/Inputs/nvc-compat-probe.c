/* nvc-compat-probe: unit-test harness for the compat layer (frontend/compat.h).
 *
 *   nvc-compat-probe rewrite FILE      prints FILE as the asm rewriter hands
 *       it to clang, each marker byte shown as {%} (a `%` passed through) or
 *       {N} (an operand past the last), then the counts of each fix
 *   nvc-compat-probe asm ARCH FILE     compiles FILE for ARCH as the checker
 *       does and prints the template of every inline asm call in the module
 *   nvc-compat-probe ir ARCH FILE      compiles FILE likewise and prints the module
 *   nvc-compat-probe version CUDA_DIR  prints the __CUDACC_VER_* values
 *   nvc-compat-probe sha256 FILE       prints the file's SHA-256 (common/sha256.c)
 *   nvc-compat-probe may-change FILE   prints whether the compat file system
 *       would pass FILE's text to the rewriter ("yes") or hand it to clang as
 *       it is ("no"), with no fixes of a compile pending
 * The compiles use the header cache in $NVC_PROBE_CACHE_DIR when it is set
 * (test/cache), else none. */
#include "compat.h"
#include "frontend.h"
#include "sha256.h"

#include <llvm-c/Core.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *read_all(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *buf = malloc((size_t)n + 1);
    *len = buf ? fread(buf, 1, (size_t)n, f) : 0;
    fclose(f);
    return buf;
}

static int rewrite(const char *path)
{
    size_t len;
    char *text = read_all(path, &len);
    if (!text)
        return perror(path), 2;
    char *orig = malloc(len + 1);
    if (!orig)
        return 2;
    memcpy(orig, text, len);
    struct nvc_asm_fixes fixes = {0};
    nvc_compat_rewrite_source(text, len, &fixes);
    /* every byte stays in place: the only changes allowed are a '%' turned
     * into a marker and a blank turned into a comma */
    bool in_place = true;
    for (size_t i = 0; i < len; i++)
        if (text[i] != orig[i])
            in_place &= (orig[i] == '%' &&
                         (text[i] == NVC_ASM_PERCENT_MARK || text[i] == NVC_ASM_OPERAND_MARK)) ||
                        ((orig[i] == ' ' || orig[i] == '\t') && text[i] == ',');
    free(orig);
    for (size_t i = 0; i < len; i++)
        if (text[i] == NVC_ASM_PERCENT_MARK)
            fputs("{%}", stdout);
        else if (text[i] == NVC_ASM_OPERAND_MARK)
            fputs("{N}", stdout);
        else
            putchar(text[i]);
    printf("-- percent=%u operand=%u comma=%u in-place=%s\n", fixes.percent, fixes.operand,
           fixes.comma, in_place ? "yes" : "no");
    free(text);
    return 0;
}

static void print_diag(void *user, const struct nvc_fe_diag *d)
{
    (void)user;
    static const char *const names[] = {"note", "warning", "error"};
    fprintf(stderr, "%s:%u:%u: %s: %s\n", d->file ? d->file : "?", d->line, d->col,
            names[d->level], d->msg);
}

static int list_asm(const char *arch, const char *path, bool whole_module)
{
    struct nvc_cuda_choice choice;
    nvc_find_cuda(NULL, NULL, &choice);
    const char *cuda = choice.path;
    if (!cuda)
        return fprintf(stderr, "no CUDA: %s\n", choice.why), 2;
    struct nvc_device_args args;
    nvc_device_args_build(&args, path, arch, cuda, NULL, 0);
    LLVMContextRef ctx = LLVMContextCreate();
    const char *cache_dir = getenv("NVC_PROBE_CACHE_DIR");
    char why[256];
    if (cache_dir && *cache_dir && !nvc_fe_cache_open(cache_dir, why, sizeof why))
        return fprintf(stderr, "%s: %s\n", cache_dir, why), 2;
    struct nvc_fe_cache cache = {.dir = cache_dir,
                                 .limit = (uint64_t)NVC_FE_CACHE_DEFAULT_LIMIT_MB << 20};
    struct nvc_fe_request req = {.clang_path = NVC_CLANG_PATH,
                                 .args = args.argv,
                                 .nargs = args.argc,
                                 .ctx = &ctx,
                                 .on_diag = print_diag,
                                 .cache = cache_dir && *cache_dir ? &cache : NULL};
    LLVMModuleRef m = nvc_frontend_compile(&req);
    int rc = m ? 0 : 1;
    if (m && whole_module) {
        char *text = LLVMPrintModuleToString(m);
        fputs(text, stdout);
        LLVMDisposeMessage(text);
    }
    for (LLVMValueRef fn = m && !whole_module ? LLVMGetFirstFunction(m) : NULL; fn;
         fn = LLVMGetNextFunction(fn))
        for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
            for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
                LLVMValueRef callee = LLVMIsACallInst(i) ? LLVMGetCalledValue(i) : NULL;
                if (!callee || !LLVMIsAInlineAsm(callee))
                    continue;
                size_t len;
                const char *s = LLVMGetInlineAsmAsmString(callee, &len);
                printf("%s: asm \"", LLVMGetValueName(fn));
                for (size_t k = 0; k < len; k++)
                    if (s[k] == '\n')
                        fputs("\\n", stdout);
                    else if (s[k] == '\t')
                        fputs("\\t", stdout);
                    else if ((unsigned char)s[k] < 0x20)
                        printf("\\x%02x", (unsigned char)s[k]);
                    else
                        putchar(s[k]);
                puts("\"");
            }
    if (m)
        LLVMDisposeModule(m);
    LLVMContextDispose(ctx);
    nvc_device_args_free(&args);
    return rc;
}

static int print_sha256(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return perror(path), 2;
    struct nvc_sha256 s;
    nvc_sha256_init(&s);
    char buf[4096];
    size_t n;
    while ((n = fread(buf, 1, sizeof buf, f)) > 0)
        nvc_sha256_update(&s, buf, n);
    fclose(f);
    char hex[65];
    nvc_sha256_hex(&s, hex);
    printf("%s\n", hex);
    return 0;
}

static int may_change(const char *path)
{
    size_t len;
    char *text = read_all(path, &len);
    if (!text)
        return perror(path), 2;
    struct nvc_compat_session cs;
    memset(&cs, 0, sizeof cs);
    puts(nvc_compat_file_may_change(&cs, path, text, len) ? "yes" : "no");
    free(text);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc == 3 && strcmp(argv[1], "may-change") == 0)
        return may_change(argv[2]);
    if (argc == 3 && strcmp(argv[1], "rewrite") == 0)
        return rewrite(argv[2]);
    if (argc == 4 && strcmp(argv[1], "asm") == 0)
        return list_asm(argv[2], argv[3], false);
    if (argc == 4 && strcmp(argv[1], "ir") == 0)
        return list_asm(argv[2], argv[3], true);
    if (argc == 3 && strcmp(argv[1], "sha256") == 0)
        return print_sha256(argv[2]);
    if (argc == 3 && strcmp(argv[1], "version") == 0) {
        struct nvc_cuda_version v;
        if (!nvc_cuda_version(argv[2], &v))
            return fputs("no CUDA_VERSION\n", stderr), 1;
        printf("major=%u minor=%u build=%u\n", v.major, v.minor, v.build);
        return 0;
    }
    fputs("usage: nvc-compat-probe rewrite FILE | may-change FILE | asm|ir ARCH FILE | "
          "version CUDA_DIR | "
          "sha256 FILE\n",
          stderr);
    return 2;
}
