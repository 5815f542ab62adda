#include <stdio.h>
#include <unistd.h>
int main(void) {
  for (int index = 0; index < 5; index++)
    if (fork() == 0) { for (;;) sleep(1); }
  printf("done\n");
  return 0;
}
