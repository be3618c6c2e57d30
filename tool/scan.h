/* scan.h: checking a project from its compile_commands.json (-p). */
#ifndef NVC_SCAN_H
#define NVC_SCAN_H

#include "options.h"

/* Checks every selected CUDA TU of opts->build_dir; returns the exit status. */
int nvc_scan(const struct nvc_options *opts);

/* Without -p and without `--` (clang-tidy's conventions): each input is
 * checked with its command from the nearest compile_commands.json at or
 * above its directory; one in no database is checked as without one.
 * Returns the exit status, or -1 when no input is in a database (the
 * caller then checks them as before). */
int nvc_scan_discovered(const struct nvc_options *opts);

#endif
