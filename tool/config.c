/* config.c: reading, looking up, merging and printing the configuration
 * (see config.h). Parsing goes through libyaml's event API, so that every
 * error can name the key it happened in. */
#include "config.h"
#include "regex_guard.h"

#include "arena.h"
#include "file_text.h"
#include "messages.h"
#include "ptx_isa.h"
#include "rules.h"

#include <errno.h>
#include <limits.h>
#include <regex.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <yaml.h>

struct cached_dir {
    const char *dir;
    const struct nvc_config *config;   /* NULL: no configuration there or above */
    struct cached_dir *next;
};

struct nvc_configs {
    const struct nvc_options *cli;
    struct nvc_arena arena;
    struct cached_dir *dirs;
    const struct nvc_config *explicit_config;   /* --config-file or --config */
    bool explicit_loaded;
};

/* ---- parsing ------------------------------------------------------------ */

struct parse {
    yaml_parser_t parser;
    yaml_event_t event;
    bool have_event;
    const char *name;          /* the file, or "--config" */
    const char *text;          /* what is parsed */
    size_t len;
    struct nvc_arena *arena;
    struct nvc_config *config;
    const char *key;           /* the key being read, for messages */
    unsigned seen;             /* bit per key already given */
    size_t checks_line, wae_line;
};

/* "<file>:<line>: [key '<key>': ]<text>" */
static bool fail_at(struct parse *p, size_t line, const char *fmt, const char *what)
{
    struct nvc_arena a = {0};
    nvc_tool_error(nvc_arena_printf(&a, "%s:%zu", p->name, line + 1), "%s%s%s%s",
                   p->key ? "key '" : "", p->key ? p->key : "", p->key ? "': " : "",
                   nvc_arena_printf(&a, fmt, what));
    nvc_arena_free(&a);
    return false;
}

static bool fail(struct parse *p, const char *fmt, const char *what)
{
    return fail_at(p, p->event.start_mark.line, fmt, what);
}

/* Line and column (0-based) of the last character of the text. */
static yaml_mark_t end_of_text(const char *text, size_t len)
{
    yaml_mark_t m = {len - 1, 0, 0};
    for (size_t i = 0; i + 1 < len; i++)
        if (text[i] == '\n') {
            m.line++;
            m.column = 0;
        } else {
            m.column++;
        }
    return m;
}

/* The next event; on a YAML syntax error, says where and why. */
static bool next(struct parse *p)
{
    if (p->have_event)
        yaml_event_delete(&p->event);
    p->have_event = yaml_parser_parse(&p->parser, &p->event) != 0;
    /* "-*\0x" would be cut to "-*" by every C string after this: an error
     * (libyaml gives a "\0" escape as a NUL byte inside the scalar) */
    if (p->have_event && p->event.type == YAML_SCALAR_EVENT &&
        memchr(p->event.data.scalar.value, '\0', p->event.data.scalar.length))
        return fail(p, "a string holds a NUL character (\\0)%s", "");
    if (p->have_event)
        return true;
    yaml_mark_t at = p->parser.problem_mark;
    if (at.index >= p->len && p->len > 0)
        at = end_of_text(p->text, p->len);   /* not past the last line */
    struct nvc_arena a = {0};
    nvc_tool_error(nvc_arena_printf(&a, "%s:%zu:%zu", p->name, at.line + 1, at.column + 1),
                   "%s%s%snot valid YAML: %s%s%s", p->key ? "key '" : "", p->key ? p->key : "",
                   p->key ? "': " : "", p->parser.problem ? p->parser.problem : "error",
                   p->parser.context ? " " : "", p->parser.context ? p->parser.context : "");
    nvc_arena_free(&a);
    return false;
}

static const char *scalar_text(struct parse *p)
{
    return nvc_arena_strndup(p->arena, (const char *)p->event.data.scalar.value,
                             p->event.data.scalar.length);
}

static bool is_plain_null(struct parse *p, const char *text)
{
    return p->event.data.scalar.style == YAML_PLAIN_SCALAR_STYLE &&
           (!*text || strcmp(text, "~") == 0 || strcmp(text, "null") == 0);
}

