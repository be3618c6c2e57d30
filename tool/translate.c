/* translate.c: compile-database commands to device-compile arguments.
 *
 * What is kept is what changes how device code parses: include paths, macros,
 * forced includes, the language standard, fast math. Everything else (output
 * and dependency files, host compiler options, optimisation and debug flags,
 * relocatable-code switches: the checker always uses -fgpu-rdc -g -O0) is
 * dropped and listed for --verbose; unknown host flags never fail a TU.
 * Flags that would load code into the checker are refused unless
 * --allow-plugins: a scan of an untrusted pull request must not run its code.
 *
 * Target archs: nvcc's -gencode/--generate-code (arch=compute_XX,code=[...]),
 * -arch/--gpu-architecture, -code/--gpu-code; clang's --cuda-gpu-arch and
 * --offload-arch. A compute_XX (PTX) target is checked as sm_XX. nvcc's
 * -arch=sm_90a without -code compiles compute_90 too (docs/scan.md, "Archs
 * and PTX ISA, measured"): it is checked for sm_90a and sm_90.
 *
 * The PTX ISA version the command's PTX has: nvcc 13's 9.0, clang 22's 8.8
 * unless the command pins another (ptx_isa.h). */
#include "translate.h"

#include "file_text.h"
#include "ptx_isa.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_RESPONSE_DEPTH 8

struct vec {
    const char **items;
    int len;
    size_t cap;
};

static void push(struct vec *v, const char *s)
{
    v->items = nvc_grow(v->items, &v->cap, (size_t)v->len, sizeof *v->items);
    v->items[v->len++] = s;
}

/* ---- response files --------------------------------------------------- */

/* A response file's text (malloc'd), NULL with the reason in `why` when it
 * cannot be read. With `directory_is_empty` a directory reads as an empty
 * file, as nvcc reads `--options-file <dir>` (measured, nvcc 13.0: it
 * compiles; only a file it cannot open fails); clang's `@<dir>` is an error
 * (measured, clang 22: "cannot not open file '<dir>': Is a directory", exit
 * 1; nvcc 13 has no `@file` and takes `@<dir>` for a second input file, exit
 * 1). Only a regular file below NVC_SMALL_FILE_CAP is read, opened without
 * blocking: a database from an untrusted source can name /dev/zero,
 * /dev/stdin or a FIFO (docs/reliability.md, "Bounds"). */
static char *read_response_file(const char *path, bool directory_is_empty, char *why,
                                size_t whycap)
{
    return nvc_read_small_regular_file(path, NVC_SMALL_FILE_CAP, directory_is_empty, NULL, why,
                                       whycap);
}

/* Splits like a shell: whitespace separates, quotes group, backslash escapes. */
static void tokenize(struct nvc_arena *a, const char *text, struct vec *out);

const char **nvc_split_command_line(struct nvc_arena *a, const char *text, int *argc)
{
    struct vec v = {0};
    tokenize(a, text, &v);
    const char **argv = nvc_arena_alloc(a, ((size_t)v.len + 1) * sizeof *argv);
    if (v.len)
        memcpy(argv, v.items, (size_t)v.len * sizeof *argv);
    free(v.items);
    *argc = v.len;
    return argv;
}

static void tokenize(struct nvc_arena *a, const char *text, struct vec *out)
{
    size_t n = strlen(text);
    char *tok = nvc_arena_alloc(a, n + 1);
    for (const char *p = text; *p;) {
        while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r')
            p++;
        if (!*p)
            break;
        size_t len = 0;
        char quote = 0;
        for (; *p && (quote || (*p != ' ' && *p != '\t' && *p != '\n' && *p != '\r')); p++) {
            if (quote && *p == quote)
                quote = 0;
            else if (!quote && (*p == '"' || *p == '\''))
                quote = *p;
            else if (*p == '\\' && p[1] && quote != '\'')
                tok[len++] = *++p;
            else
                tok[len++] = *p;
        }
        push(out, nvc_arena_strndup(a, tok, len));
    }
}

static const char *response_file(const char *const *argv, int argc, int *i)
{
    const char *arg = argv[*i];
    if (arg[0] == '@' && arg[1])
        return arg + 1;
    if (strncmp(arg, "--options-file=", 15) == 0)
        return arg + 15;
    if ((strcmp(arg, "--options-file") == 0 || strcmp(arg, "-optf") == 0) && *i + 1 < argc)
        return argv[++*i];
    return NULL;
}

