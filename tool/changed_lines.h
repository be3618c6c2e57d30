/* changed_lines.h: which lines of which files a unified diff adds or
 * changes (--diff=REF, --diff=-), as `git diff -U0` writes it:
 *
 *   +++ b/src/k.cu
 *   @@ -12,0 +13,2 @@        lines 13 and 14 of the new src/k.cu changed
 *   @@ -40 +41,0 @@          a deletion: changes no line of the new file
 *
 * Paths are taken from the "+++ " lines with their first component (git's
 * "b/") stripped, as `patch -p1` does. */
#ifndef NVC_CHANGED_LINES_H
#define NVC_CHANGED_LINES_H

#include "arena.h"

#include <stdbool.h>
#include <stddef.h>

struct nvc_line_range {
    unsigned first, count;   /* lines first .. first+count-1 of the new file */
};

struct nvc_changed_file {
    const char *path;              /* as the diff names it, prefix stripped */
    struct nvc_line_range *ranges;
    size_t nranges, cap;
};

struct nvc_changed_lines {
    struct nvc_arena arena;
    struct nvc_changed_file *files;
    size_t nfiles, cap;
};

/* Adds the files and hunks of the unified diff `text`. */
void nvc_changed_lines_parse(struct nvc_changed_lines *cl, const char *text, size_t len);
/* Counts every line of `path` as changed (a file git does not track yet). */
void nvc_changed_lines_add_whole_file(struct nvc_changed_lines *cl, const char *path);
/* Runs `git diff -U0 REF` (no shell) in `dir`, the paths relative to `dir`,
 * and adds what it changes, and the untracked files as wholly changed.
 * False with `why` set when `dir` is not in a git work tree, REF names no
 * commit, or git cannot run. */
bool nvc_changed_lines_from_git(struct nvc_changed_lines *cl, const char *dir, const char *ref,
                                char *why, size_t whycap);
/* Whether line `line` of `path` (relative like the diff's paths) changed;
 * line 0 (a finding about the whole file) counts as changed when any line of
 * the file did. */
bool nvc_changed_lines_contains(const struct nvc_changed_lines *cl, const char *path,
                                unsigned line);
void nvc_changed_lines_free(struct nvc_changed_lines *cl);

#endif
