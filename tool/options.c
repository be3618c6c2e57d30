/* options.c: command-line parsing. Usage errors are one line on stderr and
 * exit status 2 (see main.c). */
#include "options.h"
#include "regex_guard.h"

#include "arena.h"
#include "help_text.h"
#include "messages.h"
#include "ptx_isa.h"
#include "tidy_cli.h"

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

/* The text lives in tool/help.txt, which the man page is generated from. */
void nvc_print_help(void)
{
    fputs(nvc_help_text, stdout);
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

/* --timeout=SECONDS (1 .. a day), --memory-limit=MB (0 = none). */
static bool parse_timeout(struct nvc_options *o, const char *v)
{
    char *end;
    unsigned long n = strtoul(v, &end, 10);
    if (!*v || *end || n == 0 || n > 86400)
        return usage_error("--timeout needs a number of seconds from 1 to 86400, not '%s'", v);
    o->timeout = (unsigned)n;
    return true;
}

static bool parse_memory_limit(struct nvc_options *o, const char *v)
{
    char *end;
    unsigned long n = strtoul(v, &end, 10);
    if (!*v || *end || n > 1u << 30)
        return usage_error("--memory-limit needs a number of megabytes (0: no limit), not '%s'",
                           v);
    o->memory_limit = (unsigned)n;
    o->memory_limit_given = true;
    return true;
}

/* --memory-budget=MB (0 = none): what a scan's workers' recorded peaks may
 * add up to (scan_schedule.h). */
static bool parse_memory_budget(struct nvc_options *o, const char *v)
{
    char *end;
    unsigned long n = strtoul(v, &end, 10);
    if (!*v || *end || n > 1u << 30)
        return usage_error("--memory-budget needs a number of megabytes (0: none), not '%s'", v);
    o->memory_budget = (unsigned)n;
    o->memory_budget_given = true;
    return true;
}

/* --shard-by=duration|size */
static bool parse_shard_by(struct nvc_options *o, const char *v)
{
    if (strcmp(v, "size") != 0 && strcmp(v, "duration") != 0)
        return usage_error("--shard-by needs 'duration' or 'size', not '%s'", v);
    o->shard_by_size = strcmp(v, "size") == 0;
    return true;
}

/* --cache-limit=MB: 1 MB .. 1 PB */
static bool parse_cache_limit(struct nvc_options *o, const char *v)
{
    char *end;
    unsigned long n = strtoul(v, &end, 10);
    if (!*v || *end || n == 0 || n > 1u << 30)
        return usage_error("--cache-limit needs a positive number of megabytes, not '%s'", v);
    o->cache_limit = (unsigned)n;
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
        o->format_given = true;
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

/* --diff=REF or --diff=- (gate.h). A REF starting with '-' would read as a
 * git option. */
static bool parse_diff(struct nvc_options *o, const char *v)
{
    if (!*v || (v[0] == '-' && v[1]))
        return usage_error("--diff needs a git revision (such as origin/main) or '-' for a "
                           "diff on standard input, not '%s'",
                           v);
    o->diff = v;
    return true;
}

/* --shard=K/N: the K-th of N shards, 1-based as GitLab's CI_NODE_INDEX of
 * CI_NODE_TOTAL. */
static bool parse_shard(struct nvc_options *o, const char *v)
{
    char *end;
    unsigned long k = strtoul(v, &end, 10), n = 0;
    bool ok = *v >= '0' && *v <= '9' && *end == '/';
    if (ok) {
        const char *count = end + 1;
        n = strtoul(count, &end, 10);
        ok = *count >= '0' && *count <= '9' && !*end;
    }
    if (!ok || n == 0 || n > NVC_MAX_SHARDS || k == 0 || k > n)
        return usage_error("--shard needs K/N, the K-th of N shards (1 <= K <= N <= 4096), "
                           "not '%s'",
                           v);
    o->shard_index = (unsigned)k;
    o->shard_count = (unsigned)n;
    return true;
}

/* --shard splits a compile database; --merge only reads reports. */
static bool check_shard_and_merge(const struct nvc_options *o)
{
    if (o->shard_count && !o->build_dir)
        return usage_error("%s--shard needs -p: it splits the translation units of a compile "
                           "database",
                           "");
    if (o->shard_count && (o->diff || o->baseline))
        return usage_error("%s--diff and --baseline do not go with --shard (the merged report "
                           "is the whole run's)",
                           "");
    if (o->merge && (o->build_dir || o->shard_count || o->launcher || o->diff || o->baseline ||
                     o->dashdash || o->dump_config || o->list_checks || o->verify_config))
        return usage_error("%s--merge takes only the shards' reports and --format/--output: "
                           "not -p, --shard, --diff, --baseline, --launcher or `--`",
                           "");
    if (o->merge && o->ninputs == 0)
        return usage_error("%s--merge needs the shards' reports, such as "
                           "--merge shard1.json shard2.json",
                           "");
    return true;
}

/* The launcher checks one compile at a time and prints text only. */
static bool check_gate(const struct nvc_options *o)
{
    if (o->launcher && (o->diff || o->baseline))
        return usage_error("%s--diff and --baseline do not go with --launcher", "");
    return true;
}

/* clang-tidy's flags (tidy_cli.h). */
static bool parse_tidy_flag(struct nvc_options *o, const char *a)
{
    if (strcmp(a, "--list-checks") == 0)
        o->list_checks = true;
    else if (strcmp(a, "--verify-config") == 0)
        o->verify_config = true;
    else if (strcmp(a, "--system-headers") == 0)
        o->system_headers = true;
    else if (strcmp(a, "--use-color") == 0)
        o->use_color = 1;
    else if (strcmp(a, "--no-color") == 0)
        o->use_color = 0;
    else
        return false;
    return true;
}

/* llvm::cl's boolean values: --use-color=false (also true, 1, 0). */
static bool parse_use_color(struct nvc_options *o, const char *v)
{
    if (strcmp(v, "true") == 0 || strcmp(v, "1") == 0 || strcmp(v, "TRUE") == 0 ||
        strcmp(v, "True") == 0)
        o->use_color = 1;
    else if (strcmp(v, "false") == 0 || strcmp(v, "0") == 0 || strcmp(v, "FALSE") == 0 ||
             strcmp(v, "False") == 0)
        o->use_color = 0;
    else
        return usage_error("--use-color takes true or false, not '%s'", v);
    return true;
}

/* --extra-arg, --extra-arg-before, --line-filter, --use-color=BOOL:
 * 1 taken, 0 taken but wrong (said), -1 not one of them. */
static int parse_tidy_option(struct nvc_options *o, int argc, char **argv, int *i, bool *missing)
{
    char *v;
    if (strncmp(argv[*i], "--use-color=", 12) == 0)
        return parse_use_color(o, argv[*i] + 12);
    if ((v = option_value(argv, argc, i, "--extra-arg", missing))) {
        o->extra_args[o->nextra_args++] = v;
        return 1;
    }
    if ((v = option_value(argv, argc, i, "--extra-arg-before", missing))) {
        o->extra_args_before[o->nextra_args_before++] = v;
        return 1;
    }
    if ((v = option_value(argv, argc, i, "--line-filter", missing))) {
        o->line_filter = v;
        return nvc_line_filter_parse(v, &o->line_filters);
    }
    return -1;
}

static bool parse_flag(struct nvc_options *o, const char *a)
{
    if (strcmp(a, "--clang-warnings") == 0)
        o->clang_warnings = true;
    else if (strcmp(a, "--verbose") == 0)
        o->verbose = true;
    else if (strcmp(a, "--no-isolation") == 0)
        o->no_isolation = true;
    else if (strcmp(a, "--no-cache") == 0)
        o->no_cache = true;
    else if (strcmp(a, "--quiet") == 0)
        o->quiet = true;
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
    else if (strcmp(a, "--merge") == 0)
        o->merge = true;
    else if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0)
        o->help = true;
    else if (strcmp(a, "--version") == 0)
        o->version = true;
    else
        return parse_tidy_flag(o, a);
    return true;
}

/* The long options with a value. */
static int parse_value_option(struct nvc_options *o, int argc, char **argv, int *i, bool *missing)
{
    char *v;
    if ((v = option_value(argv, argc, i, "--arch", missing)))
        return add_arch_list(o, v);
    if ((v = option_value(argv, argc, i, "--cuda-path", missing))) {
        o->cuda_path = v;
        return true;
    }
    if ((v = option_value(argv, argc, i, "--param-limit", missing)))
        return parse_limit(o, v);
    if ((v = option_value(argv, argc, i, "--ptx-isa", missing)))
        return parse_ptx_isa(o, v);
    if ((v = option_value(argv, argc, i, "--header-filter", missing))) {
        o->header_filter = v;
        return nvc_regex_is_valid(v, "--header-filter");
    }
    if ((v = option_value(argv, argc, i, "--warnings-as-errors", missing))) {
        o->warnings_as_errors = v;
        return true;
    }
    if ((v = option_value(argv, argc, i, "--config-file", missing))) {
        o->config_file = v;
        return true;
    }
    if ((v = option_value(argv, argc, i, "--config", missing))) {
        o->config_text = v;
        return true;
    }
    if ((v = option_value(argv, argc, i, "--profile", missing))) {
        if (!nvc_profile_parse(v))
            return usage_error("unknown profile '%s'; expected cuda or libnvvm", v);
        o->profile = v;
        return true;
    }
    if ((v = option_value(argv, argc, i, "--checks", missing))) {
        o->checks = v;
        return true;
    }
    if ((v = option_value(argv, argc, i, "--explain", missing))) {
        if (nvc_rule_by_id(v) == NVC_RULE_COUNT)
            return usage_error("unknown rule '%s'; --list-rules lists them", v);
        o->explain = v;
        return true;
    }
    if ((v = option_value(argv, argc, i, "--format", missing)))
        return parse_format(o, v);
    if ((v = option_value(argv, argc, i, "--output", missing))) {
        if (!*v)
            return usage_error("%s--output needs a file name", "");
        o->outputs[0].path = output_path(v);
        return true;
    }
    if ((v = option_value(argv, argc, i, "--source-root", missing))) {
        o->source_root = v;
        return true;
    }
    if ((v = option_value(argv, argc, i, "--timeout", missing)))
        return parse_timeout(o, v);
    if ((v = option_value(argv, argc, i, "--memory-limit", missing)))
        return parse_memory_limit(o, v);
    if ((v = option_value(argv, argc, i, "--memory-budget", missing)))
        return parse_memory_budget(o, v);
    if ((v = option_value(argv, argc, i, "--cache-dir", missing))) {
        if (!*v)
            return usage_error("%s--cache-dir needs a directory", "");
        o->cache_dir = v;
        return true;
    }
    if ((v = option_value(argv, argc, i, "--cache-limit", missing)))
        return parse_cache_limit(o, v);
    if ((v = option_value(argv, argc, i, "--exclude-header-filter", missing))) {
        o->exclude_header_filter = v;
        return nvc_regex_is_valid(v, "--exclude-header-filter");
    }
    if ((v = option_value(argv, argc, i, "--exclude", missing))) {
        o->excludes[o->nexcludes++] = v;
        return nvc_regex_is_valid(v, "--exclude");
    }
    if ((v = option_value(argv, argc, i, "--diff", missing)))
        return parse_diff(o, v);
    if ((v = option_value(argv, argc, i, "--baseline", missing))) {
        if (!*v)
            return usage_error("%s--baseline needs a report file", "");
        o->baseline = v;
        return true;
    }
    if ((v = option_value(argv, argc, i, "--shard", missing)))
        return parse_shard(o, v);
    if ((v = option_value(argv, argc, i, "--shard-by", missing)))
        return parse_shard_by(o, v);
    return -1;
}

/* A long option (--name, --name=value, --name value): 1 taken, 0 taken but
 * wrong (said), -1 not a long option of this tool. */
static int parse_long_option(struct nvc_options *o, int argc, char **argv, int *i, bool *missing)
{
    if (parse_flag(o, argv[*i]))
        return 1;
    int tidy = parse_tidy_option(o, argc, argv, i, missing);
    if (tidy >= 0)
        return tidy;
    return parse_value_option(o, argc, argv, i, missing);
}

/* `-p=build` (llvm::cl's spelling) is `-p build`. */
static char *short_p_value(char *v)
{
    return v[0] == '=' ? v + 1 : v;
}

/* `-checks=X` is `--checks=X`, as llvm::cl reads every long option with one
 * dash or two. The short options -p, -j, -h keep their meaning: `-pbuild`,
 * `-j4` name no long option. The rewritten spelling is owned by `o`. */
static char *long_spelling(struct nvc_options *o, const char *arg)
{
    size_t n = strlen(arg);
    char *two = malloc(n + 2);
    if (!two)
        return NULL;
    two[0] = '-';
    memcpy(two + 1, arg, n + 1);
    o->spelled[o->nspelled++] = two;
    return two;
}

static bool parse_option(struct nvc_options *o, int argc, char **argv, int *i)
{
    bool missing = false;
    char *v, *given = argv[*i];
    bool single_dash = given[1] != '-' && given[2] != '\0';
    if (single_dash && !(argv[*i] = long_spelling(o, given)))
        return usage_error("%sout of memory", "");
    int taken = parse_long_option(o, argc, argv, i, &missing);
    if (taken >= 0)
        return taken;
    if (single_dash)
        argv[*i] = given;
    if ((v = option_value(argv, argc, i, "--p", &missing))) {   /* llvm::cl: --p=build */
        o->build_dir = v;
        return true;
    }
    if (!missing && (v = short_value(argv, argc, i, "-p", &missing))) {
        o->build_dir = short_p_value(v);
        return true;
    }
    if (!missing && (v = short_value(argv, argc, i, "-j", &missing)))
        return parse_jobs(o, v);
    if (missing)
        return usage_error("option '%s' needs a value", given);
    return usage_error("unknown option '%s'", given);
}

bool nvc_regex_is_valid(const char *pattern, const char *what)
{
    regex_t re;
    char why[256];
    if (nvc_regex_compile(&re, pattern, why, sizeof why)) {
        regfree(&re);
        return true;
    }
    nvc_tool_error(NULL, "bad %s '%s': %s (see --help)", what, pattern, why);
    return false;
}

bool nvc_has_suffix(const char *path, const char *suffix)
{
    size_t n = strlen(path), m = strlen(suffix);
    return n > m && strcmp(path + n - m, suffix) == 0;
}

bool nvc_is_header_name(const char *path)
{
    static const char *const suffixes[] = {".cuh", ".h", ".hpp", ".hh", ".hxx"};
    for (size_t i = 0; i < sizeof suffixes / sizeof *suffixes; i++)
        if (nvc_has_suffix(path, suffixes[i]))
            return true;
    return false;
}

bool nvc_is_ir_name(const char *path)
{
    return nvc_has_suffix(path, ".ll") || nvc_has_suffix(path, ".bc");
}

static bool has_cuda_input(const struct nvc_options *o)
{
    if (o->build_dir)
        return false;   /* a scan's archs come from its compile commands */
    for (int i = 0; i < o->ninputs; i++)
        if (nvc_has_suffix(o->inputs[i], ".cu") || nvc_is_header_name(o->inputs[i]))
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

/* Globs that switch every rule off leave nothing to check: an error (exit 2),
 * not a clean report, as clang-tidy's "Error: no checks enabled.". Applied to
 * every rule on, so no profile or configuration can leave one on. */
static bool checks_leave_a_rule(const char *checks, const char *what)
{
    struct nvc_rule_set set;
    const char *unmatched;
    char buf[256];
    nvc_rule_set_select(&set, (enum nvc_profile)(NVC_PROFILE_CUDA | NVC_PROFILE_LIBNVVM), checks,
                        &unmatched, buf, sizeof buf);
    for (unsigned i = 0; i < NVC_RULE_COUNT; i++)
        if (set.on[i])
            return true;
    nvc_tool_error(NULL,
                   "%s='%s' leaves no rule enabled; nothing would be checked (--list-rules "
                   "lists them)",
                   what, checks);
    return false;
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

/* An input checked without a compile database is compiled with the `--`
 * arguments; --extra-arg-before goes before them and --extra-arg after, as
 * clang-tidy adds them to the fixed compile command `--` gives it. */
static bool compose_plain_args(struct nvc_options *o)
{
    int n = o->nextra_args_before + o->ncompiler_args + o->nextra_args;
    o->plain_args = calloc((size_t)n + 1, sizeof *o->plain_args);
    if (!o->plain_args)
        return false;
    for (int k = 0; k < o->nextra_args_before; k++)
        o->plain_args[o->nplain_args++] = o->extra_args_before[k];
    for (int k = 0; k < o->ncompiler_args; k++)
        o->plain_args[o->nplain_args++] = o->compiler_args[k];
    for (int k = 0; k < o->nextra_args; k++)
        o->plain_args[o->nplain_args++] = o->extra_args[k];
    return true;
}

bool nvc_options_parse(int argc, char **argv, struct nvc_options *o)
{
    memset(o, 0, sizeof *o);
    o->outputs[0] = (struct nvc_output_request){NVC_FORMAT_TEXT, NULL};
    o->noutputs = 1;
    o->use_color = -1;
    o->inputs = calloc((size_t)argc + 1, sizeof *o->inputs);
    o->extra_args = calloc((size_t)argc + 1, sizeof *o->extra_args);
    o->extra_args_before = calloc((size_t)argc + 1, sizeof *o->extra_args_before);
    o->spelled = calloc((size_t)argc + 1, sizeof *o->spelled);
    o->excludes = calloc((size_t)argc + 1, sizeof *o->excludes);
    if (!o->inputs || !o->extra_args || !o->extra_args_before || !o->spelled || !o->excludes)
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
    o->dashdash = i < argc;
    if (!compose_plain_args(o))
        return usage_error("%sout of memory", "");
    if (o->narchs == 0)
        o->archs[o->narchs++] = "sm_75";
    if (!check_family_targets(o) || !check_outputs(o) || !check_source_root(o) || !check_gate(o) ||
        !check_shard_and_merge(o))
        return false;
    if (!o->verify_config) {   /* which says it in clang-tidy's words */
        warn_unmatched_globs(o->checks, "--checks");
        warn_unmatched_globs(o->warnings_as_errors, "--warnings-as-errors");
    }
    if (o->checks && !o->list_rules && !o->help && !o->explain && !o->verify_config &&
        !o->list_checks && !checks_leave_a_rule(o->checks, "--checks"))
        return false;
    if (o->ninputs == 0 && !o->build_dir && !o->list_rules && !o->help && !o->version &&
        !o->explain && !o->dump_config && !o->launcher && !o->list_checks && !o->verify_config)
        return usage_error("%sno input files", "");
    return true;
}

void nvc_options_free(struct nvc_options *o)
{
    free(o->cache_root);
    free(o->inputs);
    free(o->excludes);
    free(o->compiler_args);
    free(o->extra_args);
    free(o->extra_args_before);
    free(o->plain_args);
    for (int i = 0; o->spelled && i < o->nspelled; i++)
        free(o->spelled[i]);
    free(o->spelled);
    nvc_line_filter_free(o->line_filters);
}
