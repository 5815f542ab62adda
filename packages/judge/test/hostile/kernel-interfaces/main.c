#define _GNU_SOURCE
#include <errno.h>
#include <linux/perf_event.h>
#include <stdio.h>
#include <string.h>
#include <sys/personality.h>
#include <sys/syscall.h>
#include <unistd.h>

static void show(const char *name, long result) {
  printf("%s %s\n", name, result < 0 ? strerrorname_np(errno) : "ok");
}

int main(void) {
  /* KEYCTL_GET_KEYRING_ID of the session keyring (-3): allowed to any user without a filter. */
  show("keyctl", syscall(SYS_keyctl, 0, -3, 0));
  show("add_key", syscall(SYS_add_key, "user", "codeyard", "x", 1, -2));
  char attributes[128] = { 0 };
  show("bpf", syscall(SYS_bpf, 0, attributes, sizeof attributes));
  /* UFFD_USER_MODE_ONLY (1): the flavour unprivileged users may open. */
  show("userfaultfd", syscall(SYS_userfaultfd, 1));
  struct perf_event_attr event = { .type = PERF_TYPE_SOFTWARE, .size = sizeof event, .config = PERF_COUNT_SW_TASK_CLOCK,
    .exclude_kernel = 1, .exclude_hv = 1 };
  show("perf_event_open", syscall(SYS_perf_event_open, &event, 0, -1, -1, 0));
  show("init_module", syscall(SYS_init_module, attributes, sizeof attributes, ""));
  show("finit_module", syscall(SYS_finit_module, 0, "", 0));
  show("kexec_load", syscall(SYS_kexec_load, 0, 0, NULL, 0));
  char parameters[120] = { 0 };
  show("io_uring_setup", syscall(SYS_io_uring_setup, 1, parameters));
  char log[64];
  /* SYSLOG_ACTION_SIZE_BUFFER (10). */
  show("syslog", syscall(SYS_syslog, 10, log, 0));
  show("personality-query", personality(0xffffffff));
  show("personality-no-randomize", personality(ADDR_NO_RANDOMIZE));
  return 0;
}
