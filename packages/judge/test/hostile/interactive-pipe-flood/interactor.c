/*
 * Interactor for "Guess the Number", written the way Kattis authors write them.
 * Input file: N SECRET. The submission is told N, then guesses; each guess is answered with
 * "lower", "higher" or "correct". At most 10 guesses; after "correct" nothing more may be written.
 */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static FILE *judge_message, *team_message;

static void verdict(int code, const char *why) {
	fprintf(judge_message, "%s\n", why);
	exit(code);
}

int main(int argc, char **argv) {
	signal(SIGPIPE, SIG_IGN);
	if (argc < 4) return 1;
	FILE *input = fopen(argv[1], "r");
	char path[4096];
	snprintf(path, sizeof path, "%s/judgemessage.txt", argv[3]);
	judge_message = fopen(path, "w");
	snprintf(path, sizeof path, "%s/teammessage.txt", argv[3]);
	team_message = fopen(path, "w");
	long n, secret;
	if (!input || fscanf(input, "%ld %ld", &n, &secret) != 2) return 1;
	printf("%ld\n", n);
	fflush(stdout);
	for (int guesses = 1; guesses <= 10; guesses++) {
		long guess;
		if (scanf("%ld", &guess) != 1) verdict(43, "expected a guess");
		if (guess == secret) {
			printf("correct\n");
			fflush(stdout);
			char extra;
			if (scanf(" %c", &extra) == 1) verdict(43, "output after the correct guess");
			fprintf(team_message, "found in %d guesses\n", guesses);
			verdict(42, "correct");
		}
		printf(guess < secret ? "higher\n" : "lower\n");
		fflush(stdout);
	}
	verdict(43, "more than 10 guesses");
	return 0;
}