static bool expand(struct nvc_arena *a, const char *const *argv, int argc, const char *dir,
                   unsigned depth, struct vec *out, struct nvc_translated *t)
{
    for (int i = 0; i < argc; i++) {
        bool at_file = argv[i][0] == '@';   /* clang's @file, not nvcc's --options-file */
        /* the command's argv[0] is the compiler; in a response file every
         * word, the first too, may name another response file */
        const char *rsp = i > 0 || depth > 0 ? response_file(argv, argc, &i) : NULL;
        if (!rsp) {
            push(out, argv[i]);
            continue;
        }
        const char *path = rsp[0] == '/' ? rsp : nvc_arena_printf(a, "%s/%s", dir, rsp);
        char why[256] = "nested too deeply";
        char *text = depth < MAX_RESPONSE_DEPTH
                         ? read_response_file(path, !at_file, why, sizeof why)
                         : NULL;
        if (!text) {
            t->error = nvc_arena_printf(a, "cannot read response file %s: %s", path, why);
            return false;
        }
        struct vec inner = {0};
        tokenize(a, text, &inner);
        free(text);
        bool ok = expand(a, inner.items, inner.len, dir, depth + 1, out, t);
        free(inner.items);
        if (!ok)
            return false;
    }
    return true;
}

/* ---- archs -------------------------------------------------------------- */

struct state {
    struct nvc_arena *a;
    struct nvc_translated *t;
    struct vec args, dropped, refused, sources;
    struct vec host_options;        /* nvcc's -Xcompiler values, split as nvcc splits them */
    struct vec host_spellings;      /* the flag that gave each one, for --verbose */
    bool nvcc;
    const char *directory;
    const char *gpu_architecture;   /* nvcc's last -arch value: the last one wins */
    bool gpu_code;                  /* nvcc's -code was given */
    struct nvc_ptx_pins ptx_pins;   /* clang's flags that choose the PTX ISA */
};

static void add_arch(struct state *s, const char *arch)
{
    char buf[32];
    const char *given = arch;
    /* compute_XX is PTX for XX: check it as sm_XX */
    if (strncmp(arch, "compute_", 8) == 0) {
        snprintf(buf, sizeof buf, "sm_%s", arch + 8);
        arch = buf;
    }
    if (!nvc_is_known_arch(arch)) {
        /* an NVIDIA target the checker does not know fails the TU, as both
         * compilers fail it (measured: nvcc 13 "Unsupported gpu architecture
         * 'sm_9999'", clang 22 "unsupported CUDA gpu architecture: sm_9999",
         * exit 1), instead of being checked for the default sm_75 */
        if (strncmp(arch, "sm_", 3) == 0 && !s->t->error)
            s->t->error = nvc_arena_printf(s->a, "unknown GPU architecture '%s'", given);
        push(&s->dropped, nvc_arena_printf(s->a, "%s (unknown target)", arch));
        return;
    }
    for (unsigned i = 0; i < s->t->narchs; i++)
        if (strcmp(s->t->archs[i], arch) == 0)
            return;
    if (s->t->narchs < NVC_MAX_ARCHS)
        s->t->archs[s->t->narchs++] = nvc_arena_strdup(s->a, arch);
}

/* nvcc 13's real targets (nvcc --list-gpu-arch), for -arch=all / all-major. */
static const char *const nvcc_all[] = {"sm_75", "sm_80",  "sm_86",  "sm_87",  "sm_88",  "sm_89",
                                       "sm_90", "sm_100", "sm_103", "sm_110", "sm_120", "sm_121"};
static const char *const nvcc_all_major[] = {"sm_75",  "sm_80",  "sm_90",
                                             "sm_100", "sm_110", "sm_120"};

