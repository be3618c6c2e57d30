/* A project header that is called cuda.h (Rodinia's b+tree has one): the
 * project's own declarations, nothing of the toolkit's. */
#ifndef PROJECT_CUDA_H
#define PROJECT_CUDA_H
void run_parent(void);
#endif
