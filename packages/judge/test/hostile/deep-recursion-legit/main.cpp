#include <cstdio>
long depth(long n) { return n == 0 ? 0 : 1 + depth(n - 1); }
int main() {
  volatile long n = 1000000;
  std::printf("%ld\n", depth(n));
}
