/* config.h: the configuration file, .nvvmcheck.yaml.
 *
 * Looked up from each checked file's directory upwards, as clang-tidy looks
 * up .clang-tidy: the nearest file wins, unless it says
 * `InheritParentConfig: true`, in which case it is applied on top of the
 * configuration found above its directory. --config-file=PATH or
 * --config='{...}' replace the lookup. Values given on the command line take
 * precedence over the file's (globs are appended after the file's, so the
 * command line's come last and win). YAML is read with libyaml. */
#ifndef NVC_CONFIG_H
#define NVC_CONFIG_H

#include "options.h"

#include <stdbool.h>
#include <stdio.h>

#define NVC_CONFIG_NAME ".nvvmcheck.yaml"

struct nvc_config {
    const char *checks;              /* Checks: globs, NULL when not given */
    const char *warnings_as_errors;  /* WarningsAsErrors: globs */
    const char *header_filter;       /* HeaderFilterRegex */
    const char *profile;             /* Profile: cuda | libnvvm */
    const char *archs[NVC_MAX_ARCHS];  /* Archs: default archs for .cu and IR input */
    unsigned narchs;
    unsigned param_limit;            /* ParamLimit, 0 = not given */
    unsigned ptx_isa;                /* PtxIsa: "8.8" as 88, 0 = not given */
    bool inherit_parent;             /* InheritParentConfig */
    const char *sources;             /* the files it was read from, outermost first;
                                      * NULL for no configuration */
};

/* Every configuration read during the run, cached by directory. */
struct nvc_configs;

struct nvc_configs *nvc_configs_new(const struct nvc_options *cli);
void nvc_configs_free(struct nvc_configs *cs);

/* The configuration that applies to `path` (a file, or with is_dir a
 * directory). A malformed configuration file is one error on stderr naming
 * the file, the line and the key; then returns false (the caller exits 2). */
bool nvc_config_for(struct nvc_configs *cs, const char *path, bool is_dir,
                    const struct nvc_config **out);

/* `out` = the command-line options `cli` with `c` (may be NULL) under them.
 * Strings live as long as `cs`. */
void nvc_config_merge(struct nvc_configs *cs, const struct nvc_config *c,
                      const struct nvc_options *cli, struct nvc_options *out);

/* --dump-config: the effective configuration for opts->inputs[0], or the
 * current directory, as YAML that reads back as the same configuration.
 * Returns the exit status. */
int nvc_config_dump(const struct nvc_options *cli, FILE *out);

#endif
