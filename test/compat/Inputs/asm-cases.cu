// cases for asm-rewrite.test; never compiled
int sep = 1'000'000; char q = '"'; const char *s = "asm(\"%laneid\" : )";
const char *raw = R"x(asm("mov.u32 %0, %laneid;" : "=r"(r)))x";
void f() {
  __asm__ __volatile__("mov.u32 %0, %" "laneid;" : "=r"(r));
  asm("mov.u32 %0, %" "0;" : "=r"(r));
  asm("mov.u32 %[out], %smid; // %=" : [out] "=r"(r));
  asm("cvt.u32.u64 %0, %c1;" : "=r"(r) : "n"(5));
  asm("membar.gl; // %tid" :: "r"(a) : "memory");
  asm(OPCODE " %0, %laneid;" : "=r"(r));
  asm("mov.u32 %0, %laneid;" /* a comment */ "mov.u32 %1, %nsmid;" : "=r"(r), "=r"(s));
  asm goto("@%0 bra %l1; // %2 %3" :: "r"(p), "r"(q) :: done);
  asm("add.u32 %0, %1, %2;" : "=r"(r) : "r"(g(")", 1)));
  asm("mov.b64 {%0,%1}, %2;" : "=r"(lo)"=r"(hi) : "l"(x));
  asm("mov.b64 {%0,%1}, %2; // %3" : "=r"(lo)
      "=r"(hi) : "l"(x));
  asm("ends with %" : "=r"(r));
done:;
}
#define LANE(r) asm volatile("mov.u32 %0, %laneid;" \
                             : "=r"(r))
