#error "the host compiler's own <stdint.h> was reached: clang's must win"
