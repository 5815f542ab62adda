#include <fcntl.h>
#include <stdio.h>
int main(void) {
  int count = 0;
  while (open("/dev/null", O_RDONLY) >= 0 && count < 100000) count++;
  printf(count < 1000 ? "limited\n" : "unlimited\n");
  return 0;
}
