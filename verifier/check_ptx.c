/* check_ptx.c: the inline-PTX family (nvvm-ptx-*): the instructions and
 * special registers of every `call ... asm` judged against the function's
 * target and the PTX ISA version the build emits, as ptxas would judge them.
 *
 * The facts come from verifier/ptx_gates.def, measured with ptxas (CUDA
 * 13.0) by scripts/gen-ptx-gates: for each instruction form and special
 * register, at every target from sm_75 on (plain, `a` and `f`) and every
 * PTX ISA version, whether ptxas assembles it, and its message when not.
 * The template is read by ptx_reader.c; placeholders ($0) stay opaque.
 *
 * The asm that ends up in the PTX is what the IR holds: code under
 * `#if __CUDA_ARCH__ >= 900` is not in a module compiled for sm_80, so a
 * correct guard keeps a finding away by construction. Functions libNVVM and
 * clang drop (unused internal ones, liveness.c) are not judged.
 *
 * cuda::ptx (libcu++) does not emit asm below an instruction's target: it
 * calls an undefined function `__cuda_ptx_<name>_is_not_supported_before_
 * SM_<targets>__`, and ptxas fails with "Unresolved extern function" on a
 * line of generated PTX. nvvm-ptx-cuda-ptx-target reports that call. */
#include "verifier_internal.h"

#include "ptx_gates.h"
#include "ptx_reader.h"

#include <llvm-c/Core.h>
#include <stdio.h>
#include <string.h>

struct asm_site {
    struct nvc_ctx *ctx;
    LLVMValueRef call;
    struct nvc_arch target;
    unsigned ptx_isa;         /* 0: not judged */
    const char *ptx_origin;
};

static void version_text(unsigned v, char *buf, size_t cap)
{
    snprintf(buf, cap, "%u.%u", v / 10, v % 10);
}

/* ptxas' message line `line` (0-based) of `text`, {target} replaced by the
 * target's name, into buf; NULL when there is no such line. */
static const char *message_line(const char *text, unsigned line, struct nvc_arch target, char *buf,
                                size_t cap)
{
    if (!text)
        return NULL;
    for (unsigned i = 0; i < line; i++) {
        text = strchr(text, '\n');
        if (!text)
            return NULL;
        text++;
    }
    size_t len = strcspn(text, "\n");
    char name[16];
    nvc_arch_name(target, name, sizeof name);
    size_t out = 0;
    for (size_t i = 0; i < len && out + 1 < cap;) {
        if (strncmp(text + i, "{target}", 8) == 0 && i + 8 <= len) {
            out += (size_t)snprintf(buf + out, cap - out, "%s", name);
            if (out >= cap)
                out = cap - 1;
            i += 8;
        } else {
            buf[out++] = text[i++];
        }
    }
    buf[out] = 0;
    return buf;
}

enum reach { REACH_NONE, REACH_NEWER, REACH_SPECIFIC, REACH_ELSEWHERE };

/* Where a refused row is allowed, relative to `target`; the first target
 * (table order: oldest first) that allows it into *first. */
static enum reach where_allowed(const struct nvc_ptx_gate *g, struct nvc_arch target,
                                struct nvc_arch *first)
{
    size_t n;
    const struct nvc_arch *all = nvc_ptx_gate_targets(&n);
    bool newer = false, same_sm = false, older = false;
    *first = (struct nvc_arch){0, 0};
    for (size_t i = 0; i < n; i++) {
        if (!nvc_ptx_gate_verdict(g, all[i]).allowed)
            continue;
        if (all[i].sm == target.sm && all[i].variant != target.variant) {
            if (!same_sm)
                *first = all[i];
            same_sm = true;
        } else if (all[i].sm > target.sm) {
            if (!newer && !same_sm)
                *first = all[i];
            newer = true;
        } else {
            older = true;
        }
    }
    if (same_sm)
        return REACH_SPECIFIC;
    if (newer && !older)
        return REACH_NEWER;
    if (newer || older)
        return REACH_ELSEWHERE;
    return REACH_NONE;
}

