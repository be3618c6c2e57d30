/* help_text.h: the --help text, tool/help.txt, embedded at build time by
 * cmake/embed_text.cmake. scripts/help-to-man turns the same file into the
 * man page (cuda-nvvmcheck.1), so the two never disagree. */
#ifndef NVC_HELP_TEXT_H
#define NVC_HELP_TEXT_H

extern const char nvc_help_text[];

#endif