static void add_arch_keyword(struct state *s, const char *value)
{
    const char *const *list = NULL;
    size_t n = 0;
    if (strcmp(value, "all") == 0)
        list = nvcc_all, n = sizeof nvcc_all / sizeof *nvcc_all;
    else if (strcmp(value, "all-major") == 0)
        list = nvcc_all_major, n = sizeof nvcc_all_major / sizeof *nvcc_all_major;
    for (size_t i = 0; i < n; i++)
        add_arch(s, list[i]);
    if (list)
        s->t->arch_note = nvc_arena_printf(s->a,
                                           "-arch=%s: checking every %s target of nvcc 13 "
                                           "(%s ... %s)",
                                           value, n == 6 ? "major" : "real", list[0], list[n - 1]);
    else   /* native */
        s->t->arch_note = "-arch=native: there is no GPU here to ask; checking sm_75, nvcc 13's "
                          "default";
}

/* "sm_90" for sm_90a, sm_100f, compute_90a; NULL for a target without a
 * feature variant. */
static const char *generic_target(struct state *s, const char *arch)
{
    const char *digits = strncmp(arch, "sm_", 3) == 0        ? arch + 3
                         : strncmp(arch, "compute_", 8) == 0 ? arch + 8
                                                             : NULL;
    size_t n = digits ? strspn(digits, "0123456789") : 0;
    if (n == 0 || (digits[n] != 'a' && digits[n] != 'f') || digits[n + 1] != '\0')
        return NULL;
    return nvc_arena_printf(s->a, "sm_%.*s", (int)n, digits);
}

/* "sm_80,compute_90" or "[sm_80,compute_80]" or a keyword. With
 * `with_generic` (nvcc's -arch without -code), a target with a feature
 * variant brings its generic one: nvcc -arch=sm_90a compiles compute_90a for
 * the sm_90a binary and compute_90 for the embedded PTX, which ptxas checks
 * at sm_90 (measured with nvcc --dryrun; the same for sm_100a, sm_120a and
 * the f variants, sm_100f: compute_100f and compute_100). */
static void add_arch_list(struct state *s, const char *list, bool with_generic)
{
    char *copy = nvc_arena_strdup(s->a, list);
    for (char *tok = strtok(copy, ",[]\" "); tok; tok = strtok(NULL, ",[]\" ")) {
        const char *generic = with_generic ? generic_target(s, tok) : NULL;
        if (strcmp(tok, "native") == 0 || strcmp(tok, "all") == 0 || strcmp(tok, "all-major") == 0)
            add_arch_keyword(s, tok);
        else if (strncmp(tok, "lto_", 4) == 0)
            add_arch(s, nvc_arena_printf(s->a, "sm_%s", tok + 4));
        else
            add_arch(s, tok);
        if (generic)
            add_arch(s, generic);
    }
}

/* -gencode arch=compute_80,code=[compute_80,sm_80]: the code= targets are
 * what nvcc builds; without code=, the arch= one. */
static void add_gencode(struct state *s, const char *spec)
{
    const char *code = strstr(spec, "code=");
    const char *arch = strstr(spec, "arch=");
    if (code && (code == spec || code[-1] == ','))
        add_arch_list(s, code + 5, false);
    else if (arch) {
        const char *end = strchr(arch + 5, ',');
        add_arch_list(s,
                      end ? nvc_arena_strndup(s->a, arch + 5, (size_t)(end - arch - 5)) : arch + 5,
                      false);
    }
}

/* ---- flags -------------------------------------------------------------- */

/* `-Ifoo`, `-I foo`, `--include-path=foo`, `--include-path foo`: the value,
 * or NULL when arg is another flag. */
static const char *value_of(const char *const *argv, int argc, int *i, const char *flag,
                            bool joined_ok)
{
    size_t n = strlen(flag);
    const char *arg = argv[*i];
    if (strncmp(arg, flag, n) != 0)
        return NULL;
    if (arg[n] == '\0')
        return *i + 1 < argc ? argv[++*i] : NULL;
    if (arg[n] == '=')
        return arg + n + 1;
    return joined_ok ? arg + n : NULL;
}

struct kept {
    const char *flag, *clang;
    bool joined;
};

/* Flags that change how device code parses, with nvcc's long spellings. */
static const struct kept kept_flags[] = {
    {"-I", "-I", true},
    {"--include-path", "-I", false},
    {"-isystem", "-isystem", true},
    {"--system-include", "-isystem", false},
    {"-iquote", "-iquote", true},
    {"-idirafter", "-idirafter", true},
    {"-D", "-D", true},
    {"--define-macro", "-D", false},
    {"-U", "-U", true},
    {"--undefine-macro", "-U", false},
    {"-include", "-include", true},
    {"--pre-include", "-include", false},
    {"-std", "-std=", false},
    {"--std", "-std=", false},
};

