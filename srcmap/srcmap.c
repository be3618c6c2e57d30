/* srcmap.c: resolving anchors (see diag.h) to source locations and subjects.
 *
 * - instruction: its DILocation; an inlined-at chain becomes one note per
 *   call site ("inlined into 'k' here"), innermost first.
 * - a byte of an inline-asm template: that byte in the statement's string
 *   literals when they can be read (asm_column.c), else the statement.
 * - a finding of an inline-PTX rule in a system header: the user's calls
 *   that reach it (user_calls.c), one finding each.
 * - function: its DISubprogram's file and line; the column is where the
 *   function's name appears on that line (DISubprogram has no column).
 * - parameter / variable: the #dbg_declare (or #dbg_value) record that
 *   describes it, found through the argument itself or the -O0 stack slot
 *   the argument is stored to; DIGlobalVariable for globals. */
#include "srcmap_internal.h"

#include "demangle.h"

#include <llvm-c/Core.h>
#include <llvm-c/DebugInfo.h>
#include <stdlib.h>
#include <string.h>

#define TAG_subprogram 0x2e   /* DWARF 5 §7.5.3 */

struct resolver {
    struct nvc_finding_list *out;
    struct nvc_arena *arena;   /* out's */
    LLVMModuleRef module;
    LLVMContextRef ctx;
    const char *input;
    struct nvc_source_cache *sources;
    bool has_debug_info;   /* the module has a DICompileUnit */
    struct nvc_srcmap_options opts;
};

/* ---- locations --------------------------------------------------------- */

static void loc_in_file(struct resolver *r, LLVMMetadataRef file, unsigned line, unsigned col,
                        struct nvc_loc *out)
{
    unsigned nlen = 0, dlen = 0;
    const char *name = file ? LLVMDIFileGetFilename(file, &nlen) : NULL;
    const char *dir = file ? LLVMDIFileGetDirectory(file, &dlen) : NULL;
    if (!name || nlen == 0) {
        out->file = out->path = r->input;
        out->line = out->col = 0;
        return;
    }
    out->file = nvc_arena_strndup(r->arena, name, nlen);
    out->path = name[0] == '/' || dlen == 0
                    ? out->file
                    : nvc_arena_printf(r->arena, "%.*s/%s", (int)dlen, dir, out->file);
    out->line = line;
    out->col = col;
}

static bool loc_from_dilocation(struct resolver *r, LLVMMetadataRef diloc, struct nvc_loc *out)
{
    if (!diloc || LLVMDILocationGetLine(diloc) == 0)
        return false;
    LLVMMetadataRef scope = LLVMDILocationGetScope(diloc);
    loc_in_file(r, scope ? LLVMDIScopeGetFile(scope) : NULL, LLVMDILocationGetLine(diloc),
                LLVMDILocationGetColumn(diloc), out);
    return out->line != 0;
}

