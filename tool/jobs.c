/* jobs.c: the default number of scan jobs (jobs.h). */
#define _GNU_SOURCE   /* sched_getaffinity, CPU_COUNT */
#include "jobs.h"

#include <limits.h>
#include <sched.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* The CPUs in this process's affinity mask; 0 when it cannot be read. */
static unsigned affinity_cpus(void)
{
    cpu_set_t set;
    CPU_ZERO(&set);
    if (sched_getaffinity(0, sizeof set, &set) != 0)
        return 0;
    return (unsigned)CPU_COUNT(&set);
}

/* This process's cgroup v2 path: the "0::<path>" line of /proc/self/cgroup. */
static bool cgroup_v2_path(char *out, size_t cap)
{
    FILE *f = fopen("/proc/self/cgroup", "r");
    if (!f)
        return false;
    char line[PATH_MAX + 8];
    bool found = false;
    while (!found && fgets(line, sizeof line, f))
        if (strncmp(line, "0::", 3) == 0) {
            line[strcspn(line, "\n")] = '\0';
            int n = snprintf(out, cap, "%s", line + 3);
            found = n >= 0 && (size_t)n < cap;   /* a cut path would name another group */
        }
    fclose(f);
    return found;
}

/* The CPUs the cgroup v2 quota allows (cpu.max "QUOTA PERIOD", rounded up);
 * 0 when there is no quota ("max"), no cgroup v2 or no cpu controller.
 * NVC_TEST_CGROUP_ROOT stands in for /sys/fs/cgroup (tests only). */
static unsigned cgroup_quota_cpus(char *file, size_t cap)
{
    char path[PATH_MAX];
    if (!cgroup_v2_path(path, sizeof path))
        return 0;
    const char *root = getenv("NVC_TEST_CGROUP_ROOT");
    int len = snprintf(file, cap, "%s%s%scpu.max", root && *root ? root : "/sys/fs/cgroup", path,
                       path[strlen(path) - 1] == '/' ? "" : "/");
    if (len < 0 || (size_t)len >= cap)
        return 0;
    FILE *f = fopen(file, "r");
    if (!f)
        return 0;
    long long quota = 0, period = 0;
    int n = fscanf(f, "%lld %lld", &quota, &period);
    fclose(f);
    if (n != 2 || quota <= 0 || period <= 0)   /* "max 100000": no quota */
        return 0;
    long long cpus = (quota + period - 1) / period;
    return cpus > INT_MAX ? INT_MAX : (unsigned)cpus;
}

unsigned nvc_default_jobs(char *why, size_t whylen)
{
    unsigned cpus = affinity_cpus();
    if (cpus)
        snprintf(why, whylen, "the %u CPU%s of the CPU affinity mask", cpus, cpus == 1 ? "" : "s");
    else {
        long online = sysconf(_SC_NPROCESSORS_ONLN);
        cpus = online > 0 ? (unsigned)online : 1;
        snprintf(why, whylen, "%u online CPU%s", cpus, cpus == 1 ? "" : "s");
    }
    char file[PATH_MAX + 16];
    unsigned quota = cgroup_quota_cpus(file, sizeof file);
    if (quota && quota <= cpus) {
        cpus = quota;
        snprintf(why, whylen, "the cgroup CPU quota in %s", file);
    }
    return cpus;
}
