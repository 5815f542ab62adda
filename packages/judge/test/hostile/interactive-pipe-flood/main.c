#include <string.h>
#include <unistd.h>
int main(void) {
	static char junk[1 << 16];
	memset(junk, 'x', sizeof junk);
	for (;;) write(1, junk, sizeof junk);
}
