#error "the host compiler's own <stdatomic.h> was reached: clang's must win"
