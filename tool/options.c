/* options.c: command-line parsing. Usage errors are one line on stderr and
 * exit status 2 (see main.c). */
#include "options.h"

#include "arena.h"
#include "messages.h"
#include "ptx_isa.h"

#include "rules.h"

#include <regex.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* GPU architectures accepted by --arch: nvcc 13's list (`nvcc --list-gpu-arch`:
 * sm_75 ... sm_121, with the a/f feature variants) plus the older ones clang 22
 * still compiles for with CUDA 13's headers, so pre-Volta limits can be
 * checked. The family-specific `f` variants are fine for IR input, but clang
 * 22's driver cannot compile .cu for them ("unsupported CUDA gpu
 * architecture"); see check_family_targets. */
static const char *const known_archs[] = {
    "sm_50",   "sm_52",   "sm_53",   "sm_60",   "sm_61",   "sm_62",   "sm_70",
    "sm_72",   "sm_75",   "sm_80",   "sm_86",   "sm_87",   "sm_88",   "sm_89",
    "sm_90",   "sm_90a",  "sm_100",  "sm_100a", "sm_100f", "sm_101",  "sm_101a",
    "sm_103",  "sm_103a", "sm_103f", "sm_110",  "sm_110a", "sm_110f", "sm_120",
    "sm_120a", "sm_120f", "sm_121",  "sm_121a", "sm_121f",
};

void nvc_print_help(void)
{
    puts("usage: cuda-nvvmcheck [options] <file.cu|file.ll|file.bc>... [-- <compiler args>]\n"
         "       cuda-nvvmcheck -p <build-dir> [options] [<path-regex>...]\n"
         "       cuda-nvvmcheck [options] --launcher -- <nvcc|clang|clang++> <args>...\n"
         "\n"
         "Checks CUDA device code (compiled in-process by clang) and NVVM IR for what\n"
         "NVIDIA's toolchain rejects late or not at all.\n"
         "\n"
         "options:\n"
         "  --arch=sm_XX[,sm_YY...]  target GPUs for .cu inputs (default sm_75, nvcc 13's\n"
         "                           default); for IR, the SM assumed where a function\n"
         "                           names no target-cpu\n"
         "  --cuda-path=DIR          CUDA toolkit (default: $CUDA_PATH, then /usr/local/cuda)\n"
         "  --param-limit=N          kernel parameter space limit in bytes (default: by\n"
         "                           target: 32764, or 4352 below PTX ISA 8.1, 4096 below sm_70)\n"
         "  --ptx-isa=X.Y            the PTX ISA version the build writes, against which\n"
         "                           inline PTX is judged (4.0 ... 9.0). Default: 9.0\n"
         "                           (nvcc 13's) for .cu inputs and nvcc commands, 8.8\n"
         "                           (clang 22's) for clang commands unless they pin one\n"
         "                           (--cuda-feature=+ptxNN), the module's \"+ptxNN\"\n"
         "                           for .ll/.bc\n"
         "  --clang-warnings         show clang's warnings (hidden by default)\n"
         "  -p <build-dir>           check every CUDA translation unit of\n"
         "                           <build-dir>/compile_commands.json (nvcc or clang\n"
         "                           commands); positional arguments are then regexes\n"
         "                           selecting TUs by path, as with run-clang-tidy\n"
         "  -j <n>                   parallel workers for -p (default: number of cores)\n"
         "  --header-filter=<regex>  show findings in headers only when the header's path\n"
         "                           matches (default: all headers; system headers and the\n"
         "                           CUDA toolkit are never shown)\n"
         "  --allow-plugins          with -p: keep compile-database flags that load code\n"
         "                           into the checker (-fplugin=, -Xclang -load ...),\n"
         "                           and run the database's -ccbin compiler to find its\n"
         "                           own headers (<omp.h>; else gcc from PATH)\n"
         "  --verbose                with -p: dropped flags, and each failing TU's first error;\n"
         "                           for every input: the archs and PTX ISA it was checked at\n"
         "  --format=<fmt>           report format on standard output: text (default),\n"
         "                           json, sarif (SARIF 2.1.0), github (workflow commands),\n"
         "                           gitlab (Code Quality)\n"
         "  --output=<file>          write that report to <file> instead\n"
         "  --format=<fmt>:<file>    also write a report in <fmt> to <file> (repeatable);\n"
         "                           report files are replaced atomically\n"
         "  --source-root=<dir>      paths in sarif, github and gitlab reports are relative\n"
         "                           to <dir> (default: the current directory)\n"
         "  --profile=cuda|libnvvm   which rules run: cuda (default for .cu) reports what\n"
         "                           breaks CUDA source under NVIDIA's toolchain;\n"
         "                           libnvvm (default for .ll/.bc) what NVIDIA's NVVM\n"
         "                           verifier rejects\n"
         "  --checks=<globs>         select rules on top of the profile, clang-tidy style:\n"
         "                           '-*,nvvm-param-*' (comma-separated, '-' removes)\n"
         "  --warnings-as-errors=<globs>  warnings of matching rules become errors, shown\n"
         "                           as [rule,-warnings-as-errors] (same glob syntax)\n"
         "  --config-file=<path>     read the configuration from this file instead of\n"
         "                           looking up .nvvmcheck.yaml from each input's directory\n"
         "  --config='{...}'         the configuration inline, as YAML (likewise)\n"
         "  --dump-config            print the effective configuration for the first input\n"
         "                           (or the current directory) and exit\n"
         "  --launcher               launcher mode: the arguments after -- are a compile\n"
         "                           command (nvcc, clang or clang++); check its CUDA source,\n"
         "                           then run it and exit with its status\n"
         "  --launcher-fail          launcher mode, but do not compile when the check finds\n"
         "                           errors (exit 1)\n"
         "  --list-rules             list every rule: id, profiles, severity, summary\n"
         "  --explain <rule-id>      print a rule's documentation\n"
         "  --version, --help\n"
         "\n"
         "Arguments after -- go to clang (-I, -D, -std=, ...); --cuda-gpu-arch= and\n"
         "--offload-arch= there are read as --arch. With -p they are added to every\n"
         "translation unit's own arguments.\n"
         "\n"
         "Configuration: the nearest .nvvmcheck.yaml from each checked file's directory\n"
         "upwards (keys Checks, WarningsAsErrors, HeaderFilterRegex, Archs, Profile,\n"
         "ParamLimit, PtxIsa, InheritParentConfig); command-line options take precedence.\n"
         "Findings are suppressed in source with // NOLINT, // NOLINT(rule-glob,...),\n"
         "// NOLINTNEXTLINE(...) and // NOLINTBEGIN(...) ... // NOLINTEND(...).\n"
         "\n"
         "exit status: 0 no error-level findings, 1 error-level findings,\n"
         "             2 an input could not be checked or bad usage (1 wins over 2),\n"
         "             or a report could not be written (always 2)");
}

