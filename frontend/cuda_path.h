/* cuda_path.h: where the CUDA toolkit is, and argument lists for the driver. */
#ifndef NVC_CUDA_PATH_H
#define NVC_CUDA_PATH_H

#include <stddef.h>

/* Picks the toolkit: `explicit_path` (--cuda-path), else $CUDA_PATH, else
 * /usr/local/cuda. Returns NULL when none has include/cuda_runtime.h, and
 * writes what was tried into `why`. */
const char *nvc_find_cuda(const char *explicit_path, char *why, size_t whylen);

/* Driver arguments for one device-side compile of `file` for `arch`
 * ("sm_75"): the user's compiler arguments first, then what the checker
 * needs (device-only, relocatable device code for <<<>>> in device code,
 * -g -O0 so parameters keep their DILocalVariables), and before them nvcc's
 * version macros and the compatibility header (compat.h). */
struct nvc_device_args {
    const char **argv;
    int argc;
    char *owned[8];   /* strings built here, freed with the list */
};

void nvc_device_args_build(struct nvc_device_args *out, const char *file, const char *arch,
                           const char *cuda_path, const char *const *user_args, int nuser);
void nvc_device_args_free(struct nvc_device_args *a);

#endif