/* The items of a list, joined with commas once at the end: rebuilding the
 * joined string for every item made a list of 40,000 Checks take 58 s. */
struct items {
    const char **v;
    size_t n, cap, bytes;
};

static void items_add(struct items *it, const char *item)
{
    if (it->n == it->cap) {
        it->cap = it->cap ? it->cap * 2 : 16;
        it->v = realloc(it->v, it->cap * sizeof *it->v);
        if (!it->v)
            nvc_fatal("out of memory");
    }
    it->v[it->n++] = item;
    it->bytes += strlen(item) + 1;
}

static const char *items_join(struct nvc_arena *a, const struct items *it)
{
    char *joined = nvc_arena_alloc(a, it->bytes + 1), *end = joined;
    for (size_t i = 0; i < it->n; i++) {
        if (end == joined && !*it->v[i])
            continue;   /* leading empty items add nothing; later ones a comma */
        if (end != joined)
            *end++ = ',';
        size_t len = strlen(it->v[i]);
        memcpy(end, it->v[i], len);
        end += len;
    }
    *end = '\0';
    return joined;
}

/* A scalar, or a sequence of scalars joined with commas (clang-tidy accepts
 * both for Checks). The current event is the value's first. */
static bool read_list(struct parse *p, const char **out)
{
    if (p->event.type == YAML_SCALAR_EVENT) {
        const char *text = scalar_text(p);
        *out = is_plain_null(p, text) ? "" : text;
        return true;
    }
    if (p->event.type != YAML_SEQUENCE_START_EVENT)
        return fail(p, "expected a string or a list of strings%s", "");
    struct items it = {0};
    bool ok = true;
    for (;;) {
        if (!(ok = next(p)))
            break;
        if (p->event.type == YAML_SEQUENCE_END_EVENT)
            break;
        if (p->event.type != YAML_SCALAR_EVENT) {
            ok = fail(p, "expected a list of strings%s", "");
            break;
        }
        items_add(&it, scalar_text(p));
    }
    if (ok)
        *out = items_join(p->arena, &it);
    free(it.v);
    return ok;
}

static bool read_scalar(struct parse *p, const char **out)
{
    *out = "";
    if (p->event.type != YAML_SCALAR_EVENT)
        return fail(p, "expected a single value%s", "");
    *out = scalar_text(p);
    return true;
}

static bool read_archs(struct parse *p)
{
    const char *list;
    if (!read_list(p, &list))
        return false;
    char *copy = nvc_arena_strdup(p->arena, list);
    struct nvc_config *c = p->config;
    for (char *tok = strtok(copy, ", \t"); tok; tok = strtok(NULL, ", \t")) {
        if (!nvc_is_known_arch(tok))
            return fail(p, "unknown GPU architecture '%s'; expected sm_75, sm_80, sm_90a, ...",
                        tok);
        if (c->narchs == NVC_MAX_ARCHS)
            return fail(p, "too many architectures (at most 16), at '%s'", tok);
        c->archs[c->narchs++] = tok;
    }
    if (c->narchs == 0)
        return fail(p, "expected at least one architecture such as sm_75%s", "");
    return true;
}

static bool read_param_limit(struct parse *p)
{
    const char *text;
    if (!read_scalar(p, &text))
        return false;
    char *end;
    unsigned long n = strtoul(text, &end, 10);
    if (!*text || *end || text[0] == '-' || n == 0 || n > 1u << 30)
        return fail(p, "expected a positive number of bytes, not '%s'", text);
    p->config->param_limit = (unsigned)n;
    return true;
}

static bool read_ptx_isa(struct parse *p)
{
    const char *text;
    if (!read_scalar(p, &text))
        return false;
    if (!nvc_ptx_isa_parse(text, &p->config->ptx_isa))
        return fail(p,
                    "expected a PTX ISA version that ptxas 13 accepts, from 4.0 to 9.0 (such as "
                    "8.8 or 9.0), not '%s'",
                    text);
    return true;
}

