/* tidy_cli.h: clang-tidy's command-line conventions that are more than a
 * spelling: --line-filter, --list-checks, --verify-config, --use-color,
 * --extra-arg(-before) on compile-database commands, and finding a
 * compile_commands.json upwards from a directory, as clang-tidy does
 * (measured with clang-tidy 22.1.8; docs/ci.md has the flag table). */
#ifndef NVC_TIDY_CLI_H
#define NVC_TIDY_CLI_H

#include "arena.h"
#include "options.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

/* --line-filter='[{"name":"a.cu","lines":[[1,3],[5,9]]},{"name":"b.cuh"}]'.
 * False after a usage error naming what is wrong (clang-tidy rejects unknown
 * keys too). "[]" is no filter: *out stays NULL. */
bool nvc_line_filter_parse(const char *json, struct nvc_line_filter **out);
void nvc_line_filter_free(struct nvc_line_filter *f);
/* clang-tidy's rule, measured: the first entry whose "name" is a suffix of
 * `path` (a plain string suffix: "ub/a.cpp" matches src/sub/a.cpp) decides;
 * an entry without "lines" passes every line; a path no entry names does not
 * pass; a finding without a line passes. */
bool nvc_line_filter_passes(const struct nvc_line_filter *f, const char *path, unsigned line);

/* The directory at or above `dir` that holds compile_commands.json, into
 * `out`: clang-tidy's lookup for -p DIR and, without -p, from each source
 * file's directory (JSONCompilationDatabase's autodetection; no build/
 * subdirectories are searched). False when there is none up to /. */
bool nvc_compdb_find_upwards(const char *dir, char *out, size_t cap);

/* A database command with --extra-arg-before inserted after the compiler
 * and --extra-arg appended (before a `--` in it, if any), as clang-tidy
 * adjusts the command it reads from the database; the translation into the
 * device compile then sees them like the command's own arguments. */
void nvc_command_with_extra_args(struct nvc_arena *a, const struct nvc_options *o,
                                 const char **argv, int argc, const char ***out, int *nout);

/* Whether the text report on `out` is coloured: --use-color / --no-color,
 * else not when NO_COLOR is set (non-empty, no-color.org), else when `out`
 * is a terminal (clang-tidy: "if the terminal connected to standard output
 * supports colors"). */
bool nvc_use_color(const struct nvc_options *o, FILE *out);

/* --list-checks: "Enabled checks:" and one rule per line, as clang-tidy
 * prints them, for the first input's configuration (or the current
 * directory's). Returns the exit status. */
int nvc_list_checks(const struct nvc_options *o);
/* --verify-config: each glob of --checks, --warnings-as-errors and the
 * configuration's Checks/WarningsAsErrors that names no rule is a warning
 * in clang-tidy's words; exit 1 if any, else "No config errors detected."
 * and 0. */
int nvc_verify_config(const struct nvc_options *o);

#endif
