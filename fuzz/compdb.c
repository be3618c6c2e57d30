/* compdb.c: the compdb fuzz target. The translation of a compile database's
 * command (tool/translate.c, nvc_translate_command) with its response
 * files, as a scan translates each entry.
 *
 * Input: the command's arguments, one per line (argv[0] is the compiler);
 * after the first NUL byte, the text of a response file, written to
 * <private dir>/args.rsp, which the command can name (@args.rsp,
 * --options-file args.rsp, -optf args.rsp) and which can name itself. The
 * entry's directory is the private directory and its file
 * <private dir>/k.cu. Nothing outside the private directory is read: every
 * file the translation reads goes through the wrapper below (linked with
 * -Wl,--wrap, fuzz/fuzz.cmake), which refuses other paths as the real
 * function refuses a file it cannot open.
 *
 * Checked on every input (abort: a finding): with plugins not allowed (the
 * default, docs/scan.md), the clang arguments are only kept flags with
 * their values (-I, -isystem, -iquote, -idirafter, -D, -U, -include,
 * -std=, -ffast-math): nothing that would load code into the checker; every
 * target arch is one the checker knows, at most NVC_MAX_ARCHS of them. */
#include "fuzz_support.h"

#include "arena.h"
#include "options.h"
#include "translate.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

char *__real_nvc_read_small_regular_file(const char *path, size_t cap, bool dir_is_empty,
                                         size_t *len, char *why, size_t whycap);
char *__wrap_nvc_read_small_regular_file(const char *path, size_t cap, bool dir_is_empty,
                                         size_t *len, char *why, size_t whycap);

static char private_real[PATH_MAX];

static bool inside_private_dir(const char *path)
{
    char real[PATH_MAX];
    size_t n = strlen(private_real);
    return realpath(path, real) && strncmp(real, private_real, n) == 0 &&
           (real[n] == '\0' || real[n] == '/');
}

char *__wrap_nvc_read_small_regular_file(const char *path, size_t cap, bool dir_is_empty,
                                         size_t *len, char *why, size_t whycap)
{
    if (!inside_private_dir(path)) {
        snprintf(why, whycap, "outside the fuzz target's directory");
        return NULL;
    }
    return __real_nvc_read_small_regular_file(path, cap, dir_is_empty, len, why, whycap);
}

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    if (!realpath(nvc_fuzz_private_dir(), private_real))
        abort();
    return 0;
}

/* Splits the command at newlines, in place (a last empty line is no
 * argument). */
static int split_lines(char *text, const char ***argv)
{
    size_t cap = 0;
    int argc = 0;
    *argv = NULL;
    for (char *line = text;;) {
        char *nl = strchr(line, '\n');
        if (nl)
            *nl = '\0';
        if (nl || *line) {
            *argv = nvc_grow((void *)*argv, &cap, (size_t)argc, sizeof **argv);
            (*argv)[argc++] = line;
        }
        if (!nl)
            return argc;
        line = nl + 1;
    }
}

/* The kept flags whose value is the next argument (translate.c). */
static bool takes_value(const char *arg)
{
    static const char *const flags[] = {"-I", "-isystem", "-iquote", "-idirafter",
                                        "-D", "-U",       "-include"};
    for (size_t i = 0; i < sizeof flags / sizeof *flags; i++)
        if (strcmp(arg, flags[i]) == 0)
            return true;
    return false;
}

static void check_without_plugins(const struct nvc_translated *t)
{
    for (int i = 0; i < t->nargs; i++) {
        const char *a = t->args[i];
        if (takes_value(a) && i + 1 < t->nargs)
            i++;
        else if (strncmp(a, "-std=", 5) != 0 && strcmp(a, "-ffast-math") != 0) {
            fprintf(stderr, "compdb: clang argument %d '%s' is not a kept flag\n", i, a);
            abort();
        }
    }
}

static void check_archs(const struct nvc_translated *t)
{
    if (t->narchs > NVC_MAX_ARCHS)
        abort();
    for (unsigned i = 0; i < t->narchs; i++)
        if (!nvc_is_known_arch(t->archs[i])) {
            fprintf(stderr, "compdb: arch '%s' is not one the checker knows\n", t->archs[i]);
            abort();
        }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const uint8_t *nul = memchr(data, 0, size);
    size_t cmd_len = nul ? (size_t)(nul - data) : size;
    char *rsp = nul ? nvc_fuzz_write_file("args.rsp", nul + 1, size - cmd_len - 1)
                    : nvc_fuzz_write_file("args.rsp", "", 0);
    free(rsp);
    char *command = nvc_fuzz_strndup(data, cmd_len);
    const char **argv;
    int argc = split_lines(command, &argv);
    char file[PATH_MAX + 8];
    snprintf(file, sizeof file, "%s/k.cu", nvc_fuzz_private_dir());
    for (int allow_plugins = 0; allow_plugins < 2; allow_plugins++) {
        struct nvc_arena a = {0};
        struct nvc_translated t;
        nvc_translate_command(&a, argv, argc, file, nvc_fuzz_private_dir(), allow_plugins, &t);
        check_archs(&t);
        if (!allow_plugins)
            check_without_plugins(&t);
        nvc_arena_free(&a);
    }
    free(argv);
    free(command);
    return 0;
}
