"""Writes bitcode whose !nvvm.annotations are as written (LLVM 22's reader
would rewrite them): parses a .ll whose named metadata is spelt
!nvvm.annotationz, copies its operands into !nvvm.annotations and writes
bitcode, through the LLVM C API (libLLVM of LLVM 22).

usage: make_raw_bc.py <in.ll> <out.bc>"""
import ctypes
import sys

llvm = ctypes.CDLL("/usr/lib/llvm-22/lib/libLLVM.so")
P = ctypes.c_void_p
llvm.LLVMContextCreate.restype = P
llvm.LLVMCreateMemoryBufferWithContentsOfFile.argtypes = [ctypes.c_char_p, ctypes.POINTER(P), ctypes.POINTER(ctypes.c_char_p)]
llvm.LLVMParseIRInContext.argtypes = [P, P, ctypes.POINTER(P), ctypes.POINTER(ctypes.c_char_p)]
llvm.LLVMGetNamedMetadataNumOperands.argtypes = [P, ctypes.c_char_p]
llvm.LLVMGetNamedMetadataOperands.argtypes = [P, ctypes.c_char_p, ctypes.POINTER(P)]
llvm.LLVMAddNamedMetadataOperand.argtypes = [P, ctypes.c_char_p, P]
llvm.LLVMWriteBitcodeToFile.argtypes = [P, ctypes.c_char_p]

ctx = llvm.LLVMContextCreate()
buf, mod, err = P(), P(), ctypes.c_char_p()
if llvm.LLVMCreateMemoryBufferWithContentsOfFile(sys.argv[1].encode(), ctypes.byref(buf), ctypes.byref(err)):
    sys.exit(err.value.decode())
if llvm.LLVMParseIRInContext(P(ctx), buf, ctypes.byref(mod), ctypes.byref(err)):
    sys.exit(err.value.decode())
n = llvm.LLVMGetNamedMetadataNumOperands(mod, b"nvvm.annotationz")
ops = (P * n)()
llvm.LLVMGetNamedMetadataOperands(mod, b"nvvm.annotationz", ops)
for op in ops:
    llvm.LLVMAddNamedMetadataOperand(mod, b"nvvm.annotations", op)
sys.exit(llvm.LLVMWriteBitcodeToFile(mod, sys.argv[2].encode()))
