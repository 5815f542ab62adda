#include <stdio.h>
#include <string.h>
int main(void) {
  static char block[1 << 20];
  memset(block, 'x', sizeof block);
  for (int index = 0;; index++) {
    char name[64];
    snprintf(name, sizeof name, "/tmp/fill-%d", index);
    FILE *file = fopen(name, "w");
    if (!file) break;
    size_t written = fwrite(block, 1, sizeof block, file);
    int closed = fclose(file);
    if (written != sizeof block || closed != 0) break;
  }
  printf("disk full\n");
  return 0;
}
