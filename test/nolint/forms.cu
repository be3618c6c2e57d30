// Every NOLINT form on the line a finding maps to, with clang-tidy's syntax
// and glob semantics (`*`, a leading `-` excludes, the last match wins;
// `NOLINT()` names no rule; a list not closed on its line counts as none).
// Suppressed findings are not shown, are counted in the summary and never
// decide the exit status.
// REQUIRES: cuda
// RUN: not %nvvmcheck %s > %t.out 2>&1
// RUN: FileCheck %s --implicit-check-not='{{warning|error|note}}:' < %t.out

struct Big { char bytes[40000]; };
__global__ void child(int *p) {}

__global__ void plain(Big b) {} // NOLINT
__global__ void named(Big b) {} // NOLINT(nvvm-param-space-overflow)
__global__ void globbed(Big b) {} // NOLINT(nvvm-param-*)
__global__ void spaced(Big b) {} /* NOLINT( nvvm-launch-* , nvvm-param-space-overflow ) */
__global__ void unclosed(Big b) {} // NOLINT(nvvm-launch-*
__global__ void star(Big b) {} // NOLINT(*)

__global__ void other_rule(Big b) {} // NOLINT(nvvm-launch-*)
// CHECK: forms.cu:[[@LINE-1]]:17: error: Formal parameter space overflowed (40000 bytes required, max 32764 bytes allowed) in function other_rule(Big) [nvvm-param-space-overflow]
// CHECK: note: parameter 'b'
__global__ void excluded(Big b) {} // NOLINT(nvvm-*,-nvvm-param-*)
// CHECK: forms.cu:[[@LINE-1]]:17: error: {{.*}} in function excluded(Big)
// CHECK: note: parameter 'b'
__global__ void empty_list(Big b) {} // NOLINT()
// CHECK: forms.cu:[[@LINE-1]]:17: error: {{.*}} in function empty_list(Big)
// CHECK: note: parameter 'b'
__global__ void clang_tidy_rule(Big b) {} // NOLINT(bugprone-*, readability-*)
// CHECK: forms.cu:[[@LINE-1]]:17: error: {{.*}} in function clang_tidy_rule(Big)
// CHECK: note: parameter 'b'
__global__ void lowercase(Big b) {} // nolint
// CHECK: forms.cu:[[@LINE-1]]:17: error: {{.*}} in function lowercase(Big)
// CHECK: note: parameter 'b'

// NOLINTNEXTLINE
__global__ void next_line(Big b) {}
// NOLINTNEXTLINE(nvvm-param-space-overflow)
__global__ void next_line_named(Big b) {}
// NOLINTNEXTLINE(nvvm-launch-*)
__global__ void next_line_other(Big b) {}
// CHECK: forms.cu:[[@LINE-1]]:17: error: {{.*}} in function next_line_other(Big)
// CHECK: note: parameter 'b'
// NOLINTNEXTLINE

__global__ void two_lines_below(Big b) {}
// CHECK: forms.cu:[[@LINE-1]]:17: error: {{.*}} in function two_lines_below(Big)
// CHECK: note: parameter 'b'
__global__ void next_line_on_own_line(Big b) {} // NOLINTNEXTLINE
// CHECK: forms.cu:[[@LINE-1]]:17: error: {{.*}} in function next_line_on_own_line(Big)
// CHECK: note: parameter 'b'

// NOLINTBEGIN(nvvm-param-*)
__global__ void in_block(Big b) {}
__global__ void in_block_too(Big b) {}
// NOLINTEND(nvvm-param-*)
__global__ void after_block(Big b) {}
// CHECK: forms.cu:[[@LINE-1]]:17: error: {{.*}} in function after_block(Big)
// CHECK: note: parameter 'b'

// Nested blocks close innermost first.
// NOLINTBEGIN
// NOLINTBEGIN(nvvm-launch-*)
__global__ void nested(Big b) {}
// NOLINTEND(nvvm-launch-*)
__global__ void nested_outer(Big b) {}
// NOLINTEND
// NOLINTBEGIN(nvvm-launch-*)
__global__ void block_other_rule(Big b) {}
// NOLINTEND(nvvm-launch-*)
// CHECK: forms.cu:[[@LINE-2]]:17: error: {{.*}} in function block_other_rule(Big)
// CHECK: note: parameter 'b'

// A warning: suppressed by its own rule id, kept under another.
__global__ void launches()
{
    int local = 0;
    child<<<1, 1>>>(&local); // NOLINT(nvvm-launch-local-pointer)
    int other = 0;
    child<<<1, 1>>>(&other); // NOLINT(nvvm-launch-shared-pointer)
// CHECK: forms.cu:[[@LINE-1]]:5: warning: A pointer to local memory was passed as a launch argument. {{.*}}[nvvm-launch-local-pointer]
// CHECK: note: 'other' is the local variable
}

// CHECK: {{^}}10 errors, 1 warning, 13 suppressed in 1 file{{$}}
