#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

static void show(const char *name, long result) {
  printf("%s %s\n", name, result < 0 ? strerrorname_np(errno) : "ok");
}

int main(void) {
  show("unshare-user", unshare(CLONE_NEWUSER));
  show("unshare-mount", unshare(CLONE_NEWNS));
  long child = syscall(SYS_clone, CLONE_NEWUSER | SIGCHLD, NULL, NULL, NULL, NULL);
  if (child == 0) _exit(0);
  if (child > 0) waitpid((pid_t)child, NULL, 0);
  show("clone-user", child);
  /* struct clone_args: flags first, then exit_signal at offset 32; 64 bytes in all. */
  unsigned long long clone_args[8] = { CLONE_NEWUSER, 0, 0, 0, SIGCHLD, 0, 0, 0 };
  long child3 = syscall(SYS_clone3, clone_args, sizeof clone_args);
  if (child3 == 0) _exit(0);
  if (child3 > 0) waitpid((pid_t)child3, NULL, 0);
  show("clone3", child3);
  int namespace_fd = open("/proc/self/ns/user", O_RDONLY);
  show("setns", setns(namespace_fd, CLONE_NEWUSER));
  show("mount", mount("tmpfs", "/tmp", "tmpfs", 0, NULL));
  show("chroot", chroot("/tmp"));
  return 0;
}
