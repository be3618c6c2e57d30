/* isolate.h: single-file mode's inputs, each checked in a worker process. */
#ifndef NVC_ISOLATE_H
#define NVC_ISOLATE_H

#include "inputs.h"

/* Checks `input` as nvc_run_input does, in a worker process of its own
 * (in this process with --no-isolation): a crash, a stack overflow, an LLVM
 * fatal error, the time limit or the memory limit costs this input alone,
 * which is then reported as not checked (and counted as failed), and the
 * caller goes on with the next input. The worker's findings, failures and
 * counts go to s->report as if the input had been checked here. */
void nvc_run_input_isolated(struct nvc_session *s, const char *input);

#endif
