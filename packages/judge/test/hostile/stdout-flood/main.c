#include <stdio.h>
int main(void) { for (;;) fputs("flood flood flood flood flood flood flood flood\n", stdout); }
