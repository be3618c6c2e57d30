/* translate.h: from a compile command of the build (nvcc or clang, as CMake,
 * Make and setup.py write them) to what the checker's device compile needs:
 * the target archs, the PTX ISA version and the clang arguments that matter
 * for device code. */
#ifndef NVC_TRANSLATE_H
#define NVC_TRANSLATE_H

#include "arena.h"
#include "options.h"

#include <stdbool.h>

struct nvc_translated {
    const char *archs[NVC_MAX_ARCHS];
    unsigned narchs;
    const char **args;      /* clang arguments: -I, -isystem, -D, -U, -include, -std= ... */
    int nargs;
    const char **dropped;   /* flags with no device meaning (shown under --verbose) */
    int ndropped;
    const char **refused;   /* flags that would load code into the checker */
    int nrefused;
    const char *arch_note;  /* what was picked for -arch=native/all/all-major, or NULL */
    const char *error;      /* a command that cannot be used (bad response file ...) */
    bool is_cuda;           /* a .cu file, or compiled with -x cu / -x cuda */
    unsigned ptx_isa;       /* the PTX ISA version its PTX has (90 = 9.0): nvcc 13's
                             * 9.0, clang 22's 8.8, or what a clang command pins */
    const char *ptx_isa_origin;   /* where ptx_isa comes from, for messages */
    const char **sources;   /* arguments that name C, C++ or CUDA sources (not option
                             * values): the command's inputs, for launcher mode */
    int nsources;
    const char *compiler;   /* argv[0]: the toolkit is taken from an nvcc (frontend.h) */
};

/* A command line split as libclang splits a database's "command" and as
 * GNU response files are split: whitespace separates, single and double
 * quotes group, a backslash escapes the next character. NULL-terminated,
 * in the arena; *argc gets the count. */
const char **nvc_split_command_line(struct nvc_arena *a, const char *text, int *argc);

/* argv[0] is the compiler. Relative response files are read from
 * `directory`. Every string lives in `a`. */
void nvc_translate_command(struct nvc_arena *a, const char *const *argv, int argc,
                           const char *file, const char *directory, bool allow_plugins,
                           struct nvc_translated *out);

#endif
