#include <stdio.h>
#include <string.h>

int main(void) {
  FILE *status = fopen("/proc/self/status", "r");
  if (!status) {
    puts("no /proc/self/status");
    return 0;
  }
  char line[256];
  while (fgets(line, sizeof line, status)) {
    if (!strncmp(line, "NoNewPrivs:", 11) || !strncmp(line, "Seccomp:", 8) || !strncmp(line, "Seccomp_filters:", 16)) fputs(line, stdout);
  }
  return 0;
}
