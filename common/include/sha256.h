/* sha256.h: SHA-256 (FIPS 180-4), for keys of the header cache
 * (frontend/header_cache.c). libc has none and LLVM's C API exposes none. */
#ifndef NVC_SHA256_H
#define NVC_SHA256_H

#include <stddef.h>
#include <stdint.h>

struct nvc_sha256 {
    uint32_t h[8];       /* the hash value H(i) */
    uint64_t bits;       /* message length so far, in bits */
    unsigned char block[64];
    size_t used;         /* bytes of `block` filled */
};

void nvc_sha256_init(struct nvc_sha256 *s);
void nvc_sha256_update(struct nvc_sha256 *s, const void *data, size_t len);
/* The digest as 64 lowercase hex digits and a NUL. */
void nvc_sha256_hex(struct nvc_sha256 *s, char out[65]);

#endif
