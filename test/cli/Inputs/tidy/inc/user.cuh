// Included through -I: a project header, its findings are shown.
struct UserBig { char b[33000]; };
__global__ void user_kernel(UserBig b) {}
