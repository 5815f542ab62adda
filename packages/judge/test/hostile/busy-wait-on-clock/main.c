#include <time.h>
int main(void) {
  struct timespec start, now;
  clock_gettime(CLOCK_MONOTONIC, &start);
  do clock_gettime(CLOCK_MONOTONIC, &now);
  while (now.tv_sec - start.tv_sec < 30);
  return 0;
}
