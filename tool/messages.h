/* messages.h: the tool's own messages, as opposed to findings: one funnel
 * for every "cuda-nvvmcheck: <level>: ..." line on stderr.
 *
 *   cuda-nvvmcheck: error: src/a.cu: file is empty
 *   cuda-nvvmcheck: warning: --checks: 'nvvm-typo' matches no rule (...)
 *
 * The subject (the input, a configuration file, an option) comes after the
 * level when there is one. Errors are counted. A scan worker also forwards
 * every message to its parent (scan.c), which says it again on the parent's
 * stderr. (nvc_fatal, common/'s out-of-memory exit, prints its own line.) */
#ifndef NVC_MESSAGES_H
#define NVC_MESSAGES_H

#include <stdbool.h>

enum nvc_tool_level { NVC_TOOL_ERROR, NVC_TOOL_WARNING, NVC_TOOL_NOTE };

/* "error", "warning", "note". */
const char *nvc_tool_level_name(enum nvc_tool_level level);
/* The level named `name`; false when there is none. */
bool nvc_tool_level_parse(const char *name, enum nvc_tool_level *level);

/* "cuda-nvvmcheck: <level>: [<subject>: ]<text>\n" on stderr; `subject` is
 * NULL for none. */
void nvc_tool_error(const char *subject, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
void nvc_tool_warning(const char *subject, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
void nvc_tool_note(const char *subject, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
/* A message whose text is ready (one a worker said, said again by the scan). */
void nvc_tool_say(enum nvc_tool_level level, const char *subject, const char *text);

/* Errors said by this process so far. */
unsigned nvc_tool_error_count(void);

/* From now on every message is also passed to `fn` after it is printed
 * (NULL: no longer). A scan worker sends them to its parent this way. The
 * message must be delivered when `fn` returns: the process may end right
 * after (LLVM's fatal-error handler, inputs.c, calls _Exit). */
typedef void nvc_tool_forward_fn(void *user, enum nvc_tool_level level, const char *subject,
                                 const char *text);
void nvc_tool_forward_messages(nvc_tool_forward_fn *fn, void *user);

#endif