static bool usage_error(const char *fmt, const char *a)
{
    struct nvc_arena text = {0};
    nvc_tool_error(NULL, "%s (see --help)", nvc_arena_printf(&text, fmt, a));
    nvc_arena_free(&text);
    return false;
}

bool nvc_is_known_arch(const char *a)
{
    for (size_t i = 0; i < sizeof known_archs / sizeof *known_archs; i++)
        if (strcmp(a, known_archs[i]) == 0)
            return true;
    return false;
}

static bool is_family_variant(const char *a)
{
    size_t n = strlen(a);
    return strncmp(a, "sm_", 3) == 0 && n > 4 && a[n - 1] == 'f';
}

static bool add_arch(struct nvc_options *o, const char *a)
{
    if (!nvc_is_known_arch(a))
        return usage_error("unknown GPU architecture '%s'; expected sm_75, sm_80, sm_90a, ...", a);
    for (unsigned i = 0; i < o->narchs; i++)
        if (strcmp(o->archs[i], a) == 0)
            return true;
    if (o->narchs == NVC_MAX_ARCHS)
        return usage_error("too many architectures (at most 16), at '%s'", a);
    o->archs[o->narchs++] = a;
    o->arch_given = true;
    return true;
}

/* "sm_75,sm_90": the list is split in place (argv strings are writable). */
static bool add_arch_list(struct nvc_options *o, char *list)
{
    if (!*list)
        return usage_error("%s--arch needs a value such as sm_75", "");
    for (char *tok = strtok(list, ","); tok; tok = strtok(NULL, ","))
        if (!add_arch(o, tok))
            return false;
    return true;
}

static bool parse_limit(struct nvc_options *o, const char *v)
{
    char *end;
    unsigned long n = strtoul(v, &end, 10);
    if (!*v || *end || n == 0 || n > 1u << 30)
        return usage_error("--param-limit needs a positive number of bytes, not '%s'", v);
    o->param_limit = (unsigned)n;
    return true;
}