/* GCC's own header directory (.../lib/gcc/<target>/<version>/include or
 * include-fixed), which CMake lists for CUDA commands as -isystem: its
 * stddef.h and x86 intrinsic headers use GCC builtins clang does not have
 * (measured: <immintrin.h> gives "use of undeclared identifier
 * '__builtin_ia32_bsrsi'"), and clang brings its own. docs/compat.md. */
static bool is_gcc_internal_dir(const char *dir)
{
    const char *g = strstr(dir, "/lib/gcc/");
    if (!g)
        g = strstr(dir, "/lib/gcc-cross/");
    if (!g)
        return false;
    const char *inc = strstr(g, "/include");
    if (!inc)
        return false;
    inc += 8;
    if (strncmp(inc, "-fixed", 6) == 0)
        inc += 6;
    return *inc == '\0' || (inc[0] == '/' && inc[1] == '\0');
}

/* `preprocessor_only`: only the host compiler's spellings of the
 * preprocessor's options (what -Xcompiler may carry; not -std, which the
 * device pass takes from nvcc's own -std). */
static bool keep_flag(struct state *s, const char *const *argv, int argc, int *i,
                      bool preprocessor_only)
{
    for (size_t k = 0; k < sizeof kept_flags / sizeof *kept_flags; k++) {
        if (preprocessor_only &&
            (kept_flags[k].flag[1] == '-' || strcmp(kept_flags[k].flag, "-std") == 0))
            continue;
        int at = *i;
        const char *v = value_of(argv, argc, &at, kept_flags[k].flag, kept_flags[k].joined);
        if (!v)
            continue;
        *i = at;
        bool include_dir = strcmp(kept_flags[k].clang, "-include") != 0 &&
                           (kept_flags[k].clang[1] == 'I' || kept_flags[k].clang[1] == 'i');
        if (include_dir && is_gcc_internal_dir(v)) {
            push(&s->dropped,
                 nvc_arena_printf(s->a, "%s %s (GCC's own headers)", kept_flags[k].clang, v));
            return true;
        }
        if (kept_flags[k].clang[strlen(kept_flags[k].clang) - 1] == '=') {
            push(&s->args, nvc_arena_printf(s->a, "%s%s", kept_flags[k].clang, v));
        } else {
            push(&s->args, kept_flags[k].clang);
            push(&s->args, v);
        }
        return true;
    }
    return false;
}

/* ---- nvcc's -Xcompiler ------------------------------------------------ */

/* One -Xcompiler value as nvcc hands it on (measured, nvcc 13.0 --dryrun):
 * split at commas, except inside double quotes or escaped as `\,`
 * ("-DA=1,B" is -DA=1 and B; "-DA=\"1,1\"" and "-DA=1\,1" are -DA=1,1); the
 * pieces go into the host compiler's shell command line, so the shell then
 * splits them at blanks and removes quotes ("-DQA -DQB" is two options;
 * '-DQA="1 + 1"' defines QA as 1 + 1: a kernel under #if QA != 2 compiles). */
static void split_host_options(struct state *s, const char *flag, const char *value)
{
    size_t n = strlen(value);
    char *text = nvc_arena_alloc(s->a, n + 1), *out = text;
    bool quoted = false;
    for (const char *p = value; *p; p++) {
        if (*p == '\\' && p[1] == ',') {
            *out++ = *++p;
        } else if (*p == ',' && !quoted) {
            *out++ = ' ';
        } else {
            quoted ^= *p == '"';
            *out++ = *p;
        }
    }
    *out = '\0';
    tokenize(s->a, text, &s->host_options);
    while (s->host_spellings.len < s->host_options.len)
        push(&s->host_spellings, flag);
}

/* -Xcompiler X, -Xcompiler=X, --compiler-options X, --compiler-options=X:
 * nvcc's options for the host compiler, kept for translate_host_options(). */
