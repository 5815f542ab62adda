#include <unistd.h>
int main(void) { sleep(30); return 0; }