static bool parse_ptx_isa(struct nvc_options *o, const char *v)
{
    if (!nvc_ptx_isa_parse(v, &o->ptx_isa))
        return usage_error("--ptx-isa needs a PTX ISA version that ptxas 13 accepts, from 4.0 "
                           "to 9.0 (such as 8.8 or 9.0), not '%s'",
                           v);
    o->ptx_isa_origin = "--ptx-isa";
    return true;
}

/* Value of `--name=value` or `--name value`; NULL when arg is not --name. */
static char *option_value(char **argv, int argc, int *i, const char *name, bool *missing)
{
    size_t n = strlen(name);
    if (strncmp(argv[*i], name, n) != 0)
        return NULL;
    if (argv[*i][n] == '=')
        return argv[*i] + n + 1;
    if (argv[*i][n] != '\0')
        return NULL;
    if (*i + 1 >= argc) {
        *missing = true;
        return NULL;
    }
    return argv[++*i];
}

/* `-p dir` or `-pdir`; `-j 4` or `-j4`. */
static char *short_value(char **argv, int argc, int *i, const char *name, bool *missing)
{
    if (strncmp(argv[*i], name, 2) != 0)
        return NULL;
    if (argv[*i][2])
        return argv[*i] + 2;
    if (*i + 1 >= argc) {
        *missing = true;
        return NULL;
    }
    return argv[++*i];
}

static bool parse_jobs(struct nvc_options *o, const char *v)
{
    char *end;
    unsigned long n = strtoul(v, &end, 10);
    if (!*v || *end || n == 0 || n > 256)
        return usage_error("-j needs a number of jobs from 1 to 256, not '%s'", v);
    o->jobs = (unsigned)n;
    return true;
}

static const char *const format_names[] = {
    [NVC_FORMAT_TEXT] = "text",     [NVC_FORMAT_JSON] = "json",     [NVC_FORMAT_SARIF] = "sarif",
    [NVC_FORMAT_GITHUB] = "github", [NVC_FORMAT_GITLAB] = "gitlab",
};

static bool format_by_name(const char *name, size_t len, enum nvc_format *f)
{
    for (size_t i = 0; i < sizeof format_names / sizeof *format_names; i++)
        if (strlen(format_names[i]) == len && strncmp(name, format_names[i], len) == 0) {
            *f = (enum nvc_format)i;
            return true;
        }
    return false;
}

/* "-" names standard output. */
static const char *output_path(const char *v)
{
    return strcmp(v, "-") == 0 ? NULL : v;
}

/* --format=sarif sets the main report's format; --format=sarif:FILE adds a
 * report (the file name may itself contain ':'). */
static bool parse_format(struct nvc_options *o, const char *v)
{
    const char *colon = strchr(v, ':');
    size_t len = colon ? (size_t)(colon - v) : strlen(v);
    enum nvc_format f;
    if (!format_by_name(v, len, &f))
        return usage_error("unknown --format '%s'; expected text, json, sarif, github or "
                           "gitlab, optionally followed by :FILE",
                           v);
    if (!colon) {
        o->outputs[0].format = f;
        return true;
    }
    if (!colon[1])
        return usage_error("--format=%s names no file after ':'", v);
    if (o->noutputs == NVC_MAX_OUTPUTS)
        return usage_error("too many reports (at most 8), at --format=%s", v);
    o->outputs[o->noutputs++] = (struct nvc_output_request){f, output_path(colon + 1)};
    return true;
}

static bool same_destination(const struct nvc_output_request *a,
                             const struct nvc_output_request *b)
{
    if (!a->path || !b->path)
        return a->path == b->path;
    return strcmp(a->path, b->path) == 0;
}

/* Two reports into one file (or both on standard output) would mix. */
static bool check_outputs(const struct nvc_options *o)
{
    for (unsigned i = 0; i < o->noutputs; i++)
        for (unsigned k = i + 1; k < o->noutputs; k++)
            if (same_destination(&o->outputs[i], &o->outputs[k]))
                return usage_error("two reports would be written to %s",
                                   o->outputs[k].path ? o->outputs[k].path : "standard output");
    return true;
}

static bool check_source_root(const struct nvc_options *o)
{
    struct stat st;
    if (o->source_root && (stat(o->source_root, &st) != 0 || !S_ISDIR(st.st_mode)))
        return usage_error("--source-root '%s' is not a directory", o->source_root);
    return true;
}