static bool read_bool(struct parse *p, bool *out)
{
    const char *text;
    if (!read_scalar(p, &text))
        return false;
    static const char *const yes[] = {"true", "True", "TRUE", "yes", "Yes", "on", "On"};
    static const char *const no[] = {"false", "False", "FALSE", "no", "No", "off", "Off"};
    for (size_t i = 0; i < sizeof yes / sizeof *yes; i++)
        if (strcmp(text, yes[i]) == 0 || strcmp(text, no[i]) == 0) {
            *out = strcmp(text, yes[i]) == 0;
            return true;
        }
    return fail(p, "expected true or false, not '%s'", text);
}

static bool read_value(struct parse *p, unsigned key)
{
    struct nvc_config *c = p->config;
    const char *text;
    switch (key) {
    case 0:
        p->checks_line = p->event.start_mark.line;
        return read_list(p, &c->checks);
    case 1:
        p->wae_line = p->event.start_mark.line;
        return read_list(p, &c->warnings_as_errors);
    case 2:
        if (!read_scalar(p, &text))
            return false;
        regex_t re;
        char why[256];
        if (!nvc_regex_compile(&re, text, why, sizeof why)) {
            struct nvc_arena a = {0};
            fail(p, "not a valid regular expression: %s",
                 nvc_arena_printf(&a, "'%s' (%s)", text, why));
            nvc_arena_free(&a);
            return false;
        }
        regfree(&re);
        c->header_filter = text;
        return true;
    case 3:
        return read_archs(p);
    case 4:
        if (!read_scalar(p, &text))
            return false;
        if (!nvc_profile_parse(text))
            return fail(p, "unknown profile '%s'; expected cuda or libnvvm", text);
        c->profile = text;
        return true;
    case 5:
        return read_param_limit(p);
    case 6:
        return read_ptx_isa(p);
    default:
        return read_bool(p, &c->inherit_parent);
    }
}

static const char *const config_keys[] = {
    "Checks",     "WarningsAsErrors", "HeaderFilterRegex",  "Archs", "Profile",
    "ParamLimit", "PtxIsa",           "InheritParentConfig"};
#define NKEYS (sizeof config_keys / sizeof *config_keys)

/* One `Key: value` pair; the current event is the key. */
static bool read_pair(struct parse *p)
{
    if (p->event.type != YAML_SCALAR_EVENT)
        return fail(p, "expected a key such as Checks%s", "");
    const char *key = scalar_text(p);
    unsigned k = 0;
    while (k < NKEYS && strcmp(key, config_keys[k]) != 0)
        k++;
    if (k == NKEYS)
        return fail(p,
                    "unknown key '%s' (keys: Checks, WarningsAsErrors, HeaderFilterRegex, "
                    "Archs, Profile, ParamLimit, PtxIsa, InheritParentConfig)",
                    key);
    p->key = config_keys[k];
    if (p->seen & (1u << k))
        return fail(p, "given twice%s", "");
    p->seen |= 1u << k;
    if (!next(p))
        return false;
    if (p->event.type == YAML_ALIAS_EVENT)
        return fail(p, "YAML aliases are not supported%s", "");
    if (!read_value(p, k))
        return false;
    p->key = NULL;
    return true;
}

/* Warns about Checks/WarningsAsErrors globs that select no rule, as
 * --checks does: a typo must not pass silently. */
static void warn_unmatched(const struct parse *p, const char *globs, size_t line, const char *key)
{
    char buf[256];
    const char *unmatched = nvc_rule_globs_first_unmatched(globs, buf, sizeof buf);
    if (unmatched) {
        struct nvc_arena a = {0};
        nvc_tool_warning(nvc_arena_printf(&a, "%s:%zu", p->name, line + 1),
                         "%s: '%s' matches no rule (--list-rules lists them)", key, unmatched);
        nvc_arena_free(&a);
    }
}

