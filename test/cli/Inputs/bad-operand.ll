target triple = "nvptx64-nvidia-cuda"

define void @f(i32 %x) {
  %y = add i32 %x, %z
  ret void
}
