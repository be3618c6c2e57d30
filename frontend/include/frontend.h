/* frontend.h: compile the device side of a CUDA translation unit to an LLVM
 * module, in-process.
 *
 * The only C++ in the project sits behind this header (compile.cpp): libclang's
 * C API has no code generation, so the driver's device cc1 job is run through
 * clang's CompilerInstance + EmitLLVMOnlyAction. Everything else (which
 * arguments to give the driver, where CUDA lives) is decided in C. This is
 * the frontend's interface to the other layers; compat.h is its own. */
#ifndef NVC_FRONTEND_H
#define NVC_FRONTEND_H

#include <llvm-c/Types.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

enum nvc_fe_level { NVC_FE_NOTE, NVC_FE_WARNING, NVC_FE_ERROR };

/* One diagnostic from clang, already formatted; file is NULL when clang gave
 * no location. The strings live only for the duration of the callback. */
struct nvc_fe_diag {
    enum nvc_fe_level level;
    const char *file;
    unsigned line, col;
    const char *msg;
    bool in_instantiation;   /* raised while clang instantiated a template */
};

typedef void (*nvc_fe_diag_fn)(void *user, const struct nvc_fe_diag *d);

/* The first kernel definition that the preprocessor skipped because a
 * condition of its #if/#ifdef chain names a macro nvcc defines and this
 * compile does not (__NVCC__, ...: compat_hollow.c). */
struct nvc_fe_gated_kernel {
    bool found;
    char file[1024];   /* as clang's diagnostics name it */
    unsigned line;     /* of its `__global__` */
    char macro[64];    /* the macro the condition names */
};

/* The header cache (docs/header-cache.md): clang's CUDA wrapper and the
 * toolkit headers, precompiled once per key and reused by later compiles. */
struct nvc_fe_cache {
    const char *dir;   /* a directory nvc_fe_cache_open accepted */
    uint64_t limit;    /* bytes its entries may take; past it the least
                        * recently used go first */
    bool build_now;    /* a missing entry is built before the compile goes on
                        * (and then used), not by a builder after it */
    bool prepare_only; /* only make sure the entry is there (build_now):
                        * nvc_frontend_compile compiles nothing and returns
                        * NULL (a scan's preparation, tool/scan.c) */
};

#define NVC_FE_CACHE_DEFAULT_LIMIT_MB 2048

/* The cache directory when none is given: $XDG_CACHE_HOME/cuda-nvvmcheck
 * ($XDG_CACHE_HOME absolute), else $HOME/.cache/cuda-nvvmcheck. False when
 * there is no home directory either. */
bool nvc_fe_cache_default_dir(char *out, size_t cap);
/* Creates the directory (and its parents) and tries writing in it; false
 * with the reason (strerror's words) when it cannot be used. */
bool nvc_fe_cache_open(const char *dir, char *why, size_t whylen);

/* What the header cache did for a compile (its first round). */
enum nvc_fe_cache_outcome {
    NVC_FE_CACHE_UNUSED,   /* no cache, or a compile it does not serve */
    NVC_FE_CACHE_HIT,      /* an entry was there and was used */
    NVC_FE_CACHE_BUILT,    /* build_now: the entry was built, then used */
    NVC_FE_CACHE_MISSED,   /* no entry (a builder may make it later) */
};

struct nvc_fe_request {
    const char *clang_path;   /* locates clang's resource dir; never executed */
    const char *resource_dir; /* clang's resource dir (nvc_clang_resource_dir); NULL:
                               * the driver's, from clang_path */
    const char *const *args;  /* driver arguments, without argv[0] */
    int nargs;
    LLVMContextRef *ctx;      /* in/out: the module is created in *ctx. When a compile
                               * with a header cache entry fails, the frontend disposes
                               * *ctx and compiles again, without the entry, in a new
                               * context it stores here: what the failed compile made
                               * in the context (named struct types, which later ones
                               * get numbered after) leaves no trace. The caller
                               * disposes *ctx after the module. */
    nvc_fe_diag_fn on_diag;   /* receives every clang diagnostic */
    void *user;
    struct nvc_fe_gated_kernel *gated;   /* optional: filled in by the compile */
    const struct nvc_fe_cache *cache;    /* NULL: no header cache */
    enum nvc_fe_cache_outcome *cache_outcome;   /* optional: what the cache did */
};