static bool parse_document(struct parse *p)
{
    if (!next(p) || !next(p))   /* stream start, then a document or the end */
        return false;
    if (p->event.type == YAML_STREAM_END_EVENT)
        return true;   /* an empty file: no settings */
    if (!next(p))
        return false;
    if (p->event.type == YAML_SCALAR_EVENT && is_plain_null(p, scalar_text(p)))
        return true;   /* only comments, or `---` */
    if (p->event.type != YAML_MAPPING_START_EVENT)
        return fail(p, "expected a mapping of keys (Checks: ..., Archs: ...)%s", "");
    for (;;) {
        if (!next(p))
            return false;
        if (p->event.type == YAML_MAPPING_END_EVENT)
            break;
        if (!read_pair(p))
            return false;
    }
    if (!next(p))   /* document end */
        return false;
    if (!next(p))
        return false;
    if (p->event.type != YAML_STREAM_END_EVENT)
        return fail(p, "expected one YAML document, found another%s", "");
    return true;
}

/* Parses `text`; `name` is how messages call it. NULL after an error. */
static struct nvc_config *parse_config(struct nvc_arena *a, const char *name, const char *text,
                                       size_t len)
{
    struct parse p = {.name = name, .text = text, .len = len, .arena = a};
    p.config = nvc_arena_alloc(a, sizeof *p.config);
    if (!yaml_parser_initialize(&p.parser))
        nvc_fatal("out of memory");
    yaml_parser_set_input_string(&p.parser, (const unsigned char *)text, len);
    bool ok = parse_document(&p);
    if (p.have_event)
        yaml_event_delete(&p.event);
    yaml_parser_delete(&p.parser);
    if (!ok)
        return NULL;
    warn_unmatched(&p, p.config->checks, p.checks_line, "Checks");
    warn_unmatched(&p, p.config->warnings_as_errors, p.wae_line, "WarningsAsErrors");
    p.config->sources = name;
    return p.config;
}

static struct nvc_config *load_file(struct nvc_arena *a, const char *path)
{
    /* a regular file of at most NVC_SMALL_FILE_CAP bytes, opened without
     * blocking: --config-file=/dev/zero or a FIFO must not hang or exhaust
     * memory (docs/reliability.md, "Bounds") */
    size_t len;
    char why[256];
    char *text = nvc_read_small_regular_file(path, NVC_SMALL_FILE_CAP, false, &len, why,
                                             sizeof why);
    if (!text) {
        nvc_tool_error(path, "cannot read the configuration: %s", why);
        return NULL;
    }
    struct nvc_config *c = parse_config(a, nvc_arena_strdup(a, path), text, len);
    free(text);
    return c;
}

/* ---- merging ------------------------------------------------------------- */

static const char *join_globs(struct nvc_arena *a, const char *outer, const char *inner)
{
    if (!outer || !*outer)
        return inner ? inner : outer;
    if (!inner || !*inner)
        return outer;
    return nvc_arena_printf(a, "%s,%s", outer, inner);
}

/* `inner` (nearer the file) applied on top of `outer`, as clang-tidy's
 * InheritParentConfig does: globs are concatenated, other values replaced. */
static const struct nvc_config *overlay(struct nvc_arena *a, const struct nvc_config *outer,
                                        const struct nvc_config *inner)
{
    if (!outer)
        return inner;
    struct nvc_config *c = nvc_arena_alloc(a, sizeof *c);
    *c = *outer;
    c->checks = join_globs(a, outer->checks, inner->checks);
    c->warnings_as_errors = join_globs(a, outer->warnings_as_errors, inner->warnings_as_errors);
    if (inner->header_filter)
        c->header_filter = inner->header_filter;
    if (inner->profile)
        c->profile = inner->profile;
    if (inner->param_limit)
        c->param_limit = inner->param_limit;
    if (inner->ptx_isa)
        c->ptx_isa = inner->ptx_isa;
    if (inner->narchs) {
        memcpy(c->archs, inner->archs, sizeof c->archs);
        c->narchs = inner->narchs;
    }
    c->inherit_parent = outer->inherit_parent;
    c->sources = nvc_arena_printf(a, "%s, %s", outer->sources, inner->sources);
    return c;
}

/* ---- lookup ----------------------------------------------------------- */

/* An absolute path without `.` and `..` components (symlinks are kept, as
 * clang-tidy keeps them). */