static bool is_ident_char(char c)
{
    return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

/* 1-based column of the first whole-word `name` on the line; 0 if absent. */
static unsigned column_of_name(struct resolver *r, const struct nvc_loc *loc, const char *name,
                               size_t nlen)
{
    size_t len;
    const char *text = nvc_source_line(r->sources, loc->path, loc->line, &len);
    for (size_t i = 0; text && nlen && i + nlen <= len; i++)
        if (memcmp(text + i, name, nlen) == 0 && (i == 0 || !is_ident_char(text[i - 1])) &&
            (i + nlen == len || !is_ident_char(text[i + nlen])))
            return (unsigned)i + 1;
    return 0;
}

/* '@tile' in IR without debug info, the source name ('tile', 'ns::table')
 * in a module that has some. */
static const char *global_display_name(struct resolver *r, LLVMValueRef g)
{
    size_t len;
    const char *ir = LLVMGetValueName2(g, &len);
    if (r->has_debug_info)
        return nvc_demangle(r->arena, ir, len);
    return len ? nvc_arena_printf(r->arena, "@%.*s", (int)len, ir) : "<unnamed>";
}

/* ---- functions --------------------------------------------------------- */

static LLVMMetadataRef enclosing_subprogram(struct resolver *r, LLVMMetadataRef scope)
{
    for (unsigned i = 0; scope && i < 64; i++) {
        if (LLVMGetDINodeTag(scope) == TAG_subprogram)
            return scope;
        scope = nvc_md_operand(r->ctx, scope, 1);   /* DIScope: Scope(1) */
    }
    return NULL;
}

static const char *subprogram_name(struct resolver *r, LLVMMetadataRef sp)
{
    size_t len;
    const char *linkage = nvc_md_string_operand(r->ctx, sp, 3, &len);   /* LinkageName */
    if (linkage && len)
        return nvc_demangle(r->arena, linkage, len);
    const char *name = nvc_md_string_operand(r->ctx, sp, 2, &len);      /* Name */
    return name ? nvc_arena_strndup(r->arena, name, len) : "?";
}

static bool precedes(const struct nvc_loc *a, const struct nvc_loc *b)
{
    return a->line < b->line || (a->line == b->line && a->col < b->col);
}

/* A declaration has no DISubprogram in clang's output; its earliest use in
 * the source (a call, or taking its address) is the closest place the user
 * can see. Use lists run newest first, so compare source positions. */
static void earliest_use_below(struct resolver *r, LLVMValueRef v, unsigned depth,
                               LLVMValueRef *best, struct nvc_loc *out)
{
    for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        struct nvc_loc loc;
        /* a global is often used through a constant cast (addrspacecast) */
        if (LLVMIsAConstantExpr(user) && depth < 4)
            earliest_use_below(r, user, depth + 1, best, out);
        if (!LLVMIsAInstruction(user) ||
            !loc_from_dilocation(r, LLVMInstructionGetDebugLoc(user), &loc))
            continue;
        if (!*best || precedes(&loc, out)) {
            *best = user;
            *out = loc;
        }
    }
}

static LLVMValueRef earliest_located_use(struct resolver *r, LLVMValueRef v, struct nvc_loc *out)
{
    LLVMValueRef best = NULL;
    earliest_use_below(r, v, 0, &best, out);
    return best;
}

static bool loc_of_function(struct resolver *r, LLVMValueRef fn, struct nvc_loc *out)
{
    LLVMMetadataRef sp = LLVMGetSubprogram(fn);
    if (!sp && LLVMIsDeclaration(fn))
        return earliest_located_use(r, fn, out) != NULL;
    if (!sp || LLVMDISubprogramGetLine(sp) == 0)
        return false;
    loc_in_file(r, LLVMDIScopeGetFile(sp), LLVMDISubprogramGetLine(sp), 0, out);
    size_t len;
    const char *name = nvc_md_string_operand(r->ctx, sp, 2, &len);
    const char *angle = name ? memchr(name, '<', len) : NULL;   /* "take<Blob<4> >" */
    out->col = column_of_name(r, out, name, angle ? (size_t)(angle - name) : len);
    return out->line != 0;
}

/* ---- variables and parameters ----------------------------------------- */

struct var_debug {
    LLVMMetadataRef var;   /* DILocalVariable / DIGlobalVariable */
    LLVMMetadataRef loc;   /* DILocation of the declaring record, if any */
};

/* clang -O0 stores each argument into its own stack slot and describes the
 * slot; find whether `slot` is the one `arg` went to. A bool is widened
 * first (`zext i1 %f to i8`), so look through one cast. */
static bool stores_into_slot(LLVMValueRef value, LLVMValueRef slot, unsigned depth)
{
    for (LLVMUseRef u = LLVMGetFirstUse(value); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if (LLVMIsAStoreInst(user) && LLVMGetOperand(user, 0) == value &&
            LLVMGetOperand(user, 1) == slot)
            return true;
        if (depth == 0 && LLVMIsACastInst(user) && stores_into_slot(user, slot, 1))
            return true;
    }
    return false;
}

static bool is_slot_of(LLVMValueRef slot, LLVMValueRef arg)
{
    return slot && LLVMIsAAllocaInst(slot) && stores_into_slot(arg, slot, 0);
}

static bool record_describes(LLVMDbgRecordRef rec, LLVMValueRef value, bool via_slot)
{
    LLVMDbgRecordKind kind = LLVMDbgRecordGetKind(rec);
    if (kind != LLVMDbgRecordDeclare && kind != LLVMDbgRecordValue)
        return false;
    LLVMValueRef v = LLVMDbgVariableRecordGetValue(rec, 0);
    return v == value || (via_slot && is_slot_of(v, value));
}