/* Every target that allows the row, "sm_90a, sm_100a", into buf. */
static const char *allowed_list(const struct nvc_ptx_gate *g, char *buf, size_t cap)
{
    size_t n, out = 0;
    const struct nvc_arch *all = nvc_ptx_gate_targets(&n);
    buf[0] = 0;
    for (size_t i = 0; i < n && out + 20 < cap; i++) {
        if (!nvc_ptx_gate_verdict(g, all[i]).allowed)
            continue;
        char name[16];
        nvc_arch_name(all[i], name, sizeof name);
        out += (size_t)snprintf(buf + out, cap - out, "%s%s", out ? ", " : "", name);
    }
    return buf;
}

/* How to select code for a target, measured with -E on both compilers:
 * for sm_<N>a, nvcc 13 defines __CUDA_ARCH_FEAT_SM<N>_ALL, and
 * __CUDA_ARCH_SPECIFIC__ and __CUDA_ARCH_FAMILY_SPECIFIC__ as N * 10; for
 * sm_<N>f only __CUDA_ARCH_FAMILY_SPECIFIC__; clang 22 defines
 * __CUDA_ARCH_FEAT_SM<N>_ALL only (the frontend adds nvcc's two). */
static const char *guard_text(struct nvc_arch need, char *buf, size_t cap)
{
    if (need.variant == 'a')
        snprintf(buf, cap,
                 "select the code with #ifdef __CUDA_ARCH_FEAT_SM%u_ALL (or #if "
                 "__CUDA_ARCH_SPECIFIC__ == %u) and build for sm_%ua "
                 "(nvcc: -gencode arch=compute_%ua,code=sm_%ua)",
                 need.sm, need.sm * 10, need.sm, need.sm, need.sm);
    else if (need.variant == 'f')
        snprintf(buf, cap,
                 "select the code with #if __CUDA_ARCH_FAMILY_SPECIFIC__ == %u and build for "
                 "sm_%uf or sm_%ua",
                 need.sm * 10, need.sm, need.sm);
    else
        snprintf(buf, cap, "guard the code with #if __CUDA_ARCH__ >= %u", need.sm * 10);
    return buf;
}

static bool removed_everywhere(const struct nvc_ptx_gate *g, const char *text)
{
    size_t n;
    const struct nvc_arch *all = nvc_ptx_gate_targets(&n);
    for (size_t i = 0; i < n; i++)
        if (nvc_ptx_gate_verdict(g, all[i]).allowed)
            return false;
    /* ptxas: "Instruction 'shfl' without '.sync' is not supported on
     * .target sm_70 and higher from PTX ISA version 6.4". */
    return text && strstr(text, " and higher");
}

static enum nvc_rule refusal_rule(const struct nvc_ptx_gate *g, enum reach reach, const char *text)
{
    if (g->kind == PTX_GATE_SREG)
        return NVC_RULE_PTX_SREG;
    if (removed_everywhere(g, text))
        return NVC_RULE_PTX_REMOVED;
    switch (reach) {
    case REACH_SPECIFIC:
        return NVC_RULE_PTX_ARCH_SPECIFIC;
    case REACH_NEWER:
        return NVC_RULE_PTX_SM_GATE;
    default:
        return NVC_RULE_PTX_UNSUPPORTED;
    }
}

/* ptxas' further lines for the same statement, as notes. */
static void note_more_lines(struct asm_site *s, struct nvc_diag *d, const char *text)
{
    char line[512];
    for (unsigned i = 1; message_line(text, i, s->target, line, sizeof line); i++)
        nvc_diag_note(s->ctx->diags, d, nvc_anchor_inst(s->call), "ptxas also says: %s", line);
}

static void note_where_allowed(struct asm_site *s, struct nvc_diag *d,
                               const struct nvc_ptx_gate *g, enum reach reach,
                               struct nvc_arch first)
{
    char list[512], name[16], guard[256];
    if (reach == REACH_NONE)
        return;
    if (g->kind == PTX_GATE_FAMILY)
        nvc_diag_note(s->ctx->diags, d, nvc_anchor_inst(s->call),
                      "this form was not measured; every measured form of '%s' is refused "
                      "here, and ptxas assembles some of them for %s",
                      g->key, allowed_list(g, list, sizeof list));
    else
        nvc_diag_note(s->ctx->diags, d, nvc_anchor_inst(s->call), "ptxas assembles it for %s",
                      allowed_list(g, list, sizeof list));
    if (reach == REACH_SPECIFIC || reach == REACH_NEWER)
        nvc_diag_note(
            s->ctx->diags, d, nvc_anchor_inst(s->call), "%s is the first target that has it: %s",
            nvc_arch_name(first, name, sizeof name), guard_text(first, guard, sizeof guard));
}

