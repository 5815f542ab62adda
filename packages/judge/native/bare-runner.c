/*
 * Benchmark baseline: runs a program N times with no sandbox at all (fork, exec, wait, stdin from
 * a memory file, stdout to a memory file) and prints each run's wall time in microseconds.
 *   bare-runner N INPUT -- PROGRAM ARG...
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static long long now_us(void) {
	struct timespec time;
	clock_gettime(CLOCK_MONOTONIC, &time);
	return time.tv_sec * 1000000LL + time.tv_nsec / 1000;
}

int main(int argc, char **argv) {
	if (argc < 5 || strcmp(argv[3], "--")) {
		fputs("usage: bare-runner N INPUT -- PROGRAM ARG...\n", stderr);
		return 2;
	}
	int runs = atoi(argv[1]);
	const char *input = argv[2];
	int input_fd = memfd_create("stdin", 0), output_fd = memfd_create("stdout", 0);
	if (write(input_fd, input, strlen(input)) < 0) return 1;
	for (int run = 0; run < runs; run++) {
		lseek(input_fd, 0, SEEK_SET);
		ftruncate(output_fd, 0);
		lseek(output_fd, 0, SEEK_SET);
		long long start = now_us();
		pid_t child = fork();
		if (child == 0) {
			dup2(input_fd, 0);
			dup2(output_fd, 1);
			execv(argv[4], argv + 4);
			_exit(127);
		}
		int status;
		waitpid(child, &status, 0);
		printf("%lld\n", now_us() - start);
	}
	return 0;
}
