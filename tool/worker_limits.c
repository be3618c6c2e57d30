/* worker_limits.c: the bounds of a worker's check (worker_limits.h). */
#include "worker_limits.h"

#include "arena.h"

#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define NVC_UNDER_ASAN 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__) && !defined(NVC_UNDER_ASAN)
#define NVC_UNDER_ASAN 1
#endif

bool nvc_process_leaks_checked(void)
{
#ifdef NVC_UNDER_ASAN
    return true;
#else
    return false;
#endif
}

unsigned nvc_limit_timeout(const struct nvc_options *o)
{
    return o->timeout ? o->timeout : NVC_DEFAULT_TIMEOUT_SECONDS;
}

#ifndef NVC_UNDER_ASAN   /* under ASan there is no memory limit (below) */
static unsigned physical_memory_mb(void)
{
    long pages = sysconf(_SC_PHYS_PAGES), size = sysconf(_SC_PAGESIZE);
    if (pages <= 0 || size <= 0)
        return 0;
    unsigned long long mb = (unsigned long long)pages * (unsigned long long)size >> 20;
    return mb > (1u << 30) ? 1u << 30 : (unsigned)mb;
}
#endif

unsigned nvc_limit_memory_mb(const struct nvc_options *o)
{
#ifdef NVC_UNDER_ASAN
    (void)o;
    return 0;
#else
    return o->memory_limit_given ? o->memory_limit : physical_memory_mb();
#endif
}

void nvc_limits_apply_in_worker(const struct nvc_options *o, pid_t parent)
{
#ifdef __linux__
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (getppid() != parent)   /* the parent died before the request: go with it */
        _exit(2);
#else
    (void)parent;
#endif
    nvc_fatal_set_out_of_memory_exit(NVC_WORKER_OUT_OF_MEMORY_EXIT);
    signal(SIGALRM, SIG_DFL);
    alarm(nvc_limit_timeout(o));
    unsigned mb = nvc_limit_memory_mb(o);
    if (mb) {
        rlim_t bytes = (rlim_t)mb << 20;
        struct rlimit rl = {bytes, bytes};
        setrlimit(RLIMIT_AS, &rl);
    }
}

void nvc_limits_explain_end(const struct nvc_options *o, int status, bool timed_out, char *why,
                            size_t cap)
{
    unsigned mb = nvc_limit_memory_mb(o);
    if (timed_out || (WIFSIGNALED(status) && WTERMSIG(status) == SIGALRM)) {
        snprintf(why, cap, "the check exceeded its time limit (%u s); not checked",
                 nvc_limit_timeout(o));
    } else if (WIFSIGNALED(status)) {
        int sig = WTERMSIG(status);
        /* an allocation RLIMIT_AS refuses ends clang/LLVM in abort():
         * std::bad_alloc, or LLVM's "out of memory" (report_bad_alloc_error) */
        char memory[96] = "";
        if (mb && sig == SIGABRT)
            snprintf(memory, sizeof memory, ", perhaps on reaching its memory limit (%u MB)", mb);
        snprintf(why, cap, "the check crashed (signal %d, %s)%s; not checked", sig, strsignal(sig),
                 memory);
    } else if (WIFEXITED(status) && WEXITSTATUS(status) == NVC_WORKER_OUT_OF_MEMORY_EXIT) {
        if (mb)
            snprintf(why, cap, "the check exceeded its memory limit (%u MB); not checked", mb);
        else
            snprintf(why, cap, "the check ran out of memory; not checked");
    } else {
        snprintf(why, cap, "the check ended without a result (exit status %d); not checked",
                 WIFEXITED(status) ? WEXITSTATUS(status) : -1);
    }
}

double nvc_limits_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}
