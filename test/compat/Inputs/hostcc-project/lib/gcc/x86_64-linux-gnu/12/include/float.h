#error "the host compiler's own <float.h> was reached: clang's must win"