static bool host_compiler_options(struct state *s, const char *const *argv, int argc, int *i)
{
    static const char *const flags[] = {"-Xcompiler", "--compiler-options"};
    for (size_t k = 0; k < sizeof flags / sizeof *flags; k++) {
        int at = *i;
        const char *v = value_of(argv, argc, &at, flags[k], false);
        if (v) {
            *i = at;
            split_host_options(s, flags[k], v);
            return true;
        }
    }
    return false;
}

/* nvcc gives every -Xcompiler option to the host compiler's preprocessing of
 * the device pass too (gcc -D__CUDA_ARCH__=800 -E ..., whose output cicc
 * compiles), before nvcc's own -I and -D/-U (measured: with -DX -Xcompiler
 * -UX, X is defined in device code; -Xcompiler -Ibar comes before -Ifoo).
 * The preprocessor's options are therefore put first; the rest is host-only
 * and dropped (listed after the command's other dropped flags). */
static void translate_host_options(struct state *s)
{
    struct vec own = s->args;
    s->args = (struct vec){0};
    const char *const *opts = s->host_options.items;
    for (int i = 0; i < s->host_options.len; i++) {
        int first = i;
        if (!keep_flag(s, opts, s->host_options.len, &i, true))
            push(&s->dropped,
                 nvc_arena_printf(s->a, "%s %s", s->host_spellings.items[first], opts[first]));
    }
    for (int i = 0; i < own.len; i++)
        push(&s->args, own.items[i]);
    free(own.items);
    free(s->host_options.items);
    free(s->host_spellings.items);
}

/* Options of nvcc and clang whose value is the next argument, when given
 * apart; they are dropped together with it. */
static const char *const takes_value[] = {
    "-o",
    "-MF",
    "-MT",
    "-MQ",
    "-ccbin",
    "--compiler-bindir",
    "-Xcompiler",
    "--compiler-options",
    "-Xlinker",
    "--linker-options",
    "-Xptxas",
    "--ptxas-options",
    "-Xnvlink",
    "--nvlink-options",
    "-Xcudafe",
    "-Xfatbin",
    "-Xarchive",
    "-Xarch_device",
    "-Xarch_host",
    "--threads",
    "-t",
    "-odir",
    "--output-directory",
    "-maxrregcount",
    "--maxrregcount",
    "--diag-suppress",
    "--diag-warn",
    "--diag-error",
    "-L",
    "-l",
    "-target",
    "--target",
    "-Xcuda-ptxas",
    "-Xcuda-fatbinary",
    "-arch-ls",
    "--dependency-output",
    "-MJ",
    "-ftime-trace-granularity",
};

static bool drop_with_value(struct state *s, const char *const *argv, int argc, int *i)
{
    for (size_t k = 0; k < sizeof takes_value / sizeof *takes_value; k++)
        if (strcmp(argv[*i], takes_value[k]) == 0) {
            if (*i + 1 < argc) {
                push(&s->dropped, nvc_arena_printf(s->a, "%s %s", argv[*i], argv[*i + 1]));
                ++*i;
            } else {
                push(&s->dropped, argv[*i]);
            }
            return true;
        }
    return false;
}

/* nvcc's host compiler (-ccbin X, -ccbin=X, --compiler-bindir ...): the
 * device compile asks it for its own include directory (<omp.h>,
 * docs/compat.md), which runs it, so it is kept only with --allow-plugins;
 * otherwise it is dropped and the compile asks gcc from PATH, as nvcc
 * without -ccbin. */
static bool host_compiler_flag(struct state *s, const char *const *argv, int argc, int *i,
                               bool allow)
{
    static const char *const names[] = {"-ccbin", "--compiler-bindir"};
    for (size_t k = 0; allow && k < sizeof names / sizeof *names; k++) {
        int at = *i;
        const char *v = value_of(argv, argc, &at, names[k], false);
        if (v) {
            *i = at;
            push(&s->args, names[k]);
            push(&s->args, v);
            return true;
        }
    }
    return false;
}

