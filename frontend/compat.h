/* compat.h: making TUs written for nvcc compile under clang without changing
 * what is checked (docs/compat.md has each construct, what nvcc does, what
 * clang does and what we do).
 *
 * - Inline asm (compat_asm.c): clang's frontend reads every source file
 *   through a rewriting file system (compile.cpp) that hands each buffer to
 *   nvc_compat_rewrite_source. Every rewrite replaces bytes in place, so the
 *   rewritten buffer has the file's exact length, lines and columns: debug
 *   locations and clang's diagnostics stay the user's own. After code
 *   generation nvc_compat_restore_asm turns the marker bytes back into the
 *   `%` that nvcc would have passed to ptxas.
 * - A bundled header (compat/nvc_cuda13_compat.h, embedded into the binary
 *   at build time) declares the CUDA 13 device functions clang's wrapper
 *   headers lack; it is force-included from a virtual path.
 * - Version macros: __CUDACC_VER_MAJOR__/MINOR/BUILD as nvcc of the toolkit
 *   would define them (compat_version.c).
 * - Include paths (compat_host.c): the host compiler's own include directory,
 *   searched last and without the headers clang has itself (<omp.h>), and
 *   the toolkit's cuda.h for clang's CUDA wrapper whatever -I holds. */
#ifndef NVC_COMPAT_H
#define NVC_COMPAT_H

#include "frontend.h"

#include <llvm-c/Types.h>
#include <stdbool.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Marker bytes written into asm templates. Neither can appear in PTX. */
#define NVC_ASM_PERCENT_MARK '\x1a'   /* a `%` that nvcc passes through as is */
#define NVC_ASM_OPERAND_MARK '\x1b'   /* `%N` past the last operand */

struct nvc_asm_fixes {
    unsigned percent;    /* `%laneid`: single % before a name, given to ptxas as is */
    unsigned operand;    /* `%N` with N >= the operand count (never compiled by nvcc) */
    unsigned comma;      /* a missing comma between two asm operands */
};

/* Whether the text can contain something nvc_compat_rewrite_source changes
 * (an `asm` keyword); a cheap test before copying a buffer. */
bool nvc_compat_source_has_asm(const char *text, size_t len);

/* A __shared__ variable whose constructor clang refused ("initialization is
 * not supported for __shared__ variables"), by the position of its name. */
struct nvc_shared_fix {
    char *path;          /* canonical */
    unsigned line, col;
    bool applied;
};

/* What one compile of a TU rewrites (compat_shared.c runs the compile a
 * second time with `shared` filled in when the first one failed on such
 * variables). */
struct nvc_compat_session {
    struct nvc_asm_fixes asm_fixes;
    struct nvc_shared_fix *shared;
    size_t nshared;
    /* Include paths (compat_host.c), set by nvc_compat_session_set_paths. */
    const char *cuda_path;          /* the toolkit the driver was given */
    const char *host_include_dir;   /* the host compiler's own, searched last; or NULL */
    char clang_include_dir[4096];   /* clang's resource include directory */
};

/* Whether nvc_compat_rewrite_file may change this file. */
bool nvc_compat_file_may_change(const struct nvc_compat_session *cs, const char *path,
                                const char *text, size_t len);
/* Rewrites the file's text in place, byte for byte: the asm dialect (above)
 * and, for the shared fixes in this file, the declaration's `__shared__`
 * becomes `__nvc_xs__` (same length), which the bundled header defines as
 * `extern __shared__`: an extern declaration has no initializer, so the
 * constructor is not run, as with nvcc. Returns whether anything changed. */
bool nvc_compat_rewrite_file(struct nvc_compat_session *cs, const char *path, char *text,
                             size_t len);

/* One compile (compile.cpp): nvc_frontend_compile runs it once, or twice
 * when shared fixes apply. */
LLVMModuleRef nvc_frontend_compile_once(const struct nvc_fe_request *req,
                                        struct nvc_compat_session *cs);

/* Rewrites, in place and byte for byte, the nvcc-only spellings in the
 * templates and operand lists of extended asm statements of `text`. Adds
 * what it changed to *fixes; returns whether anything changed. */
bool nvc_compat_rewrite_source(char *text, size_t len, struct nvc_asm_fixes *fixes);

/* After code generation: the marker bytes in the module's inline asm
 * become `%` again. An asm statement with an out-of-range operand that was
 * code-generated is what nvcc rejects ("asm operand index requested is
 * larger than the number of asm operands provided"); it is reported to
 * on_diag as an error and false is returned. */
bool nvc_compat_restore_asm(LLVMModuleRef m, nvc_fe_diag_fn on_diag, void *user);

/* The bundled header, and the virtual path it is force-included from
 * (NVC_COMPAT_DIR: frontend.h). */
#define NVC_COMPAT_HEADER_PATH NVC_COMPAT_DIR "nvc_cuda13_compat.h"
extern const char nvc_compat_header[];
extern const size_t nvc_compat_header_len;

/* The host compiler's own include directory (`-print-file-name=include`) of
 * the compiler nvcc runs for `-ccbin ccbin` (NULL: none given, so `gcc`
 * from PATH), or NULL when it has none. Asked once per compiler and process;
 * the string lives as long as the process. */
const char *nvc_compat_host_include_dir(const char *ccbin);

/* Fills the session's include paths from one compile's driver arguments
 * (the last --cuda-path=, the -idirafter that is a host compiler's own
 * directory) and clang's resource directory (compile.cpp). */
void nvc_compat_session_set_paths(struct nvc_compat_session *cs, const struct nvc_fe_request *req,
                                  const char *resource_dir);

/* Whether clang must not see `path`: a header of the host compiler's own
 * include directory that clang's resource include directory has too, so
 * that clang's own headers stay the only ones of their name. */
bool nvc_compat_file_hidden(const struct nvc_compat_session *cs, const char *path);

/* The file served as cuda.h in clang's resource include directory, where
 * clang's CUDA wrapper looks first for its `#include "cuda.h"`: it includes
 * the toolkit's cuda.h by its full path, so a project's cuda.h on -I does
 * not replace it. Writes the path and the text; false when the toolkit has
 * no cuda.h (or a path that cannot be written in an #include). */
bool nvc_compat_wrapper_cuda_h(const struct nvc_compat_session *cs, char *path, size_t pathlen,
                               char *text, size_t textlen);

/* The toolkit's version as nvcc reports it in __CUDACC_VER_MAJOR__, _MINOR__
 * and _BUILD__: CUDA_VERSION of include/cuda.h and the build number of
 * nvcc in version.json. False when cuda.h has no CUDA_VERSION. */
struct nvc_cuda_version {
    unsigned major, minor, build;
};
bool nvc_cuda_version(const char *cuda_path, struct nvc_cuda_version *out);

#ifdef __cplusplus
}
#endif

#endif