/* Returns the device module, or NULL when the source did not compile (the
 * reasons went to on_diag). The caller owns the module. */
LLVMModuleRef nvc_frontend_compile(const struct nvc_fe_request *req);

/* clang's resource directory (its CUDA wrapper headers): $NVC_CLANG_RESOURCE_DIR
 * when set (documented for packagers and tests), else where clang's driver
 * puts it for a clang next to the libclang-cpp this process runs with (found
 * at run time with dladdr), else for `fallback_clang` (the build's). Written
 * to `out`, where it came from to `why`; false when it has no
 * include/__clang_cuda_runtime_wrapper.h. */
bool nvc_clang_resource_dir(const char *fallback_clang, char *out, size_t cap, char *why,
                            size_t whylen);

/* The Debian package with clang's resource headers (libclang-common-N-dev). */
const char *nvc_clang_resource_package(void);

/* The CUDA toolkit a compile uses, and why (cuda_path.c has the order). */
struct nvc_cuda_choice {
    const char *path;     /* NULL: none found */
    bool bad_env;         /* $CUDA_PATH is set to a directory without the headers */
    char why[2048];       /* found: where it comes from (and what was tried before);
                           * not found: what was tried */
    char path_buf[4096];
};

/* Picks the toolkit for a compile by `compiler` (the compile command's
 * argv[0]; NULL for a .cu of the command line), with `explicit_path` from
 * --cuda-path (NULL: none). */
void nvc_find_cuda(const char *compiler, const char *explicit_path, struct nvc_cuda_choice *c);

/* Driver arguments for one device-side compile of `file` for `arch`
 * ("sm_75"): the user's compiler arguments first, then what the checker
 * needs (device-only, relocatable device code for <<<>>> in device code,
 * -g -O0 so parameters keep their DILocalVariables, diagnostics about host
 * code deferred), and before them nvcc's version macros and the
 * compatibility header (compat.h). nvcc's -ccbin among the user's arguments
 * is not given to clang: it names the host compiler whose own include
 * directory is searched last (<omp.h>; gcc from PATH without it). */
struct nvc_device_args {
    const char **argv;
    int argc;
    char *owned[8];   /* strings built here, freed with the list */
};

void nvc_device_args_build(struct nvc_device_args *out, const char *file, const char *arch,
                           const char *cuda_path, const char *const *user_args, int nuser);
void nvc_device_args_free(struct nvc_device_args *a);

/* The LLVM passes run at the start of the device compile's -O0 pipeline,
 * before clang's AlwaysInliner (new pass manager syntax; device_args.c says
 * why): `alwaysinline` taken off every function (nvc-defer-always-inline,
 * a pass compile.cpp registers), so that nothing is inlined; SROA on the
 * functions that are not optnone, and the #dbg_value records and value
 * names that it makes erased (nvc-drop-dbg-values, nvc-drop-value-names). */
const char *nvc_device_inline_pipeline(void);
/* The string attribute nvc-defer-always-inline marks a function with. */
const char *nvc_deferred_inline_attr(void);
/* Puts `alwaysinline` back on every function so marked, and drops the mark:
 * the module then says what clang said, inlining aside. */
void nvc_restore_always_inline(LLVMModuleRef m);

/* The virtual directory the frontend's bundled headers are read from
 * (compat.h): like clang's own headers, a system directory for reports. */
#define NVC_COMPAT_DIR "/__cuda_nvvmcheck_compat__/"

/* For clang's first error in a TU that does not compile: a one-line
 * description when it is a known difference between nvcc's dialect and
 * clang's that the compat layer does not bridge, else NULL. */
const char *nvc_compat_dialect_difference(const char *clang_message);

/* True when `m` defines no function at all (no kernel, no device function)
 * although its compile skipped a kernel on a macro nvcc defines (`gated`,
 * from the request): nvcc would have emitted what clang compiled to
 * nothing, a hollow result. */
bool nvc_compat_module_is_hollow(LLVMModuleRef m, const struct nvc_fe_gated_kernel *gated);

#ifdef __cplusplus
}
#endif

#endif