static bool is_plugin_flag(const char *const *argv, int argc, int i)
{
    const char *a = argv[i];
    if (strncmp(a, "-fplugin=", 9) == 0 || strncmp(a, "-fpass-plugin=", 14) == 0 ||
        strncmp(a, "-fplugin-arg-", 13) == 0)
        return true;
    return strcmp(a, "-Xclang") == 0 && i + 1 < argc &&
           (strcmp(argv[i + 1], "-load") == 0 || strcmp(argv[i + 1], "-plugin") == 0 ||
            strcmp(argv[i + 1], "-add-plugin") == 0 ||
            strncmp(argv[i + 1], "-plugin-arg-", 12) == 0);
}

static void plugin_flag(struct state *s, const char *const *argv, int argc, int *i, bool allow)
{
    bool xclang = strcmp(argv[*i], "-Xclang") == 0;
    /* -Xclang -load -Xclang lib.so: the library is a third pair */
    int last = *i + (xclang ? 1 : 0);
    if (xclang && strcmp(argv[last], "-load") == 0 && last + 2 < argc &&
        strcmp(argv[last + 1], "-Xclang") == 0)
        last += 2;
    for (int k = *i; k <= last; k++)
        push(allow ? &s->args : &s->refused, argv[k]);
    *i = last;
}

/* nvcc's -arch/--gpu-architecture: only the last one counts (measured:
 * `nvcc -arch=sm_80 -arch=sm_90a` compiles compute_90 and compute_90a
 * only); it is added when the whole command has been read, since -code
 * changes what it means. */
static bool nvcc_gpu_architecture(struct state *s, const char *const *argv, int argc, int *i)
{
    static const char *const flags[] = {"-arch", "--gpu-architecture"};
    for (size_t k = 0; k < sizeof flags / sizeof *flags; k++) {
        int at = *i;
        const char *v = value_of(argv, argc, &at, flags[k], false);
        if (v) {
            *i = at;
            s->gpu_architecture = v;
            return true;
        }
    }
    return false;
}

/* -arch=X alone is nvcc's shorthand for X and its generic target (above);
 * with -code=Y, -arch must be a compute_XX (nvcc: "must be a virtual code
 * architecture") and the PTX is compiled for X only. */
static void add_gpu_architecture(struct state *s)
{
    if (s->gpu_architecture)
        add_arch_list(s, s->gpu_architecture, !s->gpu_code);
}

static bool arch_flag(struct state *s, const char *const *argv, int argc, int *i)
{
    if (s->nvcc && nvcc_gpu_architecture(s, argv, argc, i))
        return true;
    static const char *const list_flags[] = {"-arch",      "--gpu-architecture", "-code",
                                             "--gpu-code", "--cuda-gpu-arch",    "--offload-arch"};
    for (size_t k = 0; k < sizeof list_flags / sizeof *list_flags; k++) {
        int at = *i;
        const char *v = value_of(argv, argc, &at, list_flags[k], false);
        if (v) {
            *i = at;
            s->gpu_code |= k == 2 || k == 3;
            add_arch_list(s, v, false);
            return true;
        }
    }
    static const char *const gencode_flags[] = {"-gencode", "--generate-code"};
    for (size_t k = 0; k < 2; k++) {
        int at = *i;
        const char *v = value_of(argv, argc, &at, gencode_flags[k], false);
        if (v) {
            *i = at;
            add_gencode(s, v);
            return true;
        }
    }
    return false;
}

/* The TU's own source, as the command names it (often relative to its
 * directory). */
static bool is_the_input(struct state *s, const char *arg, const char *file)
{
    if (strcmp(arg, file) == 0)
        return true;
    return arg[0] != '/' && strcmp(nvc_arena_printf(s->a, "%s/%s", s->directory, arg), file) == 0;
}

static bool is_source_name(const char *arg)
{
    static const char *const suffixes[] = {".cu", ".c", ".cc", ".cpp", ".cxx", ".c++", ".C"};
    for (size_t k = 0; k < sizeof suffixes / sizeof *suffixes; k++)
        if (nvc_has_suffix(arg, suffixes[k]))
            return true;
    return false;
}

