#include <stdio.h>
#include <unistd.h>
int main(void) {
  if (fork() == 0) {
    setsid();
    if (fork() == 0) { for (;;) {} }
    return 0;
  }
  printf("42\n");
  return 0;
}
