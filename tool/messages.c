/* messages.c: the funnel for the tool's own messages (messages.h). */
#include "messages.h"

#include "arena.h"
#include "render_text.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const level_names[] = {
    [NVC_TOOL_ERROR] = "error",
    [NVC_TOOL_WARNING] = "warning",
    [NVC_TOOL_NOTE] = "note",
};

static unsigned errors_said;
static nvc_tool_forward_fn *forward;
static void *forward_user;

const char *nvc_tool_level_name(enum nvc_tool_level level)
{
    return level_names[level];
}

bool nvc_tool_level_parse(const char *name, enum nvc_tool_level *level)
{
    for (size_t i = 0; i < sizeof level_names / sizeof *level_names; i++)
        if (strcmp(name, level_names[i]) == 0) {
            *level = (enum nvc_tool_level)i;
            return true;
        }
    return false;
}

/* `s` with its control bytes written as "<U+001B>" (render_text.h), in a
 * malloc'd string; NULL when it has none (or memory ran out). */
static char *escaped_copy(const char *s)
{
    bool any = false;
    for (const char *p = s; p && *p && !any; p++)
        any = nvc_text_is_control((unsigned char)*p);
    char *copy = NULL;
    size_t len;
    FILE *f = any ? open_memstream(&copy, &len) : NULL;
    if (!f)
        return NULL;
    nvc_text_put_escaped(f, s, (size_t)-1);
    fclose(f);
    return copy;
}

void nvc_tool_say(enum nvc_tool_level level, const char *subject, const char *text)
{
    /* a file name or IR name in the message must not drive the terminal */
    char *safe_subject = escaped_copy(subject), *safe_text = escaped_copy(text);
    fprintf(stderr, "cuda-nvvmcheck: %s: %s%s%s\n", level_names[level],
            safe_subject ? safe_subject
            : subject    ? subject
                         : "",
            subject ? ": " : "", safe_text ? safe_text : text);
    free(safe_subject);
    free(safe_text);
    errors_said += level == NVC_TOOL_ERROR;
    if (forward)
        forward(forward_user, level, subject, text);
}

/* Formats into memory first, so that the line is written in one piece
 * whatever its length. */
static void say_formatted(enum nvc_tool_level level, const char *subject, const char *fmt,
                          va_list ap)
{
    struct nvc_arena a = {0};
    nvc_tool_say(level, subject, nvc_arena_vprintf(&a, fmt, ap));
    nvc_arena_free(&a);
}

void nvc_tool_error(const char *subject, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    say_formatted(NVC_TOOL_ERROR, subject, fmt, ap);
    va_end(ap);
}

void nvc_tool_warning(const char *subject, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    say_formatted(NVC_TOOL_WARNING, subject, fmt, ap);
    va_end(ap);
}

void nvc_tool_note(const char *subject, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    say_formatted(NVC_TOOL_NOTE, subject, fmt, ap);
    va_end(ap);
}

unsigned nvc_tool_error_count(void)
{
    return errors_said;
}

void nvc_tool_forward_messages(nvc_tool_forward_fn *fn, void *user)
{
    forward = fn;
    forward_user = user;
}
