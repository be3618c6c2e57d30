/* scan_schedule.c: the start order and the memory check of a scan's TUs
 * (scan_schedule.h). */
#include "scan_schedule.h"

#include "arena.h"   /* nvc_fatal */

#include <stdlib.h>

struct ranked {
    const struct nvc_tu_record *rec;
    size_t index;
};

/* Unrecorded first; then the longer first; then database order (a total
 * order, so the schedule does not depend on qsort's algorithm). */
static int before(const void *pa, const void *pb)
{
    const struct ranked *a = pa, *b = pb;
    if (a->rec->known != b->rec->known)
        return a->rec->known ? 1 : -1;
    if (a->rec->known && a->rec->ms != b->rec->ms)
        return a->rec->ms > b->rec->ms ? -1 : 1;
    return a->index < b->index ? -1 : a->index > b->index;
}

void nvc_schedule_order(const struct nvc_tu_record *rec, size_t n, size_t *order)
{
    if (n == 0)
        return;
    struct ranked *r = malloc(n * sizeof *r);
    if (!r)
        nvc_fatal("out of memory");
    for (size_t i = 0; i < n; i++)
        r[i] = (struct ranked){&rec[i], i};
    qsort(r, n, sizeof *r, before);
    for (size_t i = 0; i < n; i++)
        order[i] = r[i].index;
    free(r);
}

bool nvc_schedule_fits(const struct nvc_tu_record *r, size_t running,
                       unsigned long long reserved_mb, unsigned budget_mb)
{
    if (running == 0 || budget_mb == 0 || !r->known)
        return true;
    return reserved_mb + r->peak_mb <= budget_mb;
}
