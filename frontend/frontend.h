/* frontend.h: compile the device side of a CUDA translation unit to an LLVM
 * module, in-process.
 *
 * The only C++ in the project sits behind this header (compile.cpp): libclang's
 * C API has no code generation, so the driver's device cc1 job is run through
 * clang's CompilerInstance + EmitLLVMOnlyAction. Everything else (which
 * arguments to give the driver, where CUDA lives) is decided in C.
 */
#ifndef NVC_FRONTEND_H
#define NVC_FRONTEND_H

#include <llvm-c/Types.h>

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
};

typedef void (*nvc_fe_diag_fn)(void *user, const struct nvc_fe_diag *d);

struct nvc_fe_request {
    const char *clang_path;   /* locates clang's resource dir; never executed */
    const char *const *args;  /* driver arguments, without argv[0] */
    int nargs;
    LLVMContextRef ctx;       /* the module is created in this context */
    nvc_fe_diag_fn on_diag;   /* receives every clang diagnostic */
    void *user;
};

/* Returns the device module, or NULL when the source did not compile (the
 * reasons went to on_diag). The caller owns the module. */
LLVMModuleRef nvc_frontend_compile(const struct nvc_fe_request *req);

#ifdef __cplusplus
}
#endif

#endif