static char *absolute(struct nvc_arena *a, const char *path)
{
    char cwd[PATH_MAX] = "";
    if (path[0] != '/' && !getcwd(cwd, sizeof cwd))
        strcpy(cwd, ".");
    char *full = nvc_arena_printf(a, "%s/%s", cwd, path);
    char *out = nvc_arena_alloc(a, strlen(full) + 2);
    size_t len = 0;
    for (char *part = strtok(full, "/"); part; part = strtok(NULL, "/")) {
        if (strcmp(part, ".") == 0)
            continue;
        if (strcmp(part, "..") == 0) {
            while (len > 0 && out[--len] != '/')
                ;
            continue;
        }
        len += (size_t)sprintf(out + len, "/%s", part);
    }
    if (len == 0)
        out[len++] = '/';
    out[len] = '\0';
    return out;
}

static const char *parent_dir(struct nvc_arena *a, const char *dir)
{
    const char *slash = strrchr(dir, '/');
    return slash == dir ? "/" : nvc_arena_strndup(a, dir, (size_t)(slash - dir));
}

static bool config_in_dir(struct nvc_configs *cs, const char *dir, const struct nvc_config **out);

/* A .nvvmcheck.yaml that is a directory, a device, a FIFO (never opened: it
 * could block) or a dangling symlink is passed over for the parent
 * directory's, as clang-tidy 22 passes over such a .clang-tidy without a
 * word (measured: --dump-config shows the parent's Checks, exit 0); here
 * with a warning, so the file that was meant to apply is not silently lost. */
static void say_not_a_config_file(const char *path, const struct stat *st, int err)
{
    const char *what = err && err != ENOENT                           ? NULL
                       : S_ISDIR(st->st_mode)                         ? "a directory"
                       : S_ISCHR(st->st_mode) || S_ISBLK(st->st_mode) ? "a device"
                       : S_ISFIFO(st->st_mode)                        ? "a FIFO"
                       : S_ISSOCK(st->st_mode)                        ? "a socket"
                       : S_ISLNK(st->st_mode) && err == ENOENT        ? "a dangling symlink"
                                                                      : NULL;
    if (what)
        nvc_tool_warning(path,
                         "%s, not a configuration file; ignored (the parent directory's "
                         "applies)",
                         what);
    else
        nvc_tool_warning(path, "cannot read the configuration: %s; ignored", strerror(err));
}

/* The file in `dir`, if any, plus what it inherits. */
static bool lookup_dir(struct nvc_configs *cs, const char *dir, const struct nvc_config **out)
{
    const char *path = nvc_arena_printf(&cs->arena, "%s%s%s", dir,
                                        strcmp(dir, "/") == 0 ? "" : "/", NVC_CONFIG_NAME);
    struct stat st;
    bool at_root = strcmp(dir, "/") == 0;
    int found = stat(path, &st) == 0 ? 0 : errno;
    if (found || !S_ISREG(st.st_mode)) {
        if (found != ENOENT || lstat(path, &st) == 0)
            say_not_a_config_file(path, &st, found);
        *out = NULL;
        return at_root || config_in_dir(cs, parent_dir(&cs->arena, dir), out);
    }
    const struct nvc_config *c = load_file(&cs->arena, path);
    if (!c)
        return false;
    const struct nvc_config *outer = NULL;
    if (c->inherit_parent && !at_root && !config_in_dir(cs, parent_dir(&cs->arena, dir), &outer))
        return false;
    *out = overlay(&cs->arena, outer, c);
    return true;
}

static bool config_in_dir(struct nvc_configs *cs, const char *dir, const struct nvc_config **out)
{
    for (struct cached_dir *d = cs->dirs; d; d = d->next)
        if (strcmp(d->dir, dir) == 0) {
            *out = d->config;
            return true;
        }
    if (!lookup_dir(cs, dir, out))
        return false;
    struct cached_dir *d = nvc_arena_alloc(&cs->arena, sizeof *d);
    *d = (struct cached_dir){dir, *out, cs->dirs};
    cs->dirs = d;
    return true;
}

