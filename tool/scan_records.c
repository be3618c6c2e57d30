/* scan_records.c: the scan worker's records (scan_records.h). */
#include "scan_records.h"

#include "json_writer.h"

#include <stdlib.h>
#include <string.h>
#include <yaml.h>

/* ---- writing ------------------------------------------------------------ */

/* One record: a YAML document marker, then the JSON object. */
static void begin_record(FILE *out, struct nvc_json *j, const char *kind)
{
    fputs("--- ", out);
    nvc_json_init(j, out);
    nvc_json_begin_object(j);
    nvc_json_key(j, "kind");
    nvc_json_string(j, kind);
}

static void end_record(struct nvc_json *j)
{
    nvc_json_end_object(j);
    nvc_json_finish(j);
}

static void member_bytes(struct nvc_json *j, const char *key, const char *s)
{
    nvc_json_key(j, key);
    nvc_json_byte_string(j, s);
}

void nvc_records_write_message(FILE *out, enum nvc_tool_level level, const char *subject,
                               const char *text)
{
    struct nvc_json j;
    begin_record(out, &j, "message");
    nvc_json_member_string(&j, "level", nvc_tool_level_name(level));
    member_bytes(&j, "subject", subject);
    member_bytes(&j, "text", text);
    end_record(&j);
    fflush(out);
}

static void write_loc(struct nvc_json *j, const struct nvc_loc *loc)
{
    nvc_json_key(j, "loc");
    nvc_json_begin_object(j);
    nvc_json_member_uint(j, "line", loc->line);
    nvc_json_member_uint(j, "col", loc->col);
    member_bytes(j, "file", loc->file);
    member_bytes(j, "path", loc->path);
    nvc_json_end_object(j);
}

static void write_notes(struct nvc_json *j, const struct nvc_finding_note *notes)
{
    nvc_json_key(j, "notes");
    nvc_json_begin_array(j);
    for (const struct nvc_finding_note *n = notes; n; n = n->next) {
        nvc_json_begin_object(j);
        write_loc(j, &n->loc);
        member_bytes(j, "subject", n->subject);
        member_bytes(j, "message", n->msg);
        nvc_json_end_object(j);
    }
    nvc_json_end_array(j);
}

/* Every field of a result that some renderer prints travels, so a scan's
 * reports equal a single run's (test/output/scan-formats.test). */
static void write_finding(FILE *out, const struct nvc_result *d)
{
    struct nvc_json j;
    begin_record(out, &j, "finding");
    nvc_json_member_string(&j, "rule", nvc_rules[d->f->rule].id);
    nvc_json_member_string(&j, "finding_severity", nvc_severity_name(d->f->severity));
    nvc_json_member_string(&j, "severity", nvc_severity_name(d->severity));
    write_loc(&j, &d->f->loc);
    member_bytes(&j, "arch_note", d->arch_note);
    member_bytes(&j, "arch_names", d->arch_names);
    member_bytes(&j, "function", d->f->function);
    member_bytes(&j, "function_demangled", d->f->function_demangled);
    nvc_json_member_bool(&j, "suppressed", d->suppressed);
    nvc_json_member_bool(&j, "warning_as_error", d->warning_as_error);
    member_bytes(&j, "message", d->f->msg);
    write_notes(&j, d->f->notes);
    end_record(&j);
}

/* clang's error of a TU that does not compile travels with its place. */
static void write_failure(FILE *out, const struct nvc_failure *f)
{
    struct nvc_json j;
    begin_record(out, &j, "failure");
    member_bytes(&j, "file", f->file);
    member_bytes(&j, "reason", f->reason);
    member_bytes(&j, "clang_error", f->clang_error);
    member_bytes(&j, "archs", f->archs);
    write_loc(&j, &f->at);
    end_record(&j);
}

