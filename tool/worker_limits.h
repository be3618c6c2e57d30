/* worker_limits.h: the bounds of one input's (or TU's) check in its worker process:
 * wall time (--timeout), address space (--memory-limit), and the worker's
 * life tied to its parent's (docs/reliability.md, "Bounds"). */
#ifndef NVC_WORKER_LIMITS_H
#define NVC_WORKER_LIMITS_H

#include "options.h"

#include <stdbool.h>
#include <sys/types.h>

/* --timeout's default: ten minutes. The heaviest TU of the projects the
 * checker is tested on (docs/benchmarks.md) takes seconds; 600 s is far
 * past any real one and still ends a hang in a CI job's lifetime. */
#define NVC_DEFAULT_TIMEOUT_SECONDS 600u

/* The wall-time limit in seconds. */
unsigned nvc_limit_timeout(const struct nvc_options *o);

/* The address-space limit in MB, 0 for none: --memory-limit, else the
 * machine's physical memory (a check that needs more address space than the
 * machine has memory would push everything else into swap). None in a
 * sanitizer build: AddressSanitizer reserves terabytes of address space for
 * its shadow memory, which any RLIMIT_AS would refuse. */
unsigned nvc_limit_memory_mb(const struct nvc_options *o);

/* Whether LeakSanitizer checks this process at its exit (a sanitizer
 * build): then it must free what it allocated, even just before exiting. */
bool nvc_process_leaks_checked(void);

/* A worker's exit status when an allocation failed (nvc_fatal). */
#define NVC_WORKER_OUT_OF_MEMORY_EXIT \
    5   /* 3: NVC_WORKER_FATAL_EXIT, 4: the launcher's CONFIG_ERROR_EXIT */

/* In a freshly forked worker: applies the memory limit (RLIMIT_AS), arms
 * the time limit (alarm(): SIGALRM, whose default action ends the worker;
 * neither clang nor LLVM handles it), and asks the kernel to kill the
 * worker when its parent (`parent`, its pid before the fork) dies: a killed
 * run leaves no worker behind. */
void nvc_limits_apply_in_worker(const struct nvc_options *o, pid_t parent);

/* Why a worker that ended with waitpid status `status` left no complete
 * result, as "the check crashed (signal 11, Segmentation fault); not
 * checked" ...; the time limit when `timed_out` (its parent killed it) or it
 * died of SIGALRM. Written to why[0..cap). */
void nvc_limits_explain_end(const struct nvc_options *o, int status, bool timed_out, char *why,
                            size_t cap);

/* The monotonic clock, in seconds. */
double nvc_limits_now(void);

#endif
