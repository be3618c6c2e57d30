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
 *   the toolkit's cuda.h for clang's CUDA wrapper whatever -I holds.
 * - Template leniency (compat_templates.c): a `typename` or `template`
 *   keyword nvcc does without is inserted where clang's error says it is
 *   missing, and the TU compiled again. This is the one rewrite that moves
 *   text: the columns after an insertion on its line are mapped back to the
 *   user's (nvc_compat_user_column) in clang's diagnostics and in every
 *   debug location of the module. */
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

/* A keyword nvcc does without and clang requires (compat_templates.c):
 * `typename ` or `template `, inserted at byte `at` of the user's file; or
 * a `template` keyword nvcc ignores and clang rejects (before a name that is
 * not a template), blanked out in place (`keyword` is "", `erase` its
 * length: nothing moves). */
struct nvc_keyword_fix {
    char *path;                /* canonical */
    char *file;                /* as clang's error spells it */
    size_t file_len;           /* the file's length when the fix was found */
    size_t at;                 /* where the keyword goes, in the user's text */
    unsigned at_line, at_col;  /* the same place as a line and column */
    unsigned line, col;        /* clang's error (the user's position) */
    const char *keyword;       /* with its trailing blank; "" for an erase */
    size_t erase;              /* bytes blanked at `at` (the keyword nvcc ignores) */
    char *msg;                 /* clang's error */
    bool applied;
};

/* What one compile of a TU rewrites (compat_shared.c compiles again, with
 * `shared` and `keywords` filled in, when a compile fails only on errors
 * these fixes answer). */
struct nvc_compat_session {
    struct nvc_asm_fixes asm_fixes;
    struct nvc_shared_fix *shared;
    /* Include paths (compat_host.c), set by nvc_compat_session_set_paths. */
    const char *cuda_path;          /* the toolkit the driver was given */
    const char *host_include_dir;   /* the host compiler's own, searched last; or NULL */
    char clang_include_dir[4096];   /* clang's resource include directory */
    size_t nshared, capshared;
    struct nvc_keyword_fix *keywords;
    size_t nkeywords, capkeywords;
    struct {
        char *path, *canon;   /* the last path nvc_compat_user_column resolved */
    } last;
    /* The header cache (header_cache.h): off for the compiles with fixes
     * and for the compile again after one with an entry failed. */
    bool cache_off;
    bool used_cache;          /* the last compile used the entry of `cache_key` */
    char cache_key[65];
    bool cache_redo;          /* the compile with the entry emitted a function whose
                               * deferred diagnostics its PCH does not keep: it is
                               * done again without, and the entry is kept */
};

/* Whether nvc_compat_rewrite_file may change this file. Never for a file
 * that is not source text: clang's AST files (the header cache's PCHs) and
 * LLVM bitcode (libdevice), which clang also opens through the compat file
 * system. */
bool nvc_compat_file_may_change(const struct nvc_compat_session *cs, const char *path,
                                const char *text, size_t len);
/* Rewrites the file's text: in place, byte for byte, the asm dialect
 * (above) and, for the shared fixes in this file, the declaration's
 * `__shared__`, which becomes `__nvc_xs__` (same length; the bundled header
 * defines it as `extern __shared__`: an extern declaration has no
 * initializer, so the constructor is not run, as with nvcc); then the
 * keyword fixes of this file are inserted. `text` holds `len` bytes and has
 * room for nvc_compat_file_growth(cs, path) more. Returns the new length;
 * *changed says whether anything changed. */
size_t nvc_compat_rewrite_file(struct nvc_compat_session *cs, const char *path, char *text,
                               size_t len, bool *changed);

/* ---- template leniency (compat_templates.c) ------------------------------- */

/* Whether the error `d` is one a keyword fix answers: "missing 'typename'
 * prior to dependent type name", "missing 'template' keyword prior to
 * dependent template name", the two errors of a template name used as an
 * operand and "'f' following the 'template' keyword does not refer to a
 * template" (compat_templates.c), raised while instantiating a template,
 * where the keyword's place is found in the file. If so, the fix is in cs
 * afterwards; *added is set when it was not there before. */
bool nvc_compat_keyword_fix_for(struct nvc_compat_session *cs, const struct nvc_fe_diag *d,
                                bool *added);
/* Whether the file at `path` has keyword fixes (insertions or erases). */
bool nvc_compat_file_has_keyword_fixes(const struct nvc_compat_session *cs, const char *path);
/* How many bytes the keyword fixes add to the file at `path`. */
size_t nvc_compat_file_growth(const struct nvc_compat_session *cs, const char *path);
/* Inserts the keyword fixes of the file (canonical path `canon`) into
 * `text`, which has room for them; all of them or, when the file is not
 * the one they were found in, none. Returns the new length. */
size_t nvc_compat_insert_keywords(struct nvc_compat_session *cs, const char *canon, char *text,
                                  size_t len);
/* The user's column for `col` on `line` of the rewritten file `dir`/`file`
 * (dir may be empty; a position inside an inserted keyword is the
 * keyword's place). Columns are 1-based; 0 stays 0. */
unsigned nvc_compat_user_column(struct nvc_compat_session *cs, const char *dir, size_t dlen,
                                const char *file, size_t flen, unsigned line, unsigned col);
/* After a compile the fixes made succeed: one warning per keyword fix, at
 * clang's error (shown with --clang-warnings). */
void nvc_compat_report_keyword_fixes(const struct nvc_compat_session *cs, nvc_fe_diag_fn on_diag,
                                     void *user);
void nvc_compat_keyword_fixes_free(struct nvc_compat_session *cs);

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

/* A block the preprocessor skipped (compile.cpp): its text, the presumed
 * file and line it starts at, whether that is a system header, and the
 * identifiers named by the conditions of its #if chain that were not macros
 * there (`undefined`, separated by spaces). When such a name is one nvcc
 * defines and the text defines a kernel, records the kernel in *gated
 * unless one is recorded already (compat_hollow.c). */
void nvc_compat_skipped_block(struct nvc_fe_gated_kernel *gated, const char *file, unsigned line,
                              bool system_header, const char *text, size_t len,
                              const char *undefined);

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
