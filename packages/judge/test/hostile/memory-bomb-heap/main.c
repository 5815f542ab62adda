#include <stdlib.h>
#include <string.h>
int main(void) {
  for (;;) {
    char *block = malloc(16 << 20);
    if (!block) return 1;
    memset(block, 1, 16 << 20);
  }
}