static bool load_explicit(struct nvc_configs *cs)
{
    if (cs->explicit_loaded)
        return cs->explicit_config != NULL;
    cs->explicit_loaded = true;
    if (cs->cli->config_file)
        cs->explicit_config = load_file(&cs->arena, cs->cli->config_file);
    else
        cs->explicit_config = parse_config(&cs->arena, "--config", cs->cli->config_text,
                                           strlen(cs->cli->config_text));
    return cs->explicit_config != NULL;
}

bool nvc_config_for(struct nvc_configs *cs, const char *path, bool is_dir,
                    const struct nvc_config **out)
{
    char *abs = absolute(&cs->arena, path);
    const char *dir = is_dir ? abs : parent_dir(&cs->arena, abs);
    bool have_explicit = cs->cli->config_file || (cs->cli->config_text && *cs->cli->config_text);
    if (!have_explicit)
        return config_in_dir(cs, dir, out);
    if (!load_explicit(cs))
        return false;
    const struct nvc_config *outer = NULL;
    if (cs->explicit_config->inherit_parent && !config_in_dir(cs, dir, &outer))
        return false;
    *out = overlay(&cs->arena, outer, cs->explicit_config);
    return true;
}

struct nvc_configs *nvc_configs_new(const struct nvc_options *cli)
{
    struct nvc_configs *cs = calloc(1, sizeof *cs);
    if (!cs)
        nvc_fatal("out of memory");
    cs->cli = cli;
    return cs;
}

void nvc_configs_free(struct nvc_configs *cs)
{
    if (!cs)
        return;
    nvc_arena_free(&cs->arena);
    free(cs);
}

void nvc_config_merge(struct nvc_configs *cs, const struct nvc_config *c,
                      const struct nvc_options *cli, struct nvc_options *out)
{
    *out = *cli;
    if (!c)
        return;
    out->checks = join_globs(&cs->arena, c->checks, cli->checks);
    out->warnings_as_errors = join_globs(&cs->arena, c->warnings_as_errors,
                                         cli->warnings_as_errors);
    if (!cli->header_filter)
        out->header_filter = c->header_filter;
    if (!cli->profile)
        out->profile = c->profile;
    if (!cli->param_limit)
        out->param_limit = c->param_limit;
    if (!cli->ptx_isa && c->ptx_isa) {
        out->ptx_isa = c->ptx_isa;
        out->ptx_isa_origin = "the configuration's PtxIsa";
    }
    if (!cli->arch_given && c->narchs) {   /* defaults, not forced: arch_given stays false */
        memcpy(out->archs, c->archs, sizeof out->archs);
        out->narchs = c->narchs;
    }
}

/* ---- --dump-config --------------------------------------------------------- */

static void emit(yaml_emitter_t *e, yaml_event_t *ev)
{
    if (!yaml_emitter_emit(e, ev))
        nvc_fatal(e->problem ? e->problem : "cannot write YAML");
}

static void emit_scalar(yaml_emitter_t *e, const char *text, yaml_scalar_style_t style)
{
    yaml_event_t ev;
    yaml_scalar_event_initialize(&ev, NULL, NULL, (yaml_char_t *)text, (int)strlen(text), 1, 1,
                                 style);
    emit(e, &ev);
}

/* Globs and regexes quoted, as .clang-tidy files usually write them. */
static void emit_pair(yaml_emitter_t *e, const char *key, const char *value, bool quoted)
{
    emit_scalar(e, key, YAML_ANY_SCALAR_STYLE);
    emit_scalar(e, value, quoted ? YAML_SINGLE_QUOTED_SCALAR_STYLE : YAML_ANY_SCALAR_STYLE);
}

static void emit_archs(yaml_emitter_t *e, const struct nvc_options *o)
{
    yaml_event_t ev;
    emit_scalar(e, "Archs", YAML_ANY_SCALAR_STYLE);
    yaml_sequence_start_event_initialize(&ev, NULL, NULL, 1, YAML_FLOW_SEQUENCE_STYLE);
    emit(e, &ev);
    for (unsigned i = 0; i < o->narchs; i++)
        emit_scalar(e, o->archs[i], YAML_ANY_SCALAR_STYLE);
    yaml_sequence_end_event_initialize(&ev);
    emit(e, &ev);
}

