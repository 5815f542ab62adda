#include <signal.h>
#include <stdio.h>
#include <sys/time.h>
static volatile sig_atomic_t ticks = 0;
static void tick(int signal_number) { (void)signal_number; ticks++; }
int main(void) {
  signal(SIGPROF, tick);
  struct itimerval interval = { { 0, 10000 }, { 0, 10000 } };
  setitimer(ITIMER_PROF, &interval, 0);
  volatile unsigned long work = 0;
  while (ticks < 10) work++;
  printf("ticked\n");
  return 0;
}
