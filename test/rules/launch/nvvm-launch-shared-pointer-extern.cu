// extern __shared__ (dynamic shared memory) passed to a child: the warning
// is right. clang emits no DIGlobalVariable for an extern __shared__
// declaration, so the IR does not say where `dyn` is declared: the note names
// it by its source name and stands at the finding's own place (no snippet),
// unlike other __shared__ variables (nvvm-launch-shared-pointer.cu).
//
// REQUIRES: cuda
// RUN: %nvvmcheck %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error}}:'

__global__ void child(int *p) {}

__global__ void dynamic_shared()
{
    extern __shared__ int dyn[];
    child<<<1, 1>>>(dyn);
// CHECK: nvvm-launch-shared-pointer-extern.cu:[[@LINE-1]]:5: warning: A pointer to shared memory was passed as a launch argument. Dereferencing this within the launch is undefined. [nvvm-launch-shared-pointer]
// CHECK-NEXT: {{^}}   [[#@LINE-2]] |     child<<<1, 1>>>(dyn);
// CHECK-NEXT: {{^}}      |     ^
// CHECK-NEXT: nvvm-launch-shared-pointer-extern.cu:[[@LINE-4]]:5: note: 'dyn' is the __shared__ variable the pointer refers to
// CHECK-NEXT: 1 warning in 1 file
}
