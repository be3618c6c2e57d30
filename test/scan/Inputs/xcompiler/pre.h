#define FROM_PRE 1