static void report_refusal(struct asm_site *s, const struct nvc_ptx_gate *g,
                           const struct nvc_ptx_verdict *v, const char *tmpl,
                           struct nvc_ptx_span token)
{
    struct nvc_arch first;
    enum reach reach = where_allowed(g, s->target, &first);
    enum nvc_rule rule = refusal_rule(g, reach, v->message);
    char text[512], name[16];
    if (!message_line(v->message, 0, s->target, text, sizeof text))
        snprintf(text, sizeof text, "'%.*s' not supported on .target '%s'", (int)token.len,
                 tmpl + token.off, nvc_arch_name(s->target, name, sizeof name));
    struct nvc_diag *d = nvc_diag_add(
        s->ctx->diags, rule, nvc_anchor_asm_text(s->call, (unsigned)token.off), "%s", text);
    note_more_lines(s, d, v->message);
    if (rule != NVC_RULE_PTX_REMOVED)
        note_where_allowed(s, d, g, reach, first);
}

static void report_version(struct asm_site *s, const struct nvc_ptx_gate *g,
                           const struct nvc_ptx_verdict *v, const char *tmpl,
                           struct nvc_ptx_span token)
{
    char text[512], have[16], need[16], name[16];
    version_text(s->ptx_isa, have, sizeof have);
    version_text(v->min_ptx, need, sizeof need);
    if (!message_line(v->message, 0, s->target, text, sizeof text))
        snprintf(text, sizeof text, "'%.*s' requires PTX ISA .version %s or later", (int)token.len,
                 tmpl + token.off, need);
    struct nvc_diag *d = nvc_diag_add(s->ctx->diags, NVC_RULE_PTX_ISA_VERSION,
                                      nvc_anchor_asm_text(s->call, (unsigned)token.off), "%s",
                                      text);
    note_more_lines(s, d, v->message);
    nvc_diag_note(s->ctx->diags, d, nvc_anchor_inst(s->call),
                  "the build writes PTX ISA %s (%s); %.*s on %s needs %s", have, s->ptx_origin,
                  (int)token.len, tmpl + token.off, nvc_arch_name(s->target, name, sizeof name),
                  need);
}

static void judge(struct asm_site *s, const struct nvc_ptx_gate *g, const char *tmpl,
                  struct nvc_ptx_span token)
{
    struct nvc_ptx_verdict v = nvc_ptx_gate_verdict(g, s->target);
    if (!v.probed)
        return;
    if (!v.allowed)
        report_refusal(s, g, &v, tmpl, token);
    else if (s->ptx_isa && s->ptx_isa < v.min_ptx && v.message)
        /* Without a message, only the target itself wanted a newer
         * .version ("PTX .version 8.5 does not support .target sm_100a"):
         * not this statement's requirement. */
        report_version(s, g, &v, tmpl, token);
}

static bool visit_statement(void *ud, const char *tmpl, const struct nvc_ptx_stmt *st)
{
    struct asm_site *s = ud;
    if (st->directive)
        return true;
    const struct nvc_ptx_gate *g = nvc_ptx_gate_find_insn(tmpl + st->opcode.off, st->opcode.len);
    if (g)
        judge(s, g, tmpl, st->opcode);
    for (unsigned i = 0; i < st->nsregs; i++) {
        const struct nvc_ptx_gate *r = nvc_ptx_gate_find_sreg(tmpl + st->sregs[i].off,
                                                              st->sregs[i].len);
        if (r)
            judge(s, r, tmpl, st->sregs[i]);
    }
    return true;
}

static bool any_rule_on(const struct nvc_ctx *ctx)
{
    static const enum nvc_rule rules[] = {
        NVC_RULE_PTX_ARCH_SPECIFIC, NVC_RULE_PTX_ISA_VERSION, NVC_RULE_PTX_REMOVED,
        NVC_RULE_PTX_SM_GATE,       NVC_RULE_PTX_SREG,        NVC_RULE_PTX_UNSUPPORTED,
    };
    for (size_t i = 0; i < sizeof rules / sizeof *rules; i++)
        if (nvc_rule_on(ctx, rules[i]))
            return true;
    return false;
}

