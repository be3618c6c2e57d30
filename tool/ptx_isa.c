/* ptx_isa.c: PTX ISA versions, and the ones a clang command line pins (see
 * ptx_isa.h). */
#include "ptx_isa.h"

#include "arena.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Every `.version` ptxas 13.0 accepts (measured: a one-entry PTX file with
 * `.target sm_50` for each X.Y from 1.0 to 10.9, `ptxas -arch=sm_75`; the
 * others fail with "Unsupported .version"). */
static const unsigned ptxas_versions[] = {40, 41, 42, 43, 50, 51, 60, 61, 62, 63, 64,
                                          65, 70, 71, 72, 73, 74, 75, 76, 77, 78, 80,
                                          81, 82, 83, 84, 85, 86, 87, 88, 90};

static bool ptxas_knows(unsigned version)
{
    for (size_t i = 0; i < sizeof ptxas_versions / sizeof *ptxas_versions; i++)
        if (ptxas_versions[i] == version)
            return true;
    return false;
}

static bool is_digit(char c)
{
    return c >= '0' && c <= '9';
}

bool nvc_ptx_isa_parse(const char *text, unsigned *version)
{
    /* exactly <digit>.<digit>: every version ptxas knows is written so */
    if (!text || strlen(text) != 3 || !is_digit(text[0]) || text[1] != '.' || !is_digit(text[2]))
        return false;
    unsigned v = (unsigned)(text[0] - '0') * 10 + (unsigned)(text[2] - '0');
    if (!ptxas_knows(v))
        return false;
    *version = v;
    return true;
}

const char *nvc_ptx_isa_format(unsigned version, char *buf, size_t cap)
{
    snprintf(buf, cap, "%u.%u", version / 10, version % 10);
    return buf;
}

/* ---- what a clang command line pins -------------------------------------- */

/* `-Xclang X` or `-Xclang=X`: X, advancing *i past it; NULL otherwise. */
static const char *xclang_value(const char *const *argv, int argc, int *i)
{
    if (strncmp(argv[*i], "-Xclang=", 8) == 0)
        return argv[*i] + 8;
    if (strcmp(argv[*i], "-Xclang") == 0 && *i + 1 < argc)
        return argv[++*i];
    return NULL;
}

static void add_target_feature(struct nvc_ptx_pins *p, const char *value)
{
    p->target_features = nvc_grow(p->target_features, &p->cap, p->ntarget_features,
                                  sizeof *p->target_features);
    p->target_features[p->ntarget_features++] = value;
}

bool nvc_ptx_pins_take(struct nvc_ptx_pins *p, const char *const *argv, int argc, int *i)
{
    /* clang 22 knows only the joined form: `--cuda-feature +ptx80` is
     * "unknown argument" (measured) */
    if (strncmp(argv[*i], "--cuda-feature=", 15) == 0) {
        p->cuda_feature = argv[*i] + 15;   /* a driver option: the last one wins */
        return true;
    }
    int at = *i;
    const char *first = xclang_value(argv, argc, &at);
    if (!first || strcmp(first, "-target-feature") != 0 || at + 1 >= argc)
        return false;
    at++;
    const char *value = xclang_value(argv, argc, &at);
    if (!value)
        return false;
    add_target_feature(p, value);
    *i = at;
    return true;
}

/* "+ptx80,-ptx88,+sm_90": sets on[80], clears on[88], notes who set it. */
static void apply_features(const char *list, bool on[100], enum nvc_ptx_pin by[100],
                           enum nvc_ptx_pin who)
{
    for (const char *f = list; *f;) {
        size_t len = strcspn(f, ",");
        if (len == 6 && (f[0] == '+' || f[0] == '-') && strncmp(f + 1, "ptx", 3) == 0 &&
            is_digit(f[4]) && is_digit(f[5])) {
            unsigned v = (unsigned)(f[4] - '0') * 10 + (unsigned)(f[5] - '0');
            on[v] = f[0] == '+';
            by[v] = who;
        }
        f += len;
        if (*f == ',')
            f++;
    }
}

unsigned nvc_ptx_pins_version(const struct nvc_ptx_pins *p, enum nvc_ptx_pin *by)
{
    bool on[100] = {false};
    enum nvc_ptx_pin who[100] = {NVC_PTX_PIN_NONE};
    *by = NVC_PTX_PIN_NONE;
    if (p->cuda_feature)   /* replaces the driver's own feature (measured with -###) */
        apply_features(p->cuda_feature, on, who, NVC_PTX_PIN_CUDA_FEATURE);
    else
        on[NVC_PTX_ISA_CLANG] = true;
    for (size_t k = 0; k < p->ntarget_features; k++)   /* after the driver's, in order */
        apply_features(p->target_features[k], on, who, NVC_PTX_PIN_TARGET_FEATURE);
    for (unsigned v = 100; v-- > 0;)
        if (on[v]) {
            *by = who[v];
            return who[v] == NVC_PTX_PIN_NONE ? 0 : v;
        }
    return 0;
}

void nvc_ptx_pins_free(struct nvc_ptx_pins *p)
{
    free(p->target_features);
    memset(p, 0, sizeof *p);
}