void nvc_records_write_report(FILE *out, const struct nvc_report *r)
{
    struct nvc_json j;
    for (size_t i = 0; i < r->nresults; i++)
        write_finding(out, &r->results[i]);
    for (unsigned i = 0; i < r->files_failed; i++)
        write_failure(out, &r->failures[i]);
    begin_record(out, &j, "counts");
    nvc_json_member_uint(&j, "files_checked", r->files_checked);
    nvc_json_member_uint(&j, "hidden_in_system_headers", r->hidden_in_system_headers);
    nvc_json_member_uint(&j, "hidden_by_header_filter", r->hidden_by_header_filter);
    nvc_json_member_uint(&j, "hidden_by_line_filter", r->hidden_by_line_filter);
    nvc_json_member_uint(&j, "files_failed_dialect", r->files_failed_dialect);
    nvc_json_member_uint(&j, "files_failed_partly", r->files_failed_partly);
    end_record(&j);
    fflush(out);
}

/* ---- reading ------------------------------------------------------------ */

struct reader {
    yaml_document_t *doc;
    struct nvc_arena *arena;
    nvc_loc_rename_fn *place;
    void *user;
    bool ok;   /* false once a member is missing or of the wrong type */
};

static yaml_node_t *member(struct reader *rd, yaml_node_t *map, const char *key)
{
    if (map && map->type == YAML_MAPPING_NODE)
        for (yaml_node_pair_t *p = map->data.mapping.pairs.start; p < map->data.mapping.pairs.top;
             p++) {
            yaml_node_t *k = yaml_document_get_node(rd->doc, p->key);
            if (k && k->type == YAML_SCALAR_NODE && k->data.scalar.length == strlen(key) &&
                memcmp(k->data.scalar.value, key, k->data.scalar.length) == 0)
                return yaml_document_get_node(rd->doc, p->value);
        }
    rd->ok = false;
    return NULL;
}

static bool is_plain(const yaml_node_t *n, const char *word)
{
    return n->data.scalar.style == YAML_PLAIN_SCALAR_STYLE &&
           n->data.scalar.length == strlen(word) &&
           memcmp(n->data.scalar.value, word, n->data.scalar.length) == 0;
}

/* libyaml hands over UTF-8: every character U+0000..U+00FF becomes the
 * byte of the same number again (nvc_json_byte_string). */
static const char *decode_bytes(struct reader *rd, const yaml_node_t *n)
{
    const unsigned char *s = n->data.scalar.value;
    size_t len = n->data.scalar.length, k = 0;
    char *out = nvc_arena_alloc(rd->arena, len + 1);
    for (size_t i = 0; i < len; i++) {
        if (s[i] < 0x80)
            out[k++] = (char)s[i];
        else if ((s[i] == 0xC2 || s[i] == 0xC3) && i + 1 < len && (s[i + 1] & 0xC0) == 0x80)
            out[k++] = (char)(((s[i] & 0x03) << 6) | (s[i + 1] & 0x3F)), i++;
        else
            rd->ok = false;   /* not written by nvc_json_byte_string */
    }
    return out;
}

/* A string member: NULL for null. */
static const char *get_bytes(struct reader *rd, yaml_node_t *map, const char *key)
{
    yaml_node_t *n = member(rd, map, key);
    if (!n || n->type != YAML_SCALAR_NODE)
        return rd->ok = false, NULL;
    if (is_plain(n, "null"))
        return NULL;
    return decode_bytes(rd, n);
}

static unsigned long long get_uint(struct reader *rd, yaml_node_t *map, const char *key)
{
    yaml_node_t *n = member(rd, map, key);
    if (!n || n->type != YAML_SCALAR_NODE || n->data.scalar.style != YAML_PLAIN_SCALAR_STYLE)
        return rd->ok = false, 0;
    char *end;
    unsigned long long v = strtoull((const char *)n->data.scalar.value, &end, 10);
    if (end == (char *)n->data.scalar.value || *end)
        rd->ok = false;
    return v;
}