static bool find_record(LLVMValueRef fn, LLVMValueRef value, bool via_slot, struct var_debug *out)
{
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i))
            for (LLVMDbgRecordRef rec = LLVMGetFirstDbgRecord(i); rec;
                 rec = LLVMGetNextDbgRecord(rec))
                if (record_describes(rec, value, via_slot)) {
                    out->var = LLVMDbgVariableRecordGetVariable(rec);
                    out->loc = LLVMDbgRecordGetDebugLoc(rec);
                    return out->var != NULL;
                }
    return false;
}

static bool find_global_debug(struct resolver *r, LLVMValueRef g, struct var_debug *out)
{
    unsigned dbg = LLVMGetMDKindIDInContext(r->ctx, "dbg", 3);
    size_t n = 0;
    LLVMValueMetadataEntry *md = LLVMGlobalCopyAllMetadata(g, &n);
    out->var = out->loc = NULL;
    for (size_t i = 0; i < n && !out->var; i++)
        if (LLVMValueMetadataEntriesGetKind(md, (unsigned)i) == dbg)
            out->var = LLVMDIGlobalVariableExpressionGetVariable(
                LLVMValueMetadataEntriesGetMetadata(md, (unsigned)i));
    if (md)
        LLVMDisposeValueMetadataEntries(md);
    return out->var != NULL;
}

static const char *var_name(struct resolver *r, LLVMMetadataRef var, size_t *len)
{
    return nvc_md_string_operand(r->ctx, var, 1, len);   /* DIVariable: Name(1) */
}

/* Location of a variable: its record's DILocation, else its declared line
 * with the column of its name. */
static void loc_of_var(struct resolver *r, const struct var_debug *vd, struct nvc_loc *out)
{
    if (loc_from_dilocation(r, vd->loc, out))
        return;
    loc_in_file(r, LLVMDIVariableGetFile(vd->var), LLVMDIVariableGetLine(vd->var), 0, out);
    size_t len;
    const char *name = var_name(r, vd->var, &len);
    out->col = column_of_name(r, out, name, len);
}

static const char *ir_type_name(struct resolver *r, LLVMTypeRef t)
{
    /* a named struct prints with its whole body; its name says enough */
    const char *name = LLVMGetTypeKind(t) == LLVMStructTypeKind ? LLVMGetStructName(t) : NULL;
    if (name && *name)
        return nvc_arena_printf(r->arena, "%%%s", name);
    return nvc_arena_take_message(r->arena, LLVMPrintTypeToString(t));
}

static void resolve_param(struct resolver *r, struct nvc_anchor a, struct nvc_finding_note *n)
{
    LLVMValueRef fn = a.value, arg = LLVMGetParam(fn, a.index);
    struct var_debug vd;
    if (find_record(fn, arg, true, &vd)) {
        size_t len;
        const char *name = var_name(r, vd.var, &len);
        n->subject = nvc_arena_printf(
            r->arena, "parameter '%.*s' (%s)", (int)len, name ? name : "",
            nvc_ditype_name(r->arena, r->ctx, nvc_md_operand(r->ctx, vd.var, 3)));
        loc_of_var(r, &vd, &n->loc);
        return;
    }
    LLVMTypeRef by = nvc_param_byval_type(fn, a.index);
    size_t len;
    const char *ir = LLVMGetValueName2(arg, &len);
    n->subject = nvc_arena_printf(r->arena, "parameter %u%s%.*s%s (%s)", a.index, len ? " '%" : "",
                                  (int)len, ir, len ? "'" : "",
                                  ir_type_name(r, by ? by : LLVMTypeOf(arg)));
    loc_of_function(r, fn, &n->loc);
}

/* The debug variable of an alloca (its #dbg_declare) or a global. */
static bool find_variable_debug(struct resolver *r, LLVMValueRef decl, struct var_debug *vd)
{
    return LLVMIsAGlobalVariable(decl)
               ? find_global_debug(r, decl, vd)
               : find_record(LLVMGetBasicBlockParent(LLVMGetInstructionParent(decl)), decl, false,
                             vd);
}