static bool parse_flag(struct nvc_options *o, const char *a)
{
    if (strcmp(a, "--clang-warnings") == 0)
        o->clang_warnings = true;
    else if (strcmp(a, "--verbose") == 0)
        o->verbose = true;
    else if (strcmp(a, "--allow-plugins") == 0)
        o->allow_plugins = true;
    else if (strcmp(a, "--list-rules") == 0)
        o->list_rules = true;
    else if (strcmp(a, "--dump-config") == 0)
        o->dump_config = true;
    else if (strcmp(a, "--launcher") == 0)
        o->launcher = true;
    else if (strcmp(a, "--launcher-fail") == 0)
        o->launcher = o->launcher_fail = true;
    else if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0)
        o->help = true;
    else if (strcmp(a, "--version") == 0)
        o->version = true;
    else
        return false;
    return true;
}

static bool parse_option(struct nvc_options *o, int argc, char **argv, int *i)
{
    bool missing = false;
    char *v;
    if (parse_flag(o, argv[*i]))
        return true;
    if ((v = option_value(argv, argc, i, "--arch", &missing)))
        return add_arch_list(o, v);
    if ((v = option_value(argv, argc, i, "--cuda-path", &missing))) {
        o->cuda_path = v;
        return true;
    }
    if ((v = option_value(argv, argc, i, "--param-limit", &missing)))
        return parse_limit(o, v);
    if ((v = option_value(argv, argc, i, "--ptx-isa", &missing)))
        return parse_ptx_isa(o, v);
    if ((v = option_value(argv, argc, i, "--header-filter", &missing))) {
        o->header_filter = v;
        return nvc_regex_is_valid(v, "--header-filter");
    }
    if ((v = option_value(argv, argc, i, "--warnings-as-errors", &missing))) {
        o->warnings_as_errors = v;
        return true;
    }
    if ((v = option_value(argv, argc, i, "--config-file", &missing))) {
        o->config_file = v;
        return true;
    }
    if ((v = option_value(argv, argc, i, "--config", &missing))) {
        o->config_text = v;
        return true;
    }
    if ((v = option_value(argv, argc, i, "--profile", &missing))) {
        if (!nvc_profile_parse(v))
            return usage_error("unknown profile '%s'; expected cuda or libnvvm", v);
        o->profile = v;
        return true;
    }
    if ((v = option_value(argv, argc, i, "--checks", &missing))) {
        o->checks = v;
        return true;
    }
    if ((v = option_value(argv, argc, i, "--explain", &missing))) {
        if (nvc_rule_by_id(v) == NVC_RULE_COUNT)
            return usage_error("unknown rule '%s'; --list-rules lists them", v);
        o->explain = v;
        return true;
    }
    if ((v = option_value(argv, argc, i, "--format", &missing)))
        return parse_format(o, v);
    if ((v = option_value(argv, argc, i, "--output", &missing))) {
        if (!*v)
            return usage_error("%s--output needs a file name", "");
        o->outputs[0].path = output_path(v);
        return true;
    }
    if ((v = option_value(argv, argc, i, "--source-root", &missing))) {
        o->source_root = v;
        return true;
    }
    if ((v = short_value(argv, argc, i, "-p", &missing))) {
        o->build_dir = v;
        return true;
    }
    if ((v = short_value(argv, argc, i, "-j", &missing)))
        return parse_jobs(o, v);
    if (missing)
        return usage_error("option '%s' needs a value", argv[*i]);
    return usage_error("unknown option '%s'", argv[*i]);
}

bool nvc_regex_is_valid(const char *pattern, const char *what)
{
    regex_t re;
    int rc = regcomp(&re, pattern, REG_EXTENDED | REG_NOSUB);
    if (rc == 0) {
        regfree(&re);
        return true;
    }
    char msg[256];
    regerror(rc, &re, msg, sizeof msg);
    nvc_tool_error(NULL, "bad %s '%s': %s (see --help)", what, pattern, msg);
    return false;
}

bool nvc_has_suffix(const char *path, const char *suffix)
{
    size_t n = strlen(path), m = strlen(suffix);
    return n > m && strcmp(path + n - m, suffix) == 0;
}

