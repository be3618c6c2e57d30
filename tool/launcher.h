/* launcher.h: build-launcher mode,
 *
 *   cuda-nvvmcheck [options] --launcher -- nvcc <args...>
 *
 * for CMAKE_CUDA_COMPILER_LAUNCHER and the like. The compile command is
 * translated as a scan translates compile-database commands (translate.c);
 * each CUDA source it compiles is checked, with the configuration found from
 * the source's directory; then the real compiler runs with the command
 * exactly as given, its output passes through untouched, and its exit status
 * is the launcher's. Findings go to stderr after the compiler's output, and
 * only when there is something to say. The check never fails the build:
 * a crash or a source the checker cannot compile is reported, and the
 * compiler still decides. With --launcher-fail, the check runs first and
 * error-level findings stop the step (exit 1) before compiling, as does a
 * malformed .nvvmcheck.yaml (exit 2). */
#ifndef NVC_LAUNCHER_H
#define NVC_LAUNCHER_H

#include "options.h"

/* Runs the launcher; returns the exit status (the compiler's; 1 or 2 when
 * --launcher-fail stopped the step; 126/127 when the compiler cannot be
 * run, as env(1) and other launchers do). */
int nvc_launch(const struct nvc_options *opts);

#endif
