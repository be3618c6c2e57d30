/* raw_ir.h: an LLVM IR input as written, for the !nvvm.annotations guard
 * (docs/reliability.md, "Annotation guard").
 *
 * LLVM's readers rewrite the known !nvvm.annotations entries into attributes
 * while they load a module (UpgradeNVVMAnnotations), and crash on some
 * malformed ones. A second copy is loaded without that rewrite: text with
 * the named metadata renamed (same length, so positions stay), bitcode
 * lazily (its module-level metadata is then read as written). Its
 * annotations are checked (nvc_verify_raw_annotations) before the input is
 * loaded normally. LLVM only, no clang: the fuzz targets (fuzz/) run it as
 * the tool does. */
#ifndef NVC_RAW_IR_H
#define NVC_RAW_IR_H

#include "llvm_util.h"   /* nvc_ir_is_bitcode */

#include <llvm-c/Types.h>
#include <stdbool.h>
#include <stddef.h>

/* The module as written; m is NULL when the input has no annotations to
 * check (or the copy could not be loaded: the normal load reports why). */
struct nvc_raw_ir {
    LLVMContextRef ctx;
    LLVMModuleRef m;
    const char *md_name;   /* the annotations' named metadata in m */
};

/* Loads the copy of the input data[0..len) (named `name` in LLVM's
 * messages): the same bytes the normal load parses, read once. The bytes
 * must outlive `raw` (a bitcode module is read lazily from them). Errors
 * are not reported: the normal load does. */
void nvc_raw_ir_load(struct nvc_raw_ir *raw, const char *data, size_t len, const char *name);
void nvc_raw_ir_free(struct nvc_raw_ir *raw);

#endif
