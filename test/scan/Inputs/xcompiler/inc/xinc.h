#define XINC 40000
