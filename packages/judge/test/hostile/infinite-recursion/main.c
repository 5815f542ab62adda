#include <stdio.h>
int down(int n) { volatile char frame[64]; frame[0] = (char)n; return down(n + 1) + frame[0]; }
int main(void) { printf("%d\n", down(0)); return 0; }
