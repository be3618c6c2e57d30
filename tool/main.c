/* main.c: cuda-nvvmcheck's entry point. Parse options, check each input (a
 * bad one is reported and skipped), write the reports, exit 0/1/2 (see
 * options.c). */
#include "cache_setup.h"
#include "config.h"
#include "gate.h"
#include "inputs.h"
#include "isolate.h"
#include "launcher.h"
#include "merge.h"
#include "messages.h"
#include "options.h"
#include "output.h"
#include "render_text.h"
#include "rule_docs.h"
#include "scan.h"
#include "tidy_cli.h"

#include <clang-c/Index.h>
#include <llvm-c/Core.h>
#include <stdio.h>
#include <string.h>

static void list_rules(void)
{
    printf("%-36s %-12s %-8s %s\n", "id", "profiles", "severity", "summary");
    for (unsigned i = 0; i < NVC_RULE_COUNT; i++)
        printf("%-36s %-12s %-8s %s\n", nvc_rules[i].id, nvc_profiles_text(nvc_rules[i].profiles),
               nvc_severity_name(nvc_rules[i].severity), nvc_rules[i].summary);
}

/* --explain: the rule's doc page, as embedded at build time. */
static int explain(const char *id)
{
    for (const struct nvc_rule_doc *d = nvc_rule_docs; d->id; d++)
        if (strcmp(d->id, id) == 0) {
            fputs(d->text, stdout);
            return 0;
        }
    nvc_tool_error(NULL, "rule '%s' has no documentation page", id);
    return 2;
}

static void print_version(void)
{
    unsigned major, minor, patch;
    LLVMGetVersion(&major, &minor, &patch);
    CXString clang = clang_getClangVersion();
    printf("cuda-nvvmcheck %s\nLLVM %u.%u.%u, %s\n", NVC_VERSION, major, minor, patch,
           clang_getCString(clang));
    clang_disposeString(clang);
}

/* Reads every input's configuration before anything is checked: a malformed
 * one stops the run (exit 2) instead of failing some inputs silently. */
static bool configs_readable(struct nvc_configs *cs, const struct nvc_options *o)
{
    const struct nvc_config *c;
    for (int i = 0; i < o->ninputs; i++)
        if (!nvc_config_for(cs, o->inputs[i], false, &c))
            return false;
    return true;
}

static int check_inputs(struct nvc_options *opts)
{
    struct nvc_configs *configs = nvc_configs_new(opts);
    if (!configs_readable(configs, opts)) {
        nvc_configs_free(configs);
        return 2;
    }
    struct nvc_report report;
    nvc_report_init(&report, opts);
    struct nvc_session session = {.cli = opts, .report = &report, .configs = configs};
    nvc_session_handle_fatal_errors(&session);
    for (int i = 0; i < opts->ninputs; i++) {
        session.inputs_after_current = opts->ninputs - i - 1;
        nvc_run_input_isolated(&session, opts->inputs[i]);
    }
    nvc_report_finish(&report);
    int rc = nvc_output_write_all(&report, nvc_report_exit_code(&report));
    nvc_report_free(&report);
    nvc_configs_free(configs);
    return rc;
}

/* Whether the run may compile CUDA, and so use the header cache: a scan,
 * the launcher, or a named input that is not LLVM IR (nvc_is_ir_name). A run on IR files alone neither creates
 * the cache directory nor notes that it cannot be used. */
static bool may_compile_cuda(const struct nvc_options *o)
{
    if (o->build_dir || o->launcher || o->ninputs == 0)
        return true;
    for (int i = 0; i < o->ninputs; i++)
        if (!nvc_is_ir_name(o->inputs[i]))
            return true;
    return false;
}

int main(int argc, char **argv)
{
    struct nvc_options opts;
    if (!nvc_options_parse(argc, argv, &opts)) {
        nvc_options_free(&opts);
        return 2;
    }
    if (opts.explain) {
        int rc = explain(opts.explain);
        nvc_options_free(&opts);
        return rc;
    }
    if (opts.help || opts.version || opts.list_rules) {
        if (opts.help)
            nvc_print_help();
        if (opts.version)
            print_version();
        if (opts.list_rules)
            list_rules();
        nvc_options_free(&opts);
        return 0;
    }
    if (!opts.dump_config && !nvc_gate_load(&opts)) {   /* --diff, --baseline */
        nvc_gate_free();
        nvc_options_free(&opts);
        return 2;
    }
    /* the header cache, for the runs that compile */
    if (!opts.list_checks && !opts.verify_config && !opts.dump_config && !opts.merge &&
        may_compile_cuda(&opts))
        nvc_cache_setup(&opts);
    int rc;
    if (opts.merge)
        rc = nvc_merge(&opts);
    else if (opts.list_checks)
        rc = nvc_list_checks(&opts);
    else if (opts.verify_config)
        rc = nvc_verify_config(&opts);
    else if (opts.dump_config)
        rc = nvc_config_dump(&opts, stdout);
    else if (opts.launcher)
        rc = nvc_launch(&opts);
    else if (opts.build_dir)
        rc = nvc_scan(&opts);
    else if (opts.dashdash || (rc = nvc_scan_discovered(&opts)) < 0)
        rc = check_inputs(&opts);   /* clang-tidy: `--` means no database */
    nvc_gate_free();
    nvc_options_free(&opts);
    return rc;
}