/* The profile an input of this name gets when none is configured. */
static const char *profile_by_kind(const char *input)
{
    if (!input)
        return NULL;
    if (nvc_is_ir_name(input))
        return "libnvvm";
    return "cuda";
}

static void emit_config(FILE *out, const struct nvc_options *o, const char *input)
{
    yaml_emitter_t e;
    yaml_event_t ev;
    if (!yaml_emitter_initialize(&e))
        nvc_fatal("out of memory");
    yaml_emitter_set_output_file(&e, out);
    yaml_emitter_set_unicode(&e, 1);
    yaml_stream_start_event_initialize(&ev, YAML_UTF8_ENCODING);
    emit(&e, &ev);
    yaml_document_start_event_initialize(&ev, NULL, NULL, NULL, 1);
    emit(&e, &ev);
    yaml_mapping_start_event_initialize(&ev, NULL, NULL, 1, YAML_BLOCK_MAPPING_STYLE);
    emit(&e, &ev);
    emit_pair(&e, "Checks", o->checks ? o->checks : "", true);
    emit_pair(&e, "WarningsAsErrors", o->warnings_as_errors ? o->warnings_as_errors : "", true);
    if (o->header_filter)
        emit_pair(&e, "HeaderFilterRegex", o->header_filter, true);
    emit_archs(&e, o);
    const char *profile = o->profile ? o->profile : profile_by_kind(input);
    if (profile)
        emit_pair(&e, "Profile", profile, false);
    if (o->param_limit) {
        char n[16];
        snprintf(n, sizeof n, "%u", o->param_limit);
        emit_pair(&e, "ParamLimit", n, false);
    }
    if (o->ptx_isa) {
        char v[8];
        emit_pair(&e, "PtxIsa", nvc_ptx_isa_format(o->ptx_isa, v, sizeof v), false);
    }
    yaml_mapping_end_event_initialize(&ev);
    emit(&e, &ev);
    yaml_document_end_event_initialize(&ev, 1);
    emit(&e, &ev);
    yaml_stream_end_event_initialize(&ev);
    emit(&e, &ev);
    yaml_emitter_delete(&e);
}

int nvc_config_dump(const struct nvc_options *cli, FILE *out)
{
    struct nvc_configs *cs = nvc_configs_new(cli);
    const char *input = cli->ninputs ? cli->inputs[0] : NULL;
    const struct nvc_config *c;
    if (!nvc_config_for(cs, input ? input : ".", !input, &c)) {
        nvc_configs_free(cs);
        return 2;
    }
    struct nvc_options eff;
    nvc_config_merge(cs, c, cli, &eff);
    bool from_cli = cli->checks || cli->warnings_as_errors || cli->header_filter ||
                    cli->arch_given || cli->profile || cli->param_limit || cli->ptx_isa;
    fprintf(out, "# cuda-nvvmcheck --dump-config: the configuration for %s\n",
            input ? input : "the current directory");
    fprintf(out, "# from: %s%s%s\n", c ? c->sources : "", c && from_cli ? ", " : "",
            from_cli ? "the command line"
            : c      ? ""
                     : "the defaults");
    fflush(out);
    emit_config(out, &eff, input);
    if (!eff.header_filter)
        fputs("# HeaderFilterRegex: not set (findings in every non-system header are shown)\n",
              out);
    if (!eff.profile && !input)
        fputs("# Profile: not set (cuda for .cu input, libnvvm for .ll/.bc)\n", out);
    if (!eff.param_limit)
        fputs("# ParamLimit: not set (the target's limit: 32764 bytes, 4352 below PTX ISA 8.1, "
              "4096 below sm_70)\n",
              out);
    if (!eff.ptx_isa)
        fputs("# PtxIsa: not set (inline PTX is judged at 9.0, nvcc 13's, for .cu input and nvcc "
              "commands; 8.8, clang 22's, for clang commands that pin no other; the module's "
              "\"+ptxNN\" for .ll/.bc)\n",
              out);
    nvc_configs_free(cs);
    return 0;
}
