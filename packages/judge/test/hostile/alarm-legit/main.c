#include <signal.h>
#include <stdio.h>
#include <unistd.h>
static volatile sig_atomic_t rang = 0;
static void ring(int signal_number) { (void)signal_number; rang = 1; }
int main(void) {
  signal(SIGALRM, ring);
  alarm(1);
  while (!rang) pause();
  printf("rang\n");
  return 0;
}
