#include <stdio.h>
int main(void) { printf("1 2\r\n3\r\n"); return 0; }
