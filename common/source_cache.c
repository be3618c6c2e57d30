/* source_cache.c: source files read once, split into lines, for carets and
 * for finding a declaration's column. */
#include "source_cache.h"

#include "arena.h"
#include "file_text.h"

#include <stdlib.h>
#include <string.h>

struct cached_file {
    char *path;
    char *text;           /* NULL when the file could not be read */
    size_t *line_starts;  /* offsets of each line's first byte */
    size_t nlines, size;
    struct cached_file *next;
};

struct nvc_source_cache {
    struct cached_file *files;
};

struct nvc_source_cache *nvc_source_cache_new(void)
{
    struct nvc_source_cache *c = calloc(1, sizeof *c);
    if (!c)
        nvc_fatal("out of memory");
    return c;
}

static void add_line(struct cached_file *f, size_t *cap, size_t start)
{
    f->line_starts = nvc_grow(f->line_starts, cap, f->nlines, sizeof *f->line_starts);
    f->line_starts[f->nlines++] = start;
}

static void index_lines(struct cached_file *f)
{
    size_t cap = 0;
    add_line(f, &cap, 0);
    for (size_t i = 0; i < f->size; i++)
        if (f->text[i] == '\n' && i + 1 < f->size)
            add_line(f, &cap, i + 1);
}

static struct cached_file *load(struct nvc_source_cache *c, const char *path)
{
    for (struct cached_file *f = c->files; f; f = f->next)
        if (strcmp(f->path, path) == 0)
            return f;
    struct cached_file *f = calloc(1, sizeof *f);
    size_t plen = strlen(path) + 1;
    if (!f || !(f->path = malloc(plen)))
        nvc_fatal("out of memory");
    memcpy(f->path, path, plen);
    f->text = nvc_read_file(path, NVC_READ_ALL, &f->size);
    if (f->text)
        index_lines(f);
    f->next = c->files;
    c->files = f;
    return f;
}

const char *nvc_source_line(struct nvc_source_cache *c, const char *path, unsigned line,
                            size_t *len)
{
    struct cached_file *f = path ? load(c, path) : NULL;
    if (!f || !f->text || line == 0 || line > f->nlines)
        return NULL;
    const char *start = f->text + f->line_starts[line - 1];
    const char *end = start;
    while (end < f->text + f->size && *end != '\n' && *end != '\r')
        end++;
    *len = (size_t)(end - start);
    return start;
}

void nvc_source_cache_free(struct nvc_source_cache *c)
{
    if (!c)
        return;
    while (c->files) {
        struct cached_file *next = c->files->next;
        free(c->files->path);
        free(c->files->text);
        free(c->files->line_starts);
        free(c->files);
        c->files = next;
    }
    free(c);
}
