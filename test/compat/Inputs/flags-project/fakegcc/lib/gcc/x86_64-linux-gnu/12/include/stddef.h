/* Stands for GCC's own stddef.h: reaching it means the GCC-internal
 * include directory of the compile command was kept. */
#error "GCC's internal include directory was used"
