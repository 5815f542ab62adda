#define _GNU_SOURCE
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/ptrace.h>
#include <sys/uio.h>
#include <sys/wait.h>
#include <unistd.h>

static void show(const char *name, long result) {
  printf("%s %s\n", name, result < 0 ? strerrorname_np(errno) : "ok");
  fflush(stdout);
}

static char secret[16] = "child's secret";

int main(void) {
  pid_t child = fork();
  if (child == 0) {
    pause();
    _exit(0);
  }
  show("traceme", ptrace(PTRACE_TRACEME, 0, NULL, NULL));
  show("attach", ptrace(PTRACE_ATTACH, child, NULL, NULL));
  char copy[16];
  struct iovec local = { copy, sizeof copy }, remote = { secret, sizeof secret };
  show("process_vm_readv", process_vm_readv(child, &local, 1, &remote, 1, 0));
  kill(child, SIGKILL);
  waitpid(child, NULL, 0);
  return 0;
}
