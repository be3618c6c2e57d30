/* path_base.h: the directory that CI reports (sarif, github, gitlab) name
 * files relative to, and that fingerprints hash paths from. CI systems read
 * report paths relative to their checkout, so the default follows the
 * checkout, not the directory the tool runs in (a run from build/ then
 * writes the same paths and fingerprints as one from the checkout root):
 *
 *   1. --source-root=DIR;
 *   2. $GITHUB_WORKSPACE, then $CI_PROJECT_DIR (the checkout GitHub Actions
 *      and GitLab CI set), when it is a directory;
 *   3. the git top level of the first input (of -p's directory when no
 *      input names an existing file): the nearest directory above it that
 *      holds a .git entry (a directory, or a worktree's .git file), not
 *      going up into $GIT_CEILING_DIRECTORIES, as git's own search;
 *   4. the current directory. */
#ifndef NVC_PATH_BASE_H
#define NVC_PATH_BASE_H

#include "options.h"

#include <limits.h>

struct nvc_path_base {
    char dir[PATH_MAX + 1];   /* absolute, symlinks resolved, ends in '/' */
    char origin[PATH_MAX + 64];   /* which rule chose it, for the note */
    bool is_cwd;              /* it is the current directory */
};

void nvc_path_base_choose(const struct nvc_options *o, struct nvc_path_base *b);

#endif
