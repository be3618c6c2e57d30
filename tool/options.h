/* options.h: the command line. */
#ifndef NVC_OPTIONS_H
#define NVC_OPTIONS_H

#include <stdbool.h>

struct nvc_line_filter;

#define NVC_MAX_ARCHS 16
#define NVC_MAX_OUTPUTS 8
#define NVC_MAX_SHARDS 4096   /* --shard=K/N: N at most this */

enum nvc_format {
    NVC_FORMAT_TEXT,
    NVC_FORMAT_JSON,
    NVC_FORMAT_SARIF,
    NVC_FORMAT_GITHUB,
    NVC_FORMAT_GITLAB
};

/* One report to write: --format=X with --output=FILE, or --format=X:FILE. */
struct nvc_output_request {
    enum nvc_format format;
    const char *path;                   /* NULL: standard output */
};

struct nvc_options {
    const char *archs[NVC_MAX_ARCHS];   /* "sm_75" ... */
    unsigned narchs;
    bool arch_given;                    /* --arch (or --cuda-gpu-arch= after --) was given */
    const char *profile;                /* --profile=cuda|libnvvm, NULL = by input kind */
    const char *checks;                 /* --checks=GLOBS, clang-tidy syntax */
    const char *explain;                /* --explain RULE-ID */
    const char *cuda_path;              /* --cuda-path, NULL = detect */
    unsigned param_limit;               /* --param-limit, 0 = by target */
    unsigned ptx_isa;                   /* --ptx-isa=X.Y as 10*X+Y, 0 = by input */
    const char *ptx_isa_origin;         /* "--ptx-isa", or the configuration's */
    bool clang_warnings;                /* --clang-warnings */
    const char *build_dir;              /* -p: scan compile_commands.json */
    unsigned jobs;                      /* -j, default: online cores */
    unsigned timeout;                   /* --timeout=SECONDS per input or TU (limits.h) */
    unsigned memory_limit;              /* --memory-limit=MB per worker, 0 = the default */
    bool memory_limit_given;            /* --memory-limit was given (0 there: none) */
    unsigned memory_budget;             /* --memory-budget=MB of a scan's workers together */
    bool memory_budget_given;           /* given (0 there: none); else MemAvailable */
    bool no_isolation;                  /* --no-isolation: inputs checked in this process */
    /* the header cache (docs/header-cache.md) */
    const char *cache_dir;              /* --cache-dir=DIR, NULL = the default */
    bool no_cache;                      /* --no-cache */
    unsigned cache_limit;               /* --cache-limit=MB, 0 = the default */
    char *cache_root;                   /* the directory in use (cache_setup.c); NULL: none */
    const char *header_filter;          /* --header-filter=REGEX */
    struct nvc_output_request outputs[NVC_MAX_OUTPUTS];   /* [0]: --format/--output */
    unsigned noutputs;
    const char *source_root;            /* --source-root, NULL = current directory */
    const char *diff;                   /* --diff=REF, or "-" (a diff on stdin) */
    const char *baseline;               /* --baseline=FILE */
    const char *warnings_as_errors;     /* --warnings-as-errors=GLOBS */
    const char *config_file;            /* --config-file=PATH: no .nvvmcheck.yaml lookup */
    const char *config_text;            /* --config='{...}': likewise */
    bool dump_config;                   /* --dump-config */
    bool launcher, launcher_fail;       /* --launcher, --launcher-fail (see launcher.h) */
    const char **launch_argv; /* --launcher: the compile command after `--`, verbatim */
    int launch_argc;
    bool verbose, allow_plugins;
    bool quiet;                         /* --quiet: no progress, no summary line */
    bool list_rules, help, version;
    const char **inputs; /* with -p: path regexes selecting TUs */
    int ninputs;
    const char **compiler_args; /* after `--` */
    int ncompiler_args;
    bool dashdash;              /* `--` was given: no compile database lookup (clang-tidy's) */
    /* clang-tidy's conventions (tidy_cli.h) */
    const char **extra_args;        /* --extra-arg: appended to every compile command */
    int nextra_args;
    const char **extra_args_before; /* --extra-arg-before: inserted after the compiler */
    int nextra_args_before;
    const char **plain_args;        /* for an input checked without a compile database:
                                     * --extra-arg-before, the `--` args, --extra-arg */
    int nplain_args;
    int use_color;                  /* --use-color[=bool] 1, --no-color 0, -1 unset */
    bool list_checks, verify_config, system_headers;
    const char *line_filter;        /* --line-filter='[{"name":...}]', as given */
    struct nvc_line_filter *line_filters;   /* parsed; NULL: no filter */
    char **spelled;                 /* `-checks=` rewritten as `--checks=` (owned) */
    int nspelled;
    /* inputs and exclusions (docs/scan.md "Which TUs") */
    const char **excludes;              /* --exclude=REGEX (repeatable): TUs not checked */
    int nexcludes;
    const char *exclude_header_filter;  /* --exclude-header-filter=REGEX */
    /* scans split across machines (shard.h, docs/scan.md "Sharding") */
    unsigned shard_index, shard_count;  /* --shard=K/N: 1 <= K <= N; 0/0 = no sharding */
    bool shard_by_size;                 /* --shard-by=size (default: duration, when recorded) */
    bool merge;                         /* --merge: the inputs are shards' reports */
    bool format_given;                  /* --format=X (the main report's) was given */
};

/* Parses argv. Returns false after printing one line saying what is wrong. */
bool nvc_options_parse(int argc, char **argv, struct nvc_options *o);
void nvc_options_free(struct nvc_options *o);
void nvc_print_help(void);
bool nvc_is_known_arch(const char *arch);
/* Whether `pattern` is a valid POSIX extended regex; if not, says so (as a
 * usage error about `what`). */
bool nvc_regex_is_valid(const char *pattern, const char *what);
/* Whether `path` ends in `suffix` (".cu", ".ll"), with something before it. */
bool nvc_has_suffix(const char *path, const char *suffix);
/* A header name checked as a CUDA translation unit of its own: .cuh, .h,
 * .hpp, .hh, .hxx. */
bool nvc_is_header_name(const char *path);
/* An LLVM IR file, checked as IR whatever -x says: .ll or .bc. */
bool nvc_is_ir_name(const char *path);

#endif
