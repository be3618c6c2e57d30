/* compdb_vet.h: the response files a compile database names, vetted before
 * libclang reads them.
 *
 * libclang's JSON database expands every "@file" argument of every command
 * when the commands are asked for (clang 22 wraps the JSON database in
 * tooling::expandResponseFiles), and reads whatever the name is: "@/dev/zero"
 * reads without bound until the machine runs out of memory, "@/dev/stdin" or
 * "@fifo" blocks forever. A database from an untrusted pull request can name
 * them (docs/reliability.md, "Bounds"). So the checker reads the database
 * first: an entry that names, directly or through another response file, a
 * file that is not a regular file of at most NVC_SMALL_FILE_CAP bytes is
 * given to libclang with its "@" arguments disguised, libclang leaves them
 * alone, and translate.c, which reads response files itself within the same
 * bounds, fails that TU with the reason.
 *
 * What this does not cover: a file that changes between the vetting and
 * libclang's read (the database's author does not control that moment). */
#ifndef NVC_COMPDB_VET_H
#define NVC_COMPDB_VET_H

/* The prefix that disguises an "@file" argument from libclang's expansion. */
#define NVC_COMPDB_DEFERRED "\x01"

enum nvc_compdb_vet_result {
    NVC_COMPDB_AS_IS,        /* libclang may read the database at db_path as it is */
    NVC_COMPDB_REWRITTEN,    /* read out_path instead: unsafe entries disguised */
    NVC_COMPDB_VET_FAILED,   /* out_path could not be written */
};

/* Vets the database at `db_path` (a regular file); relative "directory"
 * entries are relative to `db_dir`. When an entry is unsafe, writes the
 * database with that entry's "@" arguments disguised to `out_path`. */
enum nvc_compdb_vet_result nvc_compdb_vet(const char *db_path, const char *db_dir,
                                          const char *out_path);

/* An argument as libclang returned it from a rewritten database: "@file"
 * again for a disguised one, `arg` itself otherwise. */
const char *nvc_compdb_undisguise(const char *arg);

#endif
