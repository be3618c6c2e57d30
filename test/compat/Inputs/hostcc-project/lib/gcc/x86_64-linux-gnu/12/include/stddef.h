#error "the host compiler's own <stddef.h> was reached: clang's must win"