static bool has_cuda_input(const struct nvc_options *o)
{
    if (o->build_dir)
        return false;   /* a scan's archs come from its compile commands */
    for (int i = 0; i < o->ninputs; i++)
        if (nvc_has_suffix(o->inputs[i], ".cu"))
            return true;
    return false;
}

/* A .cu input needs clang, which cannot compile for sm_100f and the like. */
static bool check_family_targets(const struct nvc_options *o)
{
    for (unsigned i = 0; i < o->narchs && has_cuda_input(o); i++) {
        if (!is_family_variant(o->archs[i]))
            continue;
        int n = (int)strlen(o->archs[i]) - 1;
        nvc_tool_error(NULL,
                       "clang 22 cannot compile .cu files for the family-specific target "
                       "'%s'; use %.*s or %.*sa (see --help)",
                       o->archs[i], n, o->archs[i], n, o->archs[i]);
        return false;
    }
    return true;
}

/* --cuda-gpu-arch= / --offload-arch= given to clang after `--` choose the
 * archs, as they would for clang; the rest passes through. */
static bool take_compiler_args(struct nvc_options *o, int argc, char **argv)
{
    o->compiler_args = calloc((size_t)argc + 1, sizeof *o->compiler_args);
    if (!o->compiler_args)
        return usage_error("%sout of memory", "");
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i];
        if (strncmp(a, "--cuda-gpu-arch=", 16) == 0 || strncmp(a, "--offload-arch=", 15) == 0) {
            if (!add_arch_list(o, strchr(argv[i], '=') + 1))
                return false;
            continue;
        }
        o->compiler_args[o->ncompiler_args++] = a;
    }
    return true;
}

/* A glob that selects nothing is most likely a typo: say so. */
static void warn_unmatched_globs(const char *globs, const char *where)
{
    char buf[256];
    const char *unmatched = nvc_rule_globs_first_unmatched(globs, buf, sizeof buf);
    if (unmatched)
        nvc_tool_warning(where, "'%s' matches no rule (--list-rules lists them)", unmatched);
}

/* --launcher: everything after `--` is the compile command, kept verbatim
 * for running it; launcher.c derives what the check needs from it. */
static bool take_launch_command(struct nvc_options *o, int argc, char **argv)
{
    if (argc == 0)
        return usage_error("%s--launcher needs the compile command after --, e.g. "
                           "--launcher -- nvcc -c a.cu",
                           "");
    if (o->ninputs || o->build_dir || o->dump_config)
        return usage_error("%s--launcher takes its input from the compile command after --; "
                           "it does not go with input files, -p or --dump-config",
                           "");
    o->launch_argv = (const char **)argv;
    o->launch_argc = argc;
    return true;
}

bool nvc_options_parse(int argc, char **argv, struct nvc_options *o)
{
    memset(o, 0, sizeof *o);
    o->outputs[0] = (struct nvc_output_request){NVC_FORMAT_TEXT, NULL};
    o->noutputs = 1;
    o->inputs = calloc((size_t)argc + 1, sizeof *o->inputs);
    if (!o->inputs)
        return usage_error("%sout of memory", "");
    int i = 1;
    for (; i < argc && strcmp(argv[i], "--") != 0; i++) {
        if (argv[i][0] == '-' && argv[i][1] != '\0') {
            if (!parse_option(o, argc, argv, &i))
                return false;
        } else {
            o->inputs[o->ninputs++] = argv[i];
        }
    }
    if (o->config_file && o->config_text)
        return usage_error("%s--config-file and --config exclude each other", "");
    if (o->launcher) {
        if (!take_launch_command(o, i < argc ? argc - i - 1 : 0, i < argc ? argv + i + 1 : NULL))
            return false;
    } else if (i < argc && !take_compiler_args(o, argc - i - 1, argv + i + 1)) {
        return false;
    }
    if (o->narchs == 0)
        o->archs[o->narchs++] = "sm_75";
    if (!check_family_targets(o) || !check_outputs(o) || !check_source_root(o))
        return false;
    warn_unmatched_globs(o->checks, "--checks");
    warn_unmatched_globs(o->warnings_as_errors, "--warnings-as-errors");
    if (o->ninputs == 0 && !o->build_dir && !o->list_rules && !o->help && !o->version &&
        !o->explain && !o->dump_config && !o->launcher)
        return usage_error("%sno input files", "");
    return true;
}

void nvc_options_free(struct nvc_options *o)
{
    free(o->inputs);
    free(o->compiler_args);
}
