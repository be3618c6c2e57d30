#error "the host compiler's own <limits.h> was reached: clang's must win"