static bool get_bool(struct reader *rd, yaml_node_t *map, const char *key)
{
    yaml_node_t *n = member(rd, map, key);
    if (!n || n->type != YAML_SCALAR_NODE || !(is_plain(n, "true") || is_plain(n, "false")))
        return rd->ok = false, false;
    return is_plain(n, "true");
}

static enum nvc_severity get_severity(struct reader *rd, yaml_node_t *map, const char *key)
{
    const char *name = get_bytes(rd, map, key);
    for (int s = NVC_SEV_NOTE; name && s <= NVC_SEV_ERROR; s++)
        if (strcmp(name, nvc_severity_name((enum nvc_severity)s)) == 0)
            return (enum nvc_severity)s;
    rd->ok = false;
    return NVC_SEV_NOTE;
}

/* A location as the worker saw it, placed for the parent. */
static void get_loc(struct reader *rd, yaml_node_t *map, struct nvc_loc *loc)
{
    yaml_node_t *n = member(rd, map, "loc");
    loc->line = (unsigned)get_uint(rd, n, "line");
    loc->col = (unsigned)get_uint(rd, n, "col");
    loc->file = get_bytes(rd, n, "file");
    loc->path = get_bytes(rd, n, "path");
    if (rd->ok && loc->path)
        rd->place(rd->user, rd->arena, loc);
}

static void read_message(struct reader *rd, yaml_node_t *rec, struct nvc_worker_records *w)
{
    struct nvc_worker_message m = {.subject = get_bytes(rd, rec, "subject"),
                                   .text = get_bytes(rd, rec, "text")};
    const char *level = get_bytes(rd, rec, "level");
    if (!rd->ok || !m.text || !level || !nvc_tool_level_parse(level, &m.level))
        return;
    w->messages = nvc_grow(w->messages, &w->capmessages, w->nmessages, sizeof *w->messages);
    w->messages[w->nmessages++] = m;
}

static void read_notes(struct reader *rd, yaml_node_t *rec, struct nvc_finding_list *list,
                       struct nvc_finding *f)
{
    yaml_node_t *notes = member(rd, rec, "notes");
    if (!notes || notes->type != YAML_SEQUENCE_NODE) {
        rd->ok = false;
        return;
    }
    for (yaml_node_item_t *i = notes->data.sequence.items.start;
         rd->ok && i < notes->data.sequence.items.top; i++) {
        yaml_node_t *n = yaml_document_get_node(rd->doc, *i);
        const char *msg = get_bytes(rd, n, "message");
        struct nvc_finding_note *note = nvc_finding_note_add(list, f, msg ? msg : "");
        get_loc(rd, n, &note->loc);
        note->subject = get_bytes(rd, n, "subject");
    }
}

static void read_finding(struct reader *rd, yaml_node_t *rec, struct nvc_worker_records *w)
{
    const char *id = get_bytes(rd, rec, "rule");
    enum nvc_rule rule = id ? nvc_rule_by_id(id) : NVC_RULE_COUNT;
    const char *msg = get_bytes(rd, rec, "message");
    if (!rd->ok || rule == NVC_RULE_COUNT || !msg)
        return;
    struct nvc_finding *f = nvc_finding_add(&w->list, rule,
                                            get_severity(rd, rec, "finding_severity"), msg);
    get_loc(rd, rec, &f->loc);
    f->function = get_bytes(rd, rec, "function");
    f->function_demangled = get_bytes(rd, rec, "function_demangled");
    read_notes(rd, rec, &w->list, f);
    struct nvc_result res = {
        .f = f,
        .severity = get_severity(rd, rec, "severity"),
        .arch_note = get_bytes(rd, rec, "arch_note"),
        .arch_names = get_bytes(rd, rec, "arch_names"),
        .suppressed = get_bool(rd, rec, "suppressed"),
        .warning_as_error = get_bool(rd, rec, "warning_as_error"),
    };
    if (!rd->ok) {
        w->list.len--;   /* half read: left out (its memory stays in the arena) */
        return;
    }
    w->results = nvc_grow(w->results, &w->capresults, w->nresults, sizeof *w->results);
    w->results[w->nresults++] = res;
}