static void resolve_variable(struct resolver *r, struct nvc_anchor a, struct nvc_finding_note *n)
{
    LLVMValueRef decl = a.value;
    struct var_debug vd = {0};
    bool found = find_variable_debug(r, decl, &vd);
    size_t len;
    if (found) {
        const char *name = var_name(r, vd.var, &len);
        n->subject = nvc_arena_printf(r->arena, "'%.*s'", (int)len, name ? name : "");
        loc_of_var(r, &vd, &n->loc);
        return;
    }
    /* IR without debug info: the IR name ('@tile', '%buf'). A module with debug
     * info that lacks this variable's (clang emits none for extern __shared__)
     * gets the source name. */
    const char *ir = LLVMGetValueName2(decl, &len);
    if (LLVMIsAGlobalVariable(decl) && r->has_debug_info)
        n->subject = nvc_arena_printf(r->arena, "'%s'", nvc_demangle(r->arena, ir, len));
    else
        n->subject = nvc_arena_printf(r->arena, "'%s%.*s'",
                                      LLVMIsAGlobalVariable(decl) ? "@" : "%", (int)len, ir);
}

/* ---- anchors ----------------------------------------------------------- */

/* A note before the finding's others, placed at `loc`. */
static void prepend_note(struct resolver *r, struct nvc_finding *f, const char *msg,
                         const struct nvc_loc *loc)
{
    nvc_finding_note_prepend(r->out, f, msg)->loc = *loc;
}

/* One note per inlined-at hop, in order from the innermost call site out:
 * the hops of diloc's chain, then those of the calls it was inlined through
 * virtually (innermost first; nvc_inline_hops). */
static void note_inlined_chain(struct resolver *r, struct nvc_finding *f, LLVMMetadataRef diloc,
                               const LLVMValueRef *calls, unsigned ncalls)
{
    struct nvc_hops hops;
    nvc_inline_hops(diloc, calls, ncalls, &hops);
    for (unsigned n = hops.n; n-- > 0;) {
        LLVMMetadataRef sp = enclosing_subprogram(r, LLVMDILocationGetScope(hops.loc[n]));
        const char *msg = nvc_arena_printf(r->arena, "inlined into '%s' here",
                                           sp ? subprogram_name(r, sp) : "?");
        struct nvc_finding_note *note = nvc_finding_note_prepend(r->out, f, msg);
        if (!loc_from_dilocation(r, hops.loc[n], &note->loc) && !note->loc.file)
            note->loc = f->loc;
    }
}

/* The function a finding lands in: the anchor's, or, inlined virtually, the
 * one that holds the outermost call. */
static LLVMValueRef finding_function(const struct nvc_diag *d)
{
    if (d->ninlined)
        return LLVMGetBasicBlockParent(LLVMGetInstructionParent(d->inlined_at[d->ninlined - 1]));
    return nvc_anchor_enclosing_function(d->anchor);
}

/* The template of the inline asm `call` calls, or NULL. */
static const char *asm_template(LLVMValueRef call, size_t *len)
{
    LLVMValueRef callee = LLVMIsACallInst(call) ? LLVMGetCalledValue(call) : NULL;
    return callee && LLVMIsAInlineAsm(callee) ? LLVMGetInlineAsmAsmString(callee, len) : NULL;
}

/* An instruction's place; for a byte of an asm template, that byte's in
 * the string literal when it can be found there, else the statement's. */
static bool loc_of_inst_anchor(struct resolver *r, struct nvc_anchor a, struct nvc_loc *out)
{
    if (!loc_from_dilocation(r, LLVMInstructionGetDebugLoc(a.value), out))
        return false;
    size_t len = 0;
    const char *tmpl = a.kind == NVC_ANCHOR_ASM_TEXT ? asm_template(a.value, &len) : NULL;
    if (tmpl)
        nvc_asm_text_position(r->sources, out, tmpl, len, a.index);
    return true;
}

