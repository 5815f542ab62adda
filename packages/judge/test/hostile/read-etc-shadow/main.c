#include <stdio.h>
int main(void) {
  FILE *file = fopen("/etc/shadow", "r");
  printf(file ? "read\n" : "denied\n");
  return 0;
}
