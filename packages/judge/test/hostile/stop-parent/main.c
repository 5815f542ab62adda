#include <signal.h>
#include <stdio.h>
#include <unistd.h>
int main(void) {
  kill(getppid(), SIGSTOP);
  printf("still here\n");
  return 0;
}
