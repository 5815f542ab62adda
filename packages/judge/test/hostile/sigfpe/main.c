#include <stdio.h>
int main(void) {
  /* Both operands volatile: GCC turns 1 / x into a comparison, which never traps. */
  volatile int numerator = 7, zero = 0;
  printf("%d\n", numerator / zero);
  return 0;
}
