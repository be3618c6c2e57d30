/* scan.h: checking a project from its compile_commands.json (-p). */
#ifndef NVC_SCAN_H
#define NVC_SCAN_H

#include "options.h"

/* Checks every selected CUDA TU of opts->build_dir; returns the exit status. */
int nvc_scan(const struct nvc_options *opts);

#endif
