/* jobs.h: how many translation units a scan checks at once when -j is not
 * given. */
#ifndef NVC_JOBS_H
#define NVC_JOBS_H

#include <stddef.h>

/* The CPUs this process may run on (sched_getaffinity: taskset, cpusets,
 * container CPU pinning), lowered to the cgroup v2 CPU quota of its cgroup
 * (cpu.max "QUOTA PERIOD", rounded up) when one is set; `why` says which
 * limit it came from, for --verbose. At least 1. */
unsigned nvc_default_jobs(char *why, size_t whylen);

#endif
