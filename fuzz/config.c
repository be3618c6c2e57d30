/* config.c: the config fuzz target. The `.nvvmcheck.yaml` reader
 * (tool/config.c) on the input as the file of a checked file's directory,
 * the three ways the tool reads one:
 *  - the lookup: <private dir>/sub/.nvvmcheck.yaml for <private dir>/sub/k.cu,
 *    with the directory above holding a fixed configuration without
 *    InheritParentConfig, so that an InheritParentConfig in the input is
 *    applied on top of it and the lookup stops there (nothing outside the
 *    private directory is read);
 *  - --config-file naming the same file;
 *  - --config with the input as text (up to its first NUL, as a command
 *    line argument ends there);
 * then what a check does with the result: merged over the command line, its
 * Checks and WarningsAsErrors globs selecting rules, HeaderFilterRegex
 * compiled; and --dump-config, written to /dev/null. Errors are the tool's
 * messages on stderr (libFuzzer's -close_fd_mask=2 hides them). */
#include "fuzz_support.h"
#include "regex_guard.h"

#include "config.h"
#include "rules.h"

#include <regex.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static char *checked_file;   /* <private dir>/sub/k.cu */
static FILE *dev_null;

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    static const char outer[] = "Checks: '-*,nvvm-*'\nArchs: sm_80\nParamLimit: 4096\n";
    free(nvc_fuzz_write_file(".nvvmcheck.yaml", outer, sizeof outer - 1));
    char *sub = nvc_fuzz_path("sub");
    if (mkdir(sub, 0700) != 0)
        abort();
    free(sub);
    checked_file = nvc_fuzz_write_file("sub/k.cu", "", 0);
    dev_null = fopen("/dev/null", "w");
    if (!dev_null)
        abort();
    return 0;
}

/* What a check of k.cu does with its configuration (tool/inputs.c). */
static void use(struct nvc_configs *cs, const struct nvc_config *c, const struct nvc_options *cli)
{
    struct nvc_options o;
    nvc_config_merge(cs, c, cli, &o);
    const char *unmatched;
    char buf[256];
    struct nvc_rule_set rules, wae;
    enum nvc_profile profile = o.profile ? nvc_profile_parse(o.profile) : 0;
    nvc_rule_set_select(&rules, profile ? profile : NVC_PROFILE_CUDA, o.checks, &unmatched, buf,
                        sizeof buf);
    nvc_rule_set_select(&wae, 0, o.warnings_as_errors, &unmatched, buf, sizeof buf);
    regex_t re;
    char why[256];
    if (o.header_filter && nvc_regex_compile(&re, o.header_filter, why, sizeof why))
        regfree(&re);
}

static void read_with(const struct nvc_options *cli)
{
    struct nvc_configs *cs = nvc_configs_new(cli);
    const struct nvc_config *c;
    if (nvc_config_for(cs, checked_file, false, &c))
        use(cs, c, cli);
    nvc_configs_free(cs);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *path = nvc_fuzz_write_file("sub/.nvvmcheck.yaml", data, size);
    char *text = nvc_fuzz_strndup(data, size);
    const char *inputs[] = {checked_file};
    struct nvc_options lookup = {.archs = {"sm_75"}, .narchs = 1};
    struct nvc_options file = lookup, inline_text = lookup, dump = lookup;
    file.config_file = path;
    inline_text.config_text = text;
    dump.inputs = inputs;
    dump.ninputs = 1;
    dump.dump_config = true;
    read_with(&lookup);
    read_with(&file);
    read_with(&inline_text);
    nvc_config_dump(&dump, dev_null);
    free(text);
    free(path);
    return 0;
}
