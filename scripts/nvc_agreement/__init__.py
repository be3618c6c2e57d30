"""The differential agreement suite behind scripts/agreement (see its
docstring for the command line): cuda-nvvmcheck against NVIDIA's toolchain.

  common      running commands, the compared Row, Toolchain and Env
  ours        cuda-nvvmcheck's findings on one input
  bitcode     down-grade 4 of recipe R2: attribute kind 105 in the bitcode
  nvvm        NVIDIA's NVVM-20 verifier (R2 through cicc, libNVVM), the
              down-grades, NVIDIA's messages normalised
  param, ir, sm_gate, launch, resources, inline_ptx
              the categories, listed in categories.py (inline_ptx_cases:
              the hand-written sources of inline_ptx)
  exceptions  test/agreement/exceptions.txt and the classification of rows
  seeds       design-note statements checked against NVIDIA's verdicts
  report      the console report and the markdown record (docs/agreement.md)
  oracle      the entry points `nvidia` and `r2`
  cli         the command line
"""