void nvc_check_inline_ptx(struct nvc_ctx *ctx, LLVMValueRef call)
{
    LLVMValueRef callee = LLVMGetCalledValue(call);
    if (!callee || !LLVMIsAInlineAsm(callee) || !any_rule_on(ctx))
        return;
    LLVMValueRef fn = LLVMGetBasicBlockParent(LLVMGetInstructionParent(call));
    struct asm_site s = {.ctx = ctx, .call = call, .target = nvc_function_arch(ctx, fn)};
    if (!s.target.sm)
        return;
    if (ctx->opts->ptx_isa) {
        s.ptx_isa = ctx->opts->ptx_isa;
        s.ptx_origin = ctx->opts->ptx_isa_origin ? ctx->opts->ptx_isa_origin : "assumed";
    } else {
        s.ptx_isa = nvc_target_ptx(fn);
        s.ptx_origin = "the module's target feature";
    }
    size_t len;
    const char *tmpl = LLVMGetInlineAsmAsmString(callee, &len);
    if (tmpl && len)
        nvc_ptx_read(tmpl, len, visit_statement, &s);
}

/* ---- cuda::ptx below its target ------------------------------------------ */

#define CUDA_PTX_PREFIX "__cuda_ptx_"
#define CUDA_PTX_MARK "_is_not_supported_before_"

/* "__cuda_ptx_cp_async_bulk_is_not_supported_before_SM_90__": the function
 * part ("cp_async_bulk") and the targets ("SM_90", "SM_100a_SM_101a"). */
static bool parse_cuda_ptx_marker(const char *name, size_t len, struct nvc_ptx_span *fn,
                                  struct nvc_ptx_span *targets)
{
    size_t plen = strlen(CUDA_PTX_PREFIX);
    if (len < plen + 4 || strncmp(name, CUDA_PTX_PREFIX, plen) != 0 ||
        strcmp(name + len - 2, "__") != 0)
        return false;
    const char *mark = strstr(name, CUDA_PTX_MARK);
    if (!mark)
        return false;
    *fn = (struct nvc_ptx_span){plen, (size_t)(mark - name) - plen};
    size_t t = (size_t)(mark - name) + strlen(CUDA_PTX_MARK);
    *targets = (struct nvc_ptx_span){t, len - 2 - t};
    return targets->len > 3;
}

/* "SM_90a_SM_100a" -> "sm_90a, sm_100a". */
static const char *targets_text(const char *s, size_t len, char *buf, size_t cap)
{
    size_t out = 0;
    for (size_t i = 0; i < len && out + 2 < cap; i++) {
        if (i + 3 <= len && strncmp(s + i, "SM_", 3) == 0) {
            if (i) {
                out--; /* the '_' before it */
                buf[out++] = ',';
                buf[out++] = ' ';
            }
            buf[out++] = 's';
            buf[out++] = 'm';
            buf[out++] = '_';
            i += 2;
            continue;
        }
        buf[out++] = s[i];
    }
    buf[out] = 0;
    return buf;
}

void nvc_check_cuda_ptx_call(struct nvc_ctx *ctx, LLVMValueRef call)
{
    LLVMValueRef callee = nvc_called_function(call);
    if (!callee || !LLVMIsDeclaration(callee) || !nvc_rule_on(ctx, NVC_RULE_PTX_CUDA_PTX_TARGET))
        return;
    size_t len;
    const char *name = LLVMGetValueName2(callee, &len);
    struct nvc_ptx_span fn, targets;
    if (!parse_cuda_ptx_marker(name, len, &fn, &targets))
        return;
    LLVMValueRef caller = LLVMGetBasicBlockParent(LLVMGetInstructionParent(call));
    char have[16], need[128];
    struct nvc_arch target = nvc_function_arch(ctx, caller);
    /* ptxas' text, verbatim (docs/rules/nvvm-ptx-cuda-ptx-target.md). */
    struct nvc_diag *d = nvc_diag_add(ctx->diags, NVC_RULE_PTX_CUDA_PTX_TARGET,
                                      nvc_anchor_inst(call), "Unresolved extern function '%.*s'",
                                      (int)len, name);
    nvc_diag_note(ctx->diags, d, nvc_anchor_inst(call),
                  "cuda::ptx::%.*s needs %s; the target is %s: libcu++ calls this undefined "
                  "function instead of emitting the instruction",
                  (int)fn.len, name + fn.off,
                  targets_text(name + targets.off, targets.len, need, sizeof need),
                  target.sm ? nvc_arch_name(target, have, sizeof have) : "not known");
}
