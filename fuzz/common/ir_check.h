/* ir_check.h: an LLVM IR input checked as the tool checks a .ll or .bc
 * (tool/inputs.c, check_ir), for the ir-text and bitcode targets. */
#ifndef NVC_FUZZ_IR_CHECK_H
#define NVC_FUZZ_IR_CHECK_H

#include <stddef.h>
#include <stdint.h>

/* The annotation guard on the input as written (raw_ir.h), then, unless it
 * found an entry LLVM's reader would crash on, LLVM's reader, LLVM's
 * verifier and the checker's verifier with every rule on, for two targets;
 * the findings are dropped. */
void nvc_fuzz_check_ir(const uint8_t *data, size_t size, const char *name);

#endif