static bool resolve_diag_loc(struct resolver *r, const struct nvc_diag *d, struct nvc_finding *f)
{
    struct nvc_anchor a = d->anchor;
    switch (a.kind) {
    case NVC_ANCHOR_INST:
    case NVC_ANCHOR_ASM_TEXT:
        if (!loc_of_inst_anchor(r, a, &f->loc))
            return false;
        note_inlined_chain(r, f, LLVMInstructionGetDebugLoc(a.value), d->inlined_at, d->ninlined);
        return true;
    case NVC_ANCHOR_FUNCTION:
        if (!loc_of_function(r, a.value, &f->loc))
            return false;
        if (LLVMIsDeclaration(a.value) && !LLVMGetSubprogram(a.value)) {
            struct nvc_loc loc = {0};
            LLVMValueRef use = earliest_located_use(r, a.value, &loc);
            prepend_note(
                r, f,
                nvc_arena_printf(
                    r->arena,
                    "'%s' is only declared in this translation unit; shown at its first %s",
                    nvc_demangle_value_name(r->arena, a.value),
                    LLVMIsACallInst(use) ? "call" : "use"),
                &f->loc);
        }
        return true;
    case NVC_ANCHOR_PARAM:
        return loc_of_function(r, a.value, &f->loc);
    case NVC_ANCHOR_VARIABLE: {
        /* a global variable: its DIGlobalVariable; a declaration has none
         * in clang's output, so its earliest use stands in, as for functions */
        struct var_debug vd = {0};
        if (!LLVMIsAGlobalVariable(a.value)) {   /* an alloca: where it is declared */
            if (!find_variable_debug(r, a.value, &vd))
                return false;
            loc_of_var(r, &vd, &f->loc);
            return true;
        }
        if (find_global_debug(r, a.value, &vd)) {
            loc_of_var(r, &vd, &f->loc);
            return f->loc.line != 0;
        }
        if (!LLVMIsDeclaration(a.value) || !earliest_located_use(r, a.value, &f->loc))
            return false;
        prepend_note(r, f,
                     nvc_arena_printf(
                         r->arena,
                         "'%s' is only declared in this translation unit; shown at its first use",
                         global_display_name(r, a.value)),
                     &f->loc);
        return true;
    }
    case NVC_ANCHOR_NONE:
        break;
    }
    return false;
}

/* A check's note, placed by its anchor; without a place of its own, at the
 * finding's. */
static void resolve_note(struct resolver *r, struct nvc_finding *f, const struct nvc_note *from)
{
    struct nvc_finding_note *n = nvc_finding_note_add(r->out, f,
                                                      nvc_arena_strdup(r->arena, from->msg));
    struct nvc_anchor a = from->anchor;
    switch (a.kind) {
    case NVC_ANCHOR_PARAM:
        resolve_param(r, a, n);
        break;
    case NVC_ANCHOR_VARIABLE:
        resolve_variable(r, a, n);
        break;
    case NVC_ANCHOR_FUNCTION:
        loc_of_function(r, a.value, &n->loc);
        break;
    case NVC_ANCHOR_INST:
    case NVC_ANCHOR_ASM_TEXT:
        loc_of_inst_anchor(r, a, &n->loc);
        break;
    case NVC_ANCHOR_NONE:
        break;
    }
    if (!n->loc.file)
        n->loc = f->loc;
}

/* The function's IR name and its demangled form, for machine-readable output. */
static void name_function(struct resolver *r, LLVMValueRef fn, struct nvc_finding *f)
{
    size_t len;
    const char *name = fn ? LLVMGetValueName2(fn, &len) : NULL;
    if (!name || len == 0)
        return;
    f->function = nvc_arena_strndup(r->arena, name, len);
    f->function_demangled = nvc_demangle(r->arena, name, len);
}

/* ---- findings in system headers, reported at the user's calls ---------- */

static bool in_system_header(struct resolver *r, const struct nvc_loc *loc)
{
    return r->opts.is_system_path && loc->path && r->opts.is_system_path(r->opts.user, loc->path);
}

static bool is_user_loc(void *ctx, LLVMMetadataRef diloc)
{
    struct resolver *r = ctx;
    struct nvc_loc loc;
    return loc_from_dilocation(r, diloc, &loc) && !in_system_header(r, &loc);
}

/* "in 'cudaGridDependencySynchronize()' (/usr/local/cuda/include/
 * cuda_device_runtime_api.h:466): griddepcontrol.wait", placed at `at`,
 * the anchor's place in the header. */
static const char *header_note(struct resolver *r, struct nvc_anchor a, const struct nvc_loc *at)
{
    LLVMMetadataRef diloc = LLVMInstructionGetDebugLoc(a.value);
    LLVMMetadataRef sp = enclosing_subprogram(r, LLVMDILocationGetScope(diloc));
    const char *fn = sp ? subprogram_name(r, sp)
                        : nvc_demangle_value_name(r->arena, nvc_anchor_enclosing_function(a));
    size_t len = 0;
    const char *tmpl = a.kind == NVC_ANCHOR_ASM_TEXT ? asm_template(a.value, &len) : NULL;
    const char *stmt = tmpl ? nvc_asm_statement_text(r->arena, tmpl, len, a.index) : NULL;
    return nvc_arena_printf(r->arena, "in '%s' (%s:%u)%s%s", fn, at->path, at->line,
                            stmt ? ": " : "", stmt ? stmt : "");
}

