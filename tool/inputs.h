/* inputs.h: checking one input file (.cu compiled in-process, or .ll/.bc). */
#ifndef NVC_INPUTS_H
#define NVC_INPUTS_H

#include "config.h"
#include "frontend.h"
#include "report.h"
#include "translate.h"

#include <stdio.h>

/* A scan worker's exit status after LLVM's fatal-error handler ran. */
#define NVC_WORKER_FATAL_EXIT 3

/* What stays the same for a whole run (or a scan worker's or launcher's
 * check): set up by the caller, read by every input's check. */
struct nvc_session {
    const struct nvc_options *cli;    /* the command line */
    struct nvc_configs *configs;      /* .nvvmcheck.yaml files; NULL = none */
    struct nvc_report *report;
    bool in_worker;             /* a scan worker: fatal errors end only this TU */
    bool first_error_only;      /* print only clang's first error (scan workers) */
    bool exits_after_input;     /* a worker that exits once its one input is checked */
    FILE *records;              /* a single-file worker's records (isolate.c): on a
                                 * fatal error the report goes there before the exit */
    /* the CUDA toolkit, looked up on the first .cu input */
    struct nvc_cuda_choice cuda;
    bool cuda_searched;
    char cuda_dir[4200];        /* cuda.path + "/", a system directory */
    bool resource_ok;           /* clang's resource headers were found */
    char resource_dir[4096];    /* clang's resource directory, found at run time */
    char resource_why[4200];
    char resource_sys_dir[4100];   /* resource_dir + "/", a system directory */
    /* for the fatal-error handler, which has no user data */
    const char *current_input;
    const char *current_display;
    int inputs_after_current;
    /* a scan's preparation of the header cache (scan.c): each arch's entry
     * is looked up and built when missing, nothing is compiled */
    bool cache_prepare_only;
    unsigned cache_built, cache_found;   /* its entries built, and found there */
};

/* One input's check: built once when the input's check starts, read-only
 * afterwards. */
struct nvc_input_ctx {
    struct nvc_session *session;
    const char *path;           /* as given */
    const char *display;        /* how messages name it */
    bool cuda;                  /* a .cu (else LLVM IR) */
    struct nvc_options opts;    /* the command line merged over its configuration */
    /* what a .cu is compiled with: --arch and `--` args, or a TU's */
    const char *const *archs;
    unsigned narchs;
    const char *const *args;
    int nargs;
    const char *compiler;       /* the compile command's compiler (NULL: none) */
    /* the PTX ISA inline PTX is judged at (nvc_verify_options.ptx_isa) */
    unsigned ptx_isa;
    const char *ptx_isa_origin;
    struct nvc_rule_set rules;                /* --profile (or its kind's), --checks */
    struct nvc_rule_set warnings_as_errors;   /* rules whose warnings become errors */
};

/* LLVM and clang end the process on a fatal error (report_fatal_error, e.g.
 * "unsupported operating system" for -Xclang -fsanitize=memory). This handler
 * names the input, prints what was found so far and exits with 2 (or 1 when
 * error-level findings were already made); inputs after it are not checked. */
void nvc_session_handle_fatal_errors(struct nvc_session *s);

/* Checks `input` for every requested arch and adds its findings to the
 * report. When the input cannot be checked, prints one line saying why
 * (plus clang's errors for a .cu that does not compile) and counts it as
 * failed; the caller goes on with the next input. */
void nvc_run_input(struct nvc_session *s, const char *input);

/* Checks one .cu as its compile command `t` builds it: its archs, clang
 * arguments and PTX ISA version (a translation unit of a scan, or a compile
 * command in launcher mode); messages name it `display` (NULL: as `input`). */
void nvc_run_cuda_tu(struct nvc_session *s, const char *input, const char *display,
                     const struct nvc_translated *t);

/* Test hook: NVC_TEST_CRASH_WORKER=<substring> makes the worker checking a
 * file whose path contains it (a scan's, or the launcher's) die of SIGSEGV,
 * to test crash isolation. */
void nvc_maybe_crash_for_test(const char *file);

#endif