static void read_failure(struct reader *rd, yaml_node_t *rec, struct nvc_worker_records *w)
{
    struct nvc_failure f = {.file = get_bytes(rd, rec, "file"),
                            .reason = get_bytes(rd, rec, "reason"),
                            .clang_error = get_bytes(rd, rec, "clang_error"),
                            .archs = get_bytes(rd, rec, "archs")};
    get_loc(rd, rec, &f.at);
    if (!rd->ok)
        return;
    w->failures = nvc_grow(w->failures, &w->capfailures, w->nfailures, sizeof *w->failures);
    w->failures[w->nfailures++] = f;
}

static void read_counts(struct reader *rd, yaml_node_t *rec, struct nvc_worker_records *w)
{
    unsigned checked = (unsigned)get_uint(rd, rec, "files_checked");
    size_t in_system = (size_t)get_uint(rd, rec, "hidden_in_system_headers");
    size_t by_filter = (size_t)get_uint(rd, rec, "hidden_by_header_filter");
    size_t by_lines = (size_t)get_uint(rd, rec, "hidden_by_line_filter");
    unsigned dialect = (unsigned)get_uint(rd, rec, "files_failed_dialect");
    unsigned partly = (unsigned)get_uint(rd, rec, "files_failed_partly");
    if (!rd->ok)
        return;
    w->files_checked += checked;
    w->hidden_in_system_headers += in_system;
    w->hidden_by_header_filter += by_filter;
    w->hidden_by_line_filter += by_lines;
    w->files_failed_dialect += dialect;
    w->files_failed_partly += partly;
    w->complete = true;
}

static void read_record(struct reader *rd, struct nvc_worker_records *w)
{
    yaml_node_t *rec = yaml_document_get_root_node(rd->doc);
    const char *kind = get_bytes(rd, rec, "kind");
    if (!rd->ok || !kind)
        return;
    if (strcmp(kind, "message") == 0)
        read_message(rd, rec, w);
    else if (strcmp(kind, "finding") == 0)
        read_finding(rd, rec, w);
    else if (strcmp(kind, "failure") == 0)
        read_failure(rd, rec, w);
    else if (strcmp(kind, "counts") == 0)
        read_counts(rd, rec, w);
}

void nvc_records_read(const char *data, size_t len, nvc_loc_rename_fn *place, void *user,
                      struct nvc_worker_records *w)
{
    memset(w, 0, sizeof *w);
    yaml_parser_t parser;
    if (!yaml_parser_initialize(&parser))
        nvc_fatal("out of memory");
    yaml_parser_set_input_string(&parser, (const unsigned char *)(data ? data : ""), len);
    for (;;) {
        yaml_document_t doc;
        if (!yaml_parser_load(&parser, &doc))
            break;   /* cut short: what came before stands */
        bool end_of_stream = !yaml_document_get_root_node(&doc);
        if (!end_of_stream) {
            struct reader rd = {&doc, &w->list.arena, place, user, true};
            read_record(&rd, w);
        }
        yaml_document_delete(&doc);
        if (end_of_stream)
            break;
    }
    yaml_parser_delete(&parser);
}

void nvc_worker_records_free(struct nvc_worker_records *w, bool keep_list)
{
    if (!keep_list)
        nvc_finding_list_free(&w->list);
    free(w->results);
    free(w->messages);
    free(w->failures);
    memset(w, 0, sizeof *w);
}

void nvc_records_buf_append(struct nvc_records_buf *b, const char *data, size_t n)
{
    while (b->cap - b->len < n + 1)
        b->data = nvc_grow(b->data, &b->cap, b->cap, 1);
    memcpy(b->data + b->len, data, n);
    b->len += n;
    b->data[b->len] = '\0';
}