static void resolve_at_site(struct resolver *r, const struct nvc_diag *d, const struct nvc_loc *at,
                            const struct nvc_call_site *site)
{
    struct nvc_finding *f = nvc_finding_add(r->out, d->rule, d->severity,
                                            nvc_arena_strdup(r->arena, d->msg));
    name_function(r, site->fn, f);
    loc_from_dilocation(r, site->loc, &f->loc);
    note_inlined_chain(r, f, site->loc, site->outer, site->nouter);
    prepend_note(r, f, header_note(r, d->anchor, at), at);
    for (const struct nvc_note *n = d->notes; n; n = n->next)
        if (n->anchor.kind == NVC_ANCHOR_INST && n->anchor.value == d->anchor.value)
            /* about the header's statement as a whole ("sm_90 is the first
             * target that has it"): said at the call that brings it in */
            nvc_finding_note_add(r->out, f, nvc_arena_strdup(r->arena, n->msg))->loc = f->loc;
        else
            resolve_note(r, f, n);
}

/* A finding of an inline-PTX rule in a system header: one finding at each
 * user place that reaches it. False when it is not one, or no user code
 * reaches it (it then stays in the header, where the tool hides it). */
static bool resolved_at_user_calls(struct resolver *r, const struct nvc_diag *d)
{
    struct nvc_anchor a = d->anchor;
    struct nvc_loc at;
    if (!nvc_rule_reported_at_user_call(d->rule) || !r->opts.is_system_path ||
        (a.kind != NVC_ANCHOR_INST && a.kind != NVC_ANCHOR_ASM_TEXT) ||
        !loc_of_inst_anchor(r, a, &at) || !in_system_header(r, &at))
        return false;
    struct nvc_call_site *sites = NULL;
    struct nvc_user_call_query q = {is_user_loc, r, r->opts.inline_always_inline, r->arena};
    size_t n = nvc_user_call_sites(a.value, d->inlined_at, d->ninlined, &q, &sites);
    for (size_t i = 0; i < n; i++)
        resolve_at_site(r, d, &at, &sites[i]);
    free(sites);
    return n > 0;
}

static void resolve_diag(struct resolver *r, const struct nvc_diag *d)
{
    if (resolved_at_user_calls(r, d))
        return;
    struct nvc_finding *f = nvc_finding_add(r->out, d->rule, d->severity,
                                            nvc_arena_strdup(r->arena, d->msg));
    name_function(r, finding_function(d), f);
    if (!resolve_diag_loc(r, d, f)) {
        f->loc = (struct nvc_loc){r->input, r->input, 0, 0};
        LLVMValueRef fn = finding_function(d);
        if (fn)
            prepend_note(r, f,
                         nvc_arena_printf(
                             r->arena, "in function '%s'; the IR has no debug location for it%s",
                             nvc_demangle_value_name(r->arena, fn),
                             r->has_debug_info ? "" : " (compile with -g for file:line:col)"),
                         &f->loc);
        else if (d->anchor.kind == NVC_ANCHOR_VARIABLE && LLVMIsAGlobalVariable(d->anchor.value))
            prepend_note(
                r, f,
                nvc_arena_printf(r->arena,
                                 "in global variable '%s'; the IR has no debug location for it%s",
                                 global_display_name(r, d->anchor.value),
                                 r->has_debug_info ? "" : " (compile with -g for file:line:col)"),
                &f->loc);
    }
    for (const struct nvc_note *n = d->notes; n; n = n->next)
        resolve_note(r, f, n);
}

void nvc_srcmap_resolve(const struct nvc_diag_list *list, LLVMModuleRef m, const char *input_name,
                        struct nvc_source_cache *sources, const struct nvc_srcmap_options *opts,
                        struct nvc_finding_list *out)
{
    struct resolver r = {out,
                         &out->arena,
                         m,
                         LLVMGetModuleContext(m),
                         input_name,
                         sources,
                         LLVMGetNamedMetadataNumOperands(m, "llvm.dbg.cu") > 0,
                         opts ? *opts : (struct nvc_srcmap_options){0}};
    for (size_t i = 0; i < list->len; i++)
        resolve_diag(&r, list->items[i]);
}
