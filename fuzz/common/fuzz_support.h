/* fuzz_support.h: what the libFuzzer targets of fuzz/ share. */
#ifndef NVC_FUZZ_SUPPORT_H
#define NVC_FUZZ_SUPPORT_H

#include <stddef.h>
#include <stdint.h>

/* libFuzzer's entry points (https://llvm.org/docs/LibFuzzer.html). */
int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* The process's own directory, made on the first call under $TMPDIR (else
 * /tmp) and removed with what is in it when the process exits: the only
 * place a target writes to or reads files from. */
const char *nvc_fuzz_private_dir(void);

/* <private dir>/<name>, malloc'd. */
char *nvc_fuzz_path(const char *name);

/* Writes data[0..len) to <private dir>/<name> (replacing it); returns the
 * path, malloc'd. */
char *nvc_fuzz_write_file(const char *name, const void *data, size_t len);

/* data[0..len) as a NUL-terminated string, malloc'd (a NUL in the data ends
 * the string early, as it ends a C string read from a file). */
char *nvc_fuzz_strndup(const void *data, size_t len);

/* An LLVM fatal error (report_fatal_error) aborts with LLVM's reason on
 * stderr, so that libFuzzer keeps the input and scripts/fuzz-triage sees
 * where it came from. (The tool turns it into "clang/LLVM stopped with a
 * fatal error; not checked": for a fuzzer it is a finding either way.) */
void nvc_fuzz_abort_on_llvm_fatal_error(void);

#endif
