/* scan_select.h: which files a scan (-p) checks: positional arguments that
 * name existing files (literal paths), the others (path regexes), --exclude,
 * and the database entry whose command a file outside the database borrows
 * (docs/scan.md, "Which TUs"). */
#ifndef NVC_SCAN_SELECT_H
#define NVC_SCAN_SELECT_H

#include "arena.h"
#include "options.h"

#include <regex.h>
#include <stdbool.h>
#include <stddef.h>

struct nvc_named_file {
    const char *arg;        /* as given */
    const char *path;       /* canonical */
    bool in_database;       /* a CUDA entry of the database compiles it */
    bool host_entry;        /* an entry compiles it, but not as CUDA */
};

struct nvc_scan_selection {
    struct nvc_named_file *files;   /* positional arguments naming existing files */
    int nfiles;
    regex_t *filters;               /* the other positional arguments */
    int nfilters;
    regex_t *excludes;              /* --exclude */
    int nexcludes;
};

/* Sorts the positional arguments into files and regexes and compiles the
 * regexes; false after saying which one is bad. */
bool nvc_selection_init(struct nvc_scan_selection *s, struct nvc_arena *a,
                        const struct nvc_options *o);
void nvc_selection_free(struct nvc_scan_selection *s);

/* Whether the database entry for `path` (canonical) is one the command line
 * selects: every entry when there is no positional argument, else one named
 * as a file (marked in_database) or matched by a regex. */
bool nvc_selection_wants(struct nvc_scan_selection *s, const char *path);
/* Marks a named file that a non-CUDA entry of the database compiles. */
void nvc_selection_saw_host_entry(struct nvc_scan_selection *s, const char *path);
/* Whether an --exclude regex matches `path`. */
bool nvc_selection_excluded(const struct nvc_scan_selection *s, const char *path);

/* Of `candidates` (canonical paths of the database's CUDA TUs), the index of
 * the one whose command best fits `path`, as clangd interpolates a command
 * for a file outside the database: the longest common directory prefix,
 * then the fewest directories apart (the same directory first, then the
 * parents'), then the same file stem, then database order. -1 when there
 * is no candidate. */
long nvc_nearest_candidate(const char *path, const char *const *candidates, size_t n);

#endif