static void translate_one(struct state *s, const char *const *argv, int argc, int *i,
                          const char *file, bool allow_plugins)
{
    const char *a = argv[*i];
    if (a[0] != '-' && is_source_name(a))
        push(&s->sources, a);
    int first = *i;
    if (is_plugin_flag(argv, argc, *i)) {
        plugin_flag(s, argv, argc, i, allow_plugins);
    } else if (!s->nvcc && nvc_ptx_pins_take(&s->ptx_pins, argv, argc, i)) {
        for (int k = first; k <= *i; k++)   /* read for the PTX ISA; not for the compile */
            push(&s->dropped, argv[k]);
    } else if (strcmp(a, "-x") == 0 && *i + 1 < argc) {
        const char *lang = argv[++*i];
        s->t->is_cuda |= strcmp(lang, "cu") == 0 || strcmp(lang, "cuda") == 0;
    } else if (strcmp(a, "--use_fast_math") == 0 || strcmp(a, "-use_fast_math") == 0 ||
               strcmp(a, "-ffast-math") == 0) {
        push(&s->args, "-ffast-math");
    } else if (arch_flag(s, argv, argc, i) || keep_flag(s, argv, argc, i, false) ||
               (s->nvcc && host_compiler_options(s, argv, argc, i)) ||
               host_compiler_flag(s, argv, argc, i, allow_plugins) ||
               drop_with_value(s, argv, argc, i)) {
        /* handled */
    } else if (a[0] != '-' && is_the_input(s, a, file)) {
        /* the source itself: the checker names it */
    } else {
        push(&s->dropped, a);   /* a host flag, another input or a stray value */
    }
}

/* nvcc writes 9.0 whatever the command says; clang 8.8 unless the command
 * pins another version. */
static void set_ptx_isa(struct state *s)
{
    enum nvc_ptx_pin by;
    unsigned pinned = s->nvcc ? 0 : nvc_ptx_pins_version(&s->ptx_pins, &by);
    nvc_ptx_pins_free(&s->ptx_pins);
    if (s->nvcc) {
        s->t->ptx_isa = NVC_PTX_ISA_NVCC;
        s->t->ptx_isa_origin = NVC_PTX_ISA_NVCC_ORIGIN;
    } else if (pinned) {
        s->t->ptx_isa = pinned;
        s->t->ptx_isa_origin = by == NVC_PTX_PIN_CUDA_FEATURE
                                   ? "the compile command's --cuda-feature"
                                   : "the compile command's -Xclang -target-feature";
    } else {
        s->t->ptx_isa = NVC_PTX_ISA_CLANG;
        s->t->ptx_isa_origin = NVC_PTX_ISA_CLANG_ORIGIN;
    }
}

void nvc_translate_command(struct nvc_arena *a, const char *const *argv, int argc,
                           const char *file, const char *directory, bool allow_plugins,
                           struct nvc_translated *out)
{
    memset(out, 0, sizeof *out);
    out->is_cuda = nvc_has_suffix(file, ".cu");   /* -x cu may add to it below */
    struct vec all = {0};
    struct state s = {.a = a, .t = out, .directory = directory};
    if (!expand(a, argv, argc, directory, 0, &all, out)) {
        free(all.items);
        return;
    }
    const char *compiler = all.len ? all.items[0] : "";
    out->compiler = all.len ? compiler : NULL;
    const char *base = strrchr(compiler, '/');
    s.nvcc = strstr(base ? base + 1 : compiler, "nvcc") != NULL;
    for (int i = 1; i < all.len; i++)
        translate_one(&s, all.items, all.len, &i, file, allow_plugins);
    translate_host_options(&s);
    add_gpu_architecture(&s);
    if (out->narchs == 0)   /* the compilers' defaults: nvcc 13 sm_75, clang 22 sm_52 */
        add_arch(&s, s.nvcc ? "sm_75" : "sm_52");
    set_ptx_isa(&s);
    /* copy into the arena; the vectors were malloc'd */
    struct vec *lists[] = {&s.args, &s.dropped, &s.refused, &s.sources};
    const char ***dest[] = {&out->args, &out->dropped, &out->refused, &out->sources};
    int *lens[] = {&out->nargs, &out->ndropped, &out->nrefused, &out->nsources};
    for (int k = 0; k < 4; k++) {
        *dest[k] = nvc_arena_alloc(a, ((size_t)lists[k]->len + 1) * sizeof(char *));
        if (lists[k]->len)
            memcpy((void *)*dest[k], lists[k]->items, (size_t)lists[k]->len * sizeof(char *));
        *lens[k] = lists[k]->len;
        free(lists[k]->items);
    }
    free(all.items);
}
