/*
 * Codeyard judge supervisor.
 *
 * One binary, two modes (and `fifo DIRECTORY`, which makes the named pipes of an interactive run):
 *
 *   supervisor launch [--join FILE]... [--open FD:FILE]... [--oom-score-adj N]
 *                     [--uid UID --gid GID] -- COMMAND ARG...
 *     Runs on the host, started by the judge. Joins the sandbox's cgroups (by writing "0" to each
 *     cgroup.procs FILE), opens read-only files at fixed descriptor numbers (the out-of-memory
 *     counter), drops to the unprivileged sandbox user and executes COMMAND (bubblewrap) with an
 *     empty environment. Joining before bubblewrap starts means no sandboxed process ever runs
 *     outside the limits.
 *
 *   supervisor serve [--oom-fd FD] [--cwd DIR] [--env K=V]... [--tmp-size BYTES]
 *                    [--stderr-cap BYTES] -- PROGRAM ARG...
 *     Runs inside bubblewrap as its pid 1, once per submission. Reads run requests on stdin and
 *     answers on stdout, so one sandbox start-up is shared by every test of a submission.
 *     Tests run under a "test init" cloned once into new user, pid and mount namespaces: the
 *     program cannot see or signal the supervisor, each test gets a fresh /tmp and /dev/shm, and
 *     every process a test leaves behind is killed before the next one starts. Per test the only
 *     new process is the program itself.
 *
 * Request (one line, then raw bytes):
 *   run CPU_MS WALL_MS ADDRESS_SPACE_KB FILE_SIZE_BYTES STACK_KB PROCESSES OPEN_FILES FILE_COUNT STDIN_BYTES CONNECT COLLECT\n
 *   then FILE_COUNT times: "file NAME_BYTES DATA_BYTES\n" NAME DATA   (written into the test's /tmp)
 *   then STDIN_BYTES of standard input.
 *   CONNECT 0: stdin and stdout are the request's and the answer's. CONNECT 1 (a submission) or 2 (an
 *   interactor): stdin and stdout are the named pipes /pipes/to-program and /pipes/from-program, which
 *   the judge mounts into two sandboxes so that the two programs talk to each other directly. The
 *   test init opens them (programs see an empty /pipes) and holds back each end until it has taken
 *   its program's end time, so that the order of the two ends is never a race (see `connection`).
 *   CONNECT 3: a submission whose dialogue is recorded: the test init relays between the named pipes
 *   and the program's own pipes, and the answer's STDOUT is the transcript ("<" lines the program
 *   read, ">" lines it wrote, as a Kattis .interaction file), capped at FILE_SIZE_BYTES.
 *   COLLECT 1: the regular files the run left in /tmp/feedback/ come back with the answer.
 * Answer (one line, then raw bytes):
 *   result KIND EXIT_CODE SIGNAL CPU_US WALL_US MAX_RSS_KB OOM_KILLS STDOUT_BYTES STDERR_BYTES STDERR_TOTAL_BYTES
 *          END_US COLLECTED_BYTES\n
 *   STDOUT STDERR COLLECTED
 *   KIND is one of: exited signaled cpu-limit wall-limit exec-failed internal. END_US is the monotonic
 *   clock when the program ended, comparable between sandboxes (which of two connected programs
 *   ended first decides an interactive verdict). COLLECTED is, per file, "NAME_BYTES DATA_BYTES\n"
 *   NAME DATA.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <sched.h>
#include <signal.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <poll.h>
#include <sys/inotify.h>
#include <sys/mman.h>
#include <sys/mount.h>
#include <sys/statfs.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include <grp.h>
#include <stddef.h>
#include <dirent.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>

#define MAX_ENV 64
#define MAX_FILES 16
/* Files collected from /tmp/feedback/ after a run, and the bytes kept of each. */
#define MAX_COLLECTED_FILES 16
#define MAX_COLLECTED_BYTES (16LL << 20)
/* Where the judge mounts the named pipes of an interactive run, and their names there. */
#define PIPES_DIRECTORY "/pipes"
#define PIPE_TO_PROGRAM "to-program"
#define PIPE_FROM_PROGRAM "from-program"
enum connect_mode { CONNECT_NONE, CONNECT_PROGRAM, CONNECT_INTERACTOR, CONNECT_PROGRAM_RECORDED };
/* How often the test init checks CPU time while the program runs, in milliseconds. */
#define POLL_MS 5
/* Extra wall time the supervisor grants the test init before killing it, in milliseconds. */
#define BACKSTOP_MS 1000

enum kind { KIND_EXITED, KIND_SIGNALED, KIND_CPU_LIMIT, KIND_WALL_LIMIT, KIND_EXEC_FAILED, KIND_INTERNAL };
static const char *kind_names[] = { "exited", "signaled", "cpu-limit", "wall-limit", "exec-failed", "internal" };

/* Written by the test init, read by the supervisor: a page shared across fork but not exec. */
struct report {
	int done;
	int kind;
	int status;
	int exec_errno;
	long long cpu_us;
	long long wall_us;
	long long max_rss_kb;
	long long end_us;
	char error[256];
};

struct request {
	long long cpu_ms, wall_ms, address_space_kb, file_size_bytes, stack_kb, processes, open_files;
	int connect, collect;
	int file_count;
	char *file_names[MAX_FILES];
	char *file_data[MAX_FILES];
	long long file_name_sizes[MAX_FILES];
	long long file_sizes[MAX_FILES];
};

static struct {
	int oom_fd;
	const char *cwd;
	char *env[MAX_ENV + 1];
	int env_count;
	long long tmp_size;
	long long stderr_cap;
	char **argv;
	uid_t uid;
	gid_t gid;
} options = { .oom_fd = -1, .cwd = "/tmp", .tmp_size = 64LL << 20, .stderr_cap = 64 << 10 };

static struct report *report;
static int stdin_fd, stdout_fd, stderr_fd, collected_fd;

static void die(const char *format, ...) {
	va_list arguments;
	va_start(arguments, format);
	fputs("supervisor: ", stderr);
	vfprintf(stderr, format, arguments);
	if (errno) fprintf(stderr, ": %s", strerror(errno));
	fputc('\n', stderr);
	va_end(arguments);
	_exit(125);
}

static long long now_us(void) {
	struct timespec time;
	clock_gettime(CLOCK_MONOTONIC, &time);
	return time.tv_sec * 1000000LL + time.tv_nsec / 1000;
}

static int write_all(int fd, const void *data, size_t size) {
	const char *cursor = data;
	while (size > 0) {
		ssize_t written = write(fd, cursor, size);
		if (written < 0) {
			if (errno == EINTR) continue;
			return -1;
		}
		cursor += written;
		size -= (size_t)written;
	}
	return 0;
}

static int write_file(const char *path, const char *text) {
	int fd = open(path, O_WRONLY | O_CLOEXEC);
	if (fd < 0) return -1;
	int result = write_all(fd, text, strlen(text));
	close(fd);
	return result;
}

/* ---------- buffered reading of requests on stdin ---------- */

static char input_buffer[1 << 16];
static size_t input_start, input_end;

static int fill_input(void) {
	ssize_t count;
	do count = read(0, input_buffer, sizeof input_buffer);
	while (count < 0 && errno == EINTR);
	if (count <= 0) return -1;
	input_start = 0;
	input_end = (size_t)count;
	return 0;
}

/* Reads one line without its newline; returns -1 at end of input. */
static int read_line(char *line, size_t capacity) {
	size_t length = 0;
	for (;;) {
		if (input_start == input_end && fill_input() < 0) return -1;
		char character = input_buffer[input_start++];
		if (character == '\n') break;
		if (length + 1 >= capacity) die("request line too long");
		line[length++] = character;
	}
	line[length] = 0;
	return 0;
}

/* Copies exactly size bytes of input to a descriptor or a buffer. */
static void read_exact(int fd, char *buffer, long long size) {
	while (size > 0) {
		if (input_start == input_end && fill_input() < 0) die("request truncated");
		size_t chunk = input_end - input_start;
		if ((long long)chunk > size) chunk = (size_t)size;
		if (buffer) {
			memcpy(buffer, input_buffer + input_start, chunk);
			buffer += chunk;
		} else if (write_all(fd, input_buffer + input_start, chunk) < 0) {
			die("cannot store standard input");
		}
		input_start += chunk;
		size -= (long long)chunk;
	}
}

/* ---------- the seccomp filter on the program ---------- */

/*
 * Namespaces, cgroups, rlimits and an unprivileged uid contain the program; the filter shrinks the
 * kernel it can reach. Refused with EPERM (as a kernel without the feature or without privilege would):
 * anything that makes a new namespace (inside a nested user namespace the program would be root,
 * able to mount and to reach code written for root), mounting, tracing and reading other processes,
 * keyrings, eBPF, userfaultfd, perf events, io_uring, kernel modules, kexec, and the clock, swap,
 * accounting, quota and kernel-log controls. clone3 answers ENOSYS: its flags sit in memory a
 * filter cannot read, and libc then falls back to clone, whose flags are checked.
 */
#if defined(__x86_64__)
#define FILTER_ARCHITECTURE AUDIT_ARCH_X86_64
#elif defined(__aarch64__)
#define FILTER_ARCHITECTURE AUDIT_ARCH_AARCH64
#else
#error "the seccomp filter knows x86_64 and aarch64 only"
#endif

static const int refused_syscalls[] = {
	SYS_unshare, SYS_setns, SYS_mount, SYS_umount2, SYS_pivot_root, SYS_chroot, SYS_move_mount, SYS_open_tree,
	SYS_fsopen, SYS_fsconfig, SYS_fsmount, SYS_fspick, SYS_mount_setattr, SYS_open_by_handle_at,
	SYS_ptrace, SYS_process_vm_readv, SYS_process_vm_writev, SYS_kcmp, SYS_pidfd_getfd,
	SYS_keyctl, SYS_add_key, SYS_request_key, SYS_bpf, SYS_userfaultfd, SYS_perf_event_open,
	SYS_io_uring_setup, SYS_io_uring_enter, SYS_io_uring_register,
	SYS_kexec_load, SYS_kexec_file_load, SYS_init_module, SYS_finit_module, SYS_delete_module, SYS_reboot,
	SYS_swapon, SYS_swapoff, SYS_acct, SYS_quotactl, SYS_syslog, SYS_settimeofday, SYS_clock_settime,
	SYS_adjtimex, SYS_clock_adjtime, SYS_fanotify_init, SYS_lookup_dcookie,
#if defined(__x86_64__)
	SYS_ioperm, SYS_iopl, SYS_modify_ldt, SYS_uselib, SYS__sysctl,
#endif
};

/* Flags of clone that create namespaces (CLONE_NEWTIME shares its bit with the exit signal there; it needs clone3). */
#define NEW_NAMESPACE_FLAGS \
	(CLONE_NEWNS | CLONE_NEWCGROUP | CLONE_NEWUTS | CLONE_NEWIPC | CLONE_NEWUSER | CLONE_NEWPID | CLONE_NEWNET)

/* Personalities a program may set (Docker's list): the query and plain Linux, none that turns off address randomisation. */
static const unsigned int allowed_personalities[] = { 0, 0x0008 /* PER_LINUX32 */, 0x20000 /* UNAME26 */, 0x20008, 0xffffffff };

#define FILTER_CAPACITY 256
static struct sock_filter filter_code[FILTER_CAPACITY];
static unsigned short filter_length;

static void emit(unsigned short code, unsigned int constant, unsigned char jump_true, unsigned char jump_false) {
	if (filter_length >= FILTER_CAPACITY) die("seccomp filter too long");
	filter_code[filter_length++] = (struct sock_filter)BPF_JUMP(code, constant, jump_true, jump_false);
}

/* The low 32 bits of a syscall argument (both architectures are little-endian). */
#define ARGUMENT_LOW(index) ((unsigned int)offsetof(struct seccomp_data, args[index]))
#define REFUSE(error) (SECCOMP_RET_ERRNO | ((error) & SECCOMP_RET_DATA))

static void build_filter(void) {
	emit(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, arch), 0, 0);
	emit(BPF_JMP | BPF_JEQ | BPF_K, FILTER_ARCHITECTURE, 1, 0);
	emit(BPF_RET | BPF_K, SECCOMP_RET_KILL_PROCESS, 0, 0);
	emit(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr), 0, 0);
#if defined(__x86_64__)
	/* The x32 ABI shares the architecture value; its numbers carry this bit. */
	emit(BPF_JMP | BPF_JGE | BPF_K, 0x40000000, 0, 1);
	emit(BPF_RET | BPF_K, SECCOMP_RET_KILL_PROCESS, 0, 0);
#endif
	for (size_t index = 0; index < sizeof refused_syscalls / sizeof *refused_syscalls; index++) {
		emit(BPF_JMP | BPF_JEQ | BPF_K, (unsigned int)refused_syscalls[index], 0, 1);
		emit(BPF_RET | BPF_K, REFUSE(EPERM), 0, 0);
	}
	emit(BPF_JMP | BPF_JEQ | BPF_K, SYS_clone3, 0, 1);
	emit(BPF_RET | BPF_K, REFUSE(ENOSYS), 0, 0);

	emit(BPF_JMP | BPF_JEQ | BPF_K, SYS_clone, 0, 4);
	emit(BPF_LD | BPF_W | BPF_ABS, ARGUMENT_LOW(0), 0, 0);
	emit(BPF_JMP | BPF_JSET | BPF_K, NEW_NAMESPACE_FLAGS, 0, 1);
	emit(BPF_RET | BPF_K, REFUSE(EPERM), 0, 0);
	emit(BPF_RET | BPF_K, SECCOMP_RET_ALLOW, 0, 0);

	size_t allowed = sizeof allowed_personalities / sizeof *allowed_personalities;
	emit(BPF_JMP | BPF_JEQ | BPF_K, SYS_personality, 0, (unsigned char)(allowed + 3));
	emit(BPF_LD | BPF_W | BPF_ABS, ARGUMENT_LOW(0), 0, 0);
	/* A match jumps over the remaining comparisons and the refusal, to the ALLOW below them. */
	for (size_t index = 0; index < allowed; index++)
		emit(BPF_JMP | BPF_JEQ | BPF_K, allowed_personalities[index], (unsigned char)(allowed - index), 0);
	emit(BPF_RET | BPF_K, REFUSE(EPERM), 0, 0);
	emit(BPF_RET | BPF_K, SECCOMP_RET_ALLOW, 0, 0);

	emit(BPF_RET | BPF_K, SECCOMP_RET_ALLOW, 0, 0);
}

/* Needs no_new_privs (set before); applies to the calling thread and everything it executes or forks. */
static void install_filter(void) {
	if (filter_length == 0) build_filter();
	struct sock_fprog program = { .len = filter_length, .filter = filter_code };
	if (syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, 0, &program) < 0) die("seccomp");
}

/* ---------- the test init (pid 1 of the test's namespaces) and the program ---------- */

static void set_limit(int resource, long long soft, long long hard) {
	struct rlimit limit = { (rlim_t)soft, (rlim_t)hard };
	if (setrlimit(resource, &limit) < 0) die("setrlimit %d", resource);
}

/* A signal handler that does nothing: its signal only ends a wait (installed without SA_RESTART). */
static void wake_up(int number) {
	(void)number;
}

/* The signals a test init's waits unblock: SIGCHLD, which the init otherwise keeps blocked. */
static sigset_t no_signals_blocked;

/*
 * The named pipes of an interactive run (CONNECT 1, 2, 3). The test init opens them itself, through
 * a handle on /pipes taken before it covered /pipes with an empty folder (hide_pipes), so a program
 * cannot find them by name: it gets its own two ends as standard input and output, and nothing else
 * (before, a recorded Run could write into from-program around the relay's transcript).
 *
 * Who ended first decides an interactive verdict, so one program's end must never reach the other
 * before the init has taken its end time. As problemtools does from its one parent, each init keeps
 * a copy of the ends that would tell the other side, and closes them only after it has taken the
 * time, reaped its program and killed what the program left behind:
 * - the submission's init holds a write end of from-program (`end_of_input_guard`), so the
 *   interactor reads the end of its input only after the submission's end was taken, even when the
 *   submission closed its output early and crashed later;
 * - the interactor's init holds a write end of to-program (the same guard, the other way) and a
 *   read end of from-program (`broken_pipe_guard`): a submission writing after the interactor ended
 *   meets the broken pipe only after the interactor's end was taken. An interactor that closes its
 *   output on purpose and reads on (to see that the submission stops talking) is not held back:
 *   the init is told when a writer of to-program lets go of it (`output_close_watch`), and lets go
 *   of its guard at once when the interactor is still running and not exiting (problemtools holds
 *   it, and such an interactor and a submission reading to the end of its input wait for each
 *   other until the time limit);
 * - the interactor's init also holds a read end of to-program (`drain`), so the interactor never
 *   meets a broken pipe; once the submission is gone (no writer of from-program is left, POLLHUP on
 *   the guard) it reads and drops what the interactor still writes, so it never meets a full pipe
 *   either. A Python interactor whose last words met a closed pipe exited with 120, a judge error.
 * The two times are taken on one monotonic clock, so an end caused by the other's end is always
 * later, whichever sandbox is scheduled first.
 */
static int pipes_directory = -1;
/* inotify, IN_CLOSE_WRITE on to-program: a writer of it has closed it (the interactor's init reads it). */
static int output_close_watch = -1;
static struct {
	/* The program's standard input and output, until it is forked (the relay's pipes when recorded). */
	int program_input, program_output;
	int end_of_input_guard, broken_pipe_guard, drain;
	/* The interactor's init: whether the submission has gone (its output has no writer left). */
	int partner_gone;
} connection = { -1, -1, -1, -1, -1, 0 };

static void close_fd(int *fd) {
	if (*fd >= 0) close(*fd);
	*fd = -1;
}

/* Once per test init: a handle on the pipes (when this sandbox has them), then an empty read-only /pipes. */
static void hide_pipes(void) {
	pipes_directory = open(PIPES_DIRECTORY, O_PATH | O_DIRECTORY | O_CLOEXEC);
	if (pipes_directory < 0) return;
	/* Without it (inotify instances used up), an interactor's end of output is held back as problemtools holds it. */
	output_close_watch = inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
	if (output_close_watch >= 0 &&
		inotify_add_watch(output_close_watch, PIPES_DIRECTORY "/" PIPE_TO_PROGRAM, IN_CLOSE_WRITE) < 0)
		close_fd(&output_close_watch);
	if (mount("tmpfs", PIPES_DIRECTORY, "tmpfs", MS_NOSUID | MS_NODEV | MS_NOEXEC | MS_RDONLY, "size=4k,mode=0555") < 0)
		die("cover %s", PIPES_DIRECTORY);
}

/*
 * Opens one end of a named pipe. Without O_NONBLOCK, open waits for the other side, as it should:
 * a program must not read an end of file that is only its partner's late start. An interval timer
 * cuts the wait at `deadline` (a partner that never comes) and this answers -1; so does a
 * non-blocking write end whose reader has already gone (ENXIO).
 */
static int open_pipe_end(const char *name, int flags, long long deadline) {
	if (pipes_directory < 0) die("no %s in this sandbox", PIPES_DIRECTORY);
	for (;;) {
		long long remaining = deadline - now_us();
		if (remaining <= 0) return -1;
		struct itimerval timer = { { 0, 0 }, { remaining / 1000000, remaining % 1000000 } };
		if (!(flags & O_NONBLOCK)) setitimer(ITIMER_REAL, &timer, NULL);
		int fd = openat(pipes_directory, name, flags | O_CLOEXEC);
		int error = errno;
		timer.it_value = (struct timeval){ 0, 0 };
		if (!(flags & O_NONBLOCK)) setitimer(ITIMER_REAL, &timer, NULL);
		if (fd >= 0) return fd;
		if (error == ENXIO) return -1;
		errno = error;
		if (error != EINTR) die("open %s/%s", PIPES_DIRECTORY, name);
	}
}

static void relay_start(int from_judge, int to_judge, long long transcript_limit);

/* Reads what the close watch has queued; answers whether a writer of to-program closed it meanwhile. */
static int take_close_events(void) {
	char events[4096] __attribute__((aligned(__alignof__(struct inotify_event))));
	int closed = 0;
	ssize_t size;
	while ((size = read(output_close_watch, events, sizeof events)) > 0) {
		for (char *cursor = events; cursor < events + size;) {
			const struct inotify_event *event = (const struct inotify_event *)cursor;
			if (event->mask & IN_CLOSE_WRITE) closed = 1;
			cursor += sizeof *event + event->len;
		}
	}
	return closed;
}

/* The kernel's PF_EXITING: set as a process starts to exit, before it closes its files. */
#define PROCESS_EXITING 0x4

/* Whether `program` is ending (exiting, a zombie, or gone), from its /proc/PID/stat. */
static int program_exiting(pid_t program) {
	char path[64], text[1024];
	snprintf(path, sizeof path, "/proc/%d/stat", (int)program);
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0) return 1;
	ssize_t size = read(fd, text, sizeof text - 1);
	close(fd);
	if (size <= 0) return 1;
	text[size] = 0;
	/* The command name, in parentheses, may hold anything: the fields follow the last ')'. */
	const char *fields = strrchr(text, ')');
	char state = 0;
	unsigned flags = 0;
	if (!fields || sscanf(fields + 1, " %c %*d %*d %*d %*d %*d %u", &state, &flags) != 2) return 1;
	return state == 'Z' || state == 'X' || (flags & PROCESS_EXITING);
}

/*
 * Connects one run in the order the two sides cannot deadlock in (each blocking open waits for the
 * other side's): the submission's side opens to-program, then from-program; the interactor's
 * to-program, then from-program too, with the other ends. Then the guards, which no longer wait.
 * Answers -1 when the partner did not come before `deadline`.
 */
static int connect_run(int mode, long long deadline, long long transcript_limit) {
	connection.partner_gone = 0;
	if (mode == CONNECT_INTERACTOR) {
		connection.program_output = open_pipe_end(PIPE_TO_PROGRAM, O_WRONLY, deadline);
		if (connection.program_output < 0) return -1;
		connection.program_input = open_pipe_end(PIPE_FROM_PROGRAM, O_RDONLY, deadline);
		if (connection.program_input < 0) {
			close_fd(&connection.program_output);
			return -1;
		}
		/* The drain first: as a reader of to-program it lets the guard's write end open at once. */
		connection.drain = open_pipe_end(PIPE_TO_PROGRAM, O_RDONLY | O_NONBLOCK, deadline);
		connection.end_of_input_guard = open_pipe_end(PIPE_TO_PROGRAM, O_WRONLY | O_NONBLOCK, deadline);
		connection.broken_pipe_guard = open_pipe_end(PIPE_FROM_PROGRAM, O_RDONLY | O_NONBLOCK, deadline);
		/* What closed before this run (the last run's ends) is no news. */
		take_close_events();
		return 0;
	}
	int input = open_pipe_end(PIPE_TO_PROGRAM, O_RDONLY, deadline);
	if (input < 0) return -1;
	int output = open_pipe_end(PIPE_FROM_PROGRAM, O_WRONLY, deadline);
	if (output < 0) {
		close(input);
		return -1;
	}
	if (mode == CONNECT_PROGRAM_RECORDED) {
		/* The relay holds the named pipes: they are its guards. */
		relay_start(input, output, transcript_limit);
		return 0;
	}
	connection.program_input = input;
	connection.program_output = output;
	/* -1 only if the interactor has already ended: then there is no end left to hold back. */
	connection.end_of_input_guard = open_pipe_end(PIPE_FROM_PROGRAM, O_WRONLY | O_NONBLOCK, deadline);
	return 0;
}

/* After the program and everything it left behind are gone: the other side may now see the end. */
static void release_connection(void) {
	close_fd(&connection.program_input);
	close_fd(&connection.program_output);
	close_fd(&connection.end_of_input_guard);
	close_fd(&connection.broken_pipe_guard);
	close_fd(&connection.drain);
}

/*
 * The interactor's init while the interactor runs: waits up to `timeout_us`, or until a child ends;
 * passes on at once an end of output the interactor made on purpose; once the submission has gone,
 * drops what the interactor still writes to it.
 */
static void interactor_wait(pid_t interactor, long long timeout_us) {
	static char dropped[1 << 16];
	struct pollfd entries[2] = {
		{ .fd = connection.partner_gone ? connection.drain : connection.broken_pipe_guard,
			.events = connection.partner_gone ? POLLIN : 0 },
		{ .fd = output_close_watch, .events = POLLIN },
	};
	struct timespec timeout = { timeout_us / 1000000, (timeout_us % 1000000) * 1000 };
	if (ppoll(entries, 2, &timeout, &no_signals_blocked) <= 0) return;
	if (entries[1].revents && take_close_events() && connection.end_of_input_guard >= 0 && !program_exiting(interactor))
		close_fd(&connection.end_of_input_guard);
	if (!connection.partner_gone && (entries[0].revents & (POLLHUP | POLLERR))) connection.partner_gone = 1;
	for (int round = 0; connection.partner_gone && round < 16; round++)
		if (read(connection.drain, dropped, sizeof dropped) <= 0) break;
}

static void exec_program(const struct request *request, int exec_error_fd) {
	long long cpu_seconds = (request->cpu_ms + 999) / 1000 + 1;
	set_limit(RLIMIT_CPU, cpu_seconds, cpu_seconds + 1);
	set_limit(RLIMIT_FSIZE, request->file_size_bytes, request->file_size_bytes);
	set_limit(RLIMIT_STACK, request->stack_kb * 1024, request->stack_kb * 1024);
	set_limit(RLIMIT_NPROC, request->processes, request->processes);
	set_limit(RLIMIT_NOFILE, request->open_files, request->open_files);
	set_limit(RLIMIT_CORE, 0, 0);
	set_limit(RLIMIT_MEMLOCK, 0, 0);
	set_limit(RLIMIT_MSGQUEUE, 0, 0);
	if (request->address_space_kb > 0)
		set_limit(RLIMIT_AS, request->address_space_kb * 1024, request->address_space_kb * 1024);

	int input = stdin_fd, output = stdout_fd;
	if (request->connect != CONNECT_NONE) {
		input = connection.program_input;
		output = connection.program_output;
	}
	if (dup2(input, 0) < 0 || dup2(output, 1) < 0 || dup2(stderr_fd, 2) < 0) die("dup2");
	if (chdir(options.cwd) < 0) die("chdir %s", options.cwd);
	if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) < 0) die("no_new_privs");
	sigset_t none;
	sigemptyset(&none);
	sigprocmask(SIG_SETMASK, &none, NULL);
	/*
	 * The supervisor ignores SIGPIPE; ignored signals would stay ignored across exec. An interactor
	 * keeps ignoring it: a submission that exits early must not turn its verdict into a judge error.
	 */
	if (request->connect != CONNECT_INTERACTOR) signal(SIGPIPE, SIG_DFL);
	/* Close everything else except the exec-error pipe, which closes itself on exec (two syscalls, not a thousand). */
	if (exec_error_fd > 3) syscall(SYS_close_range, 3, exec_error_fd - 1, 0);
	syscall(SYS_close_range, exec_error_fd + 1, ~0U, 0);
	/* Last, so the supervisor's own setup above is not filtered; execve itself is allowed. */
	install_filter();
	execve(options.argv[0], options.argv, options.env);
	int error = errno;
	write_all(exec_error_fd, &error, sizeof error);
	_exit(127);
}

/* What an empty, freshly mounted tmpfs reports, to tell later whether a test touched it. */
struct tmpfs_state {
	const char *path;
	int mounted;
	unsigned long long used_inodes, used_blocks;
};

static int tmpfs_untouched(const struct tmpfs_state *state) {
	struct statfs usage;
	struct stat root;
	if (statfs(state->path, &usage) < 0 || stat(state->path, &root) < 0) return 0;
	return usage.f_files - usage.f_ffree == state->used_inodes && usage.f_blocks - usage.f_bfree == state->used_blocks &&
		(root.st_mode & 07777) == 01777 && root.st_uid == options.uid;
}

/*
 * Gives the test an empty /tmp or /dev/shm. A filesystem the previous test left exactly as it was
 * (no file, no change of mode) is kept; anything else is detached with its contents and replaced.
 */
static void ensure_empty_tmpfs(struct tmpfs_state *state) {
	if (state->mounted) {
		if (tmpfs_untouched(state)) return;
		if (umount2(state->path, MNT_DETACH) < 0) die("umount %s", state->path);
	}
	char mount_options[128];
	snprintf(mount_options, sizeof mount_options, "size=%lld,nr_inodes=4096,mode=1777", options.tmp_size);
	if (mount("tmpfs", state->path, "tmpfs", MS_NOSUID | MS_NODEV, mount_options) < 0) die("mount tmpfs %s", state->path);
	struct statfs usage;
	if (statfs(state->path, &usage) < 0) die("statfs %s", state->path);
	state->mounted = 1;
	state->used_inodes = usage.f_files - usage.f_ffree;
	state->used_blocks = usage.f_blocks - usage.f_bfree;
}

static void write_request_files(const struct request *request) {
	for (int index = 0; index < request->file_count; index++) {
		char path[PATH_MAX];
		snprintf(path, sizeof path, "/tmp/%s", request->file_names[index]);
		/* Names may contain one level of directory, e.g. "feedback/". */
		size_t length = strlen(path);
		if (length > 0 && path[length - 1] == '/') {
			if (mkdir(path, 0777) < 0) die("mkdir %s", path);
			continue;
		}
		int fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
		if (fd < 0) die("create %s", path);
		if (write_all(fd, request->file_data[index], (size_t)request->file_sizes[index]) < 0) die("write %s", path);
		close(fd);
	}
}

static long long process_cpu_us(pid_t pid) {
	/* The CPU-time clock of a whole process (all its threads). */
	clockid_t clock = (clockid_t)((~(unsigned)pid << 3) | 2);
	struct timespec time;
	if (clock_gettime(clock, &time) < 0) return -1;
	return time.tv_sec * 1000000LL + time.tv_nsec / 1000;
}

static long long usage_us(const struct rusage *usage) {
	return usage->ru_utime.tv_sec * 1000000LL + usage->ru_utime.tv_usec + usage->ru_stime.tv_sec * 1000000LL + usage->ru_stime.tv_usec;
}

/* Maps our own user and group into the fresh user namespace, as `unshare -r` does. */
static void map_own_ids(void) {
	char map[64];
	/* The files /proc/self/{uid,gid}_map belong to root while we are not dumpable; nothing else runs in the namespace yet. */
	prctl(PR_SET_DUMPABLE, 1, 0, 0, 0);
	if (write_file("/proc/self/setgroups", "deny") < 0) die("write setgroups");
	snprintf(map, sizeof map, "%u %u 1", options.uid, options.uid);
	if (write_file("/proc/self/uid_map", map) < 0) die("write uid_map");
	snprintf(map, sizeof map, "%u %u 1", options.gid, options.gid);
	if (write_file("/proc/self/gid_map", map) < 0) die("write gid_map");
	prctl(PR_SET_DUMPABLE, 0, 0, 0, 0);
}

/*
 * Runs one test inside the test namespaces and fills the report. Every process of the test is a
 * descendant of this init or reparented to it, so summing what wait4 returns for each reaped
 * process gives the CPU time of the whole test, and the largest resident set among them.
 */
static struct tmpfs_state temporary_directory = { .path = "/tmp" }, shared_memory = { .path = "/dev/shm" };

/*
 * Copies the regular files of /tmp/feedback/ (what an output validator leaves: judgemessage.txt,
 * teammessage.txt, nextpass.in, score.txt) into the collected memfd, which the supervisor sends
 * back. Symbolic links and anything else are skipped; sizes are capped.
 */
static void collect_feedback(void) {
	int directory_fd = open("/tmp/feedback", O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
	if (directory_fd < 0) return;
	DIR *directory = fdopendir(directory_fd);
	if (!directory) {
		close(directory_fd);
		return;
	}
	int count = 0;
	struct dirent *entry;
	static char buffer[1 << 16];
	while ((entry = readdir(directory)) && count < MAX_COLLECTED_FILES) {
		int fd = openat(directory_fd, entry->d_name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
		if (fd < 0) continue;
		struct stat file;
		if (fstat(fd, &file) < 0 || !S_ISREG(file.st_mode)) {
			close(fd);
			continue;
		}
		long long size = file.st_size < MAX_COLLECTED_BYTES ? file.st_size : MAX_COLLECTED_BYTES;
		char header[64];
		int header_length = snprintf(header, sizeof header, "%zu %lld\n", strlen(entry->d_name), size);
		write_all(collected_fd, header, (size_t)header_length);
		write_all(collected_fd, entry->d_name, strlen(entry->d_name));
		long long left = size;
		while (left > 0) {
			ssize_t got = read(fd, buffer, (size_t)(left < (long long)sizeof buffer ? left : (long long)sizeof buffer));
			if (got <= 0) break;
			write_all(collected_fd, buffer, (size_t)got);
			left -= got;
		}
		/* A file that shrank while read is padded, so the sizes announced stay true. */
		memset(buffer, 0, sizeof buffer);
		while (left > 0) {
			size_t chunk = left < (long long)sizeof buffer ? (size_t)left : sizeof buffer;
			write_all(collected_fd, buffer, chunk);
			left -= (long long)chunk;
		}
		close(fd);
		count++;
	}
	closedir(directory);
}

/*
 * The relay of a recorded interactive run (CONNECT 3): the test init holds the named pipes and the
 * program its own pipes; each chunk the init passes on is also written to the transcript. The
 * interactor's end of file reaches the program once what came before it has, and a broken pipe
 * towards the interactor becomes one towards the program; the program's own end of file reaches the
 * interactor only when the program has ended and its time was taken (relay_finish), as the guard of
 * a direct connection holds it back (see `connection`). Its own time is not the program's.
 */
#define RELAY_BUFFER 65536
struct relay_buffer {
	char data[RELAY_BUFFER];
	size_t start, end;
};
static struct {
	int from_judge, to_judge, to_program, from_program;
	struct relay_buffer down, up;
	/* The transcript: which side wrote last, and whether its line is complete. */
	int last_side, line_open;
	long long transcript_bytes, transcript_limit;
} relay;

static void transcript_write(const char *data, size_t size) {
	if (relay.transcript_bytes >= relay.transcript_limit) return;
	if ((long long)size > relay.transcript_limit - relay.transcript_bytes)
		size = (size_t)(relay.transcript_limit - relay.transcript_bytes);
	if (write_all(stdout_fd, data, size) == 0) relay.transcript_bytes += (long long)size;
}

/* Appends a chunk to the transcript, each line prefixed with the side's mark ('<' read, '>' written). */
static void transcript_add(char side, const char *data, size_t size) {
	if (relay.line_open && relay.last_side != side) {
		transcript_write("\n", 1);
		relay.line_open = 0;
	}
	relay.last_side = side;
	while (size > 0) {
		if (!relay.line_open) transcript_write(&side, 1);
		const char *newline = memchr(data, '\n', size);
		size_t length = newline ? (size_t)(newline - data) + 1 : size;
		transcript_write(data, length);
		relay.line_open = newline == NULL;
		data += length;
		size -= length;
	}
}

/* Starts the relay on the named pipes' ends: the program gets a pipe each way of its own. */
static void relay_start(int from_judge, int to_judge, long long transcript_limit) {
	memset(&relay, 0, sizeof relay);
	relay.transcript_limit = transcript_limit;
	relay.from_judge = from_judge;
	relay.to_judge = to_judge;
	int down[2], up[2];
	if (pipe2(down, O_CLOEXEC) < 0 || pipe2(up, O_CLOEXEC) < 0) die("pipe");
	connection.program_input = down[0];
	relay.to_program = down[1];
	relay.from_program = up[0];
	connection.program_output = up[1];
	for (int index = 0; index < 4; index++) {
		int fd = (int[]){ relay.from_judge, relay.to_judge, relay.to_program, relay.from_program }[index];
		if (fcntl(fd, F_SETFL, O_NONBLOCK) < 0) die("fcntl");
	}
}

/* Reads what `from` has into `buffer`; returns 1 at its end of file. */
static int relay_read(int fd, struct relay_buffer *buffer, char side) {
	if (buffer->start == buffer->end) buffer->start = buffer->end = 0;
	ssize_t count = read(fd, buffer->data + buffer->end, RELAY_BUFFER - buffer->end);
	if (count > 0) {
		transcript_add(side, buffer->data + buffer->end, (size_t)count);
		buffer->end += (size_t)count;
	}
	if (count == 0) return 1;
	if (count < 0 && errno != EAGAIN && errno != EINTR) return 1;
	return 0;
}

/* Writes what `buffer` holds to `fd`; returns 1 when the reader is gone (the rest is dropped). */
static int relay_write(int fd, struct relay_buffer *buffer) {
	ssize_t count = write(fd, buffer->data + buffer->start, buffer->end - buffer->start);
	if (count > 0) buffer->start += (size_t)count;
	/* Emptied: it fills from the start again (a full buffer is not read into, so it must not stay full). */
	if (buffer->start == buffer->end) buffer->start = buffer->end = 0;
	if (count < 0 && errno != EAGAIN && errno != EINTR) {
		buffer->start = buffer->end = 0;
		return 1;
	}
	return 0;
}

/* One step of the relay: waits up to `timeout_us` for something to pass on, and passes it. */
static void relay_step(long long timeout_us) {
	struct pollfd fds[4];
	int count = 0, from_judge = -1, to_program = -1, from_program = -1, to_judge = -1;
	if (relay.from_judge >= 0 && relay.down.end < RELAY_BUFFER) {
		from_judge = count;
		fds[count++] = (struct pollfd){ .fd = relay.from_judge, .events = POLLIN };
	}
	if (relay.to_program >= 0 && relay.down.end > relay.down.start) {
		to_program = count;
		fds[count++] = (struct pollfd){ .fd = relay.to_program, .events = POLLOUT };
	}
	if (relay.from_program >= 0 && relay.up.end < RELAY_BUFFER) {
		from_program = count;
		fds[count++] = (struct pollfd){ .fd = relay.from_program, .events = POLLIN };
	}
	if (relay.to_judge >= 0 && relay.up.end > relay.up.start) {
		to_judge = count;
		fds[count++] = (struct pollfd){ .fd = relay.to_judge, .events = POLLOUT };
	}
	struct timespec timeout = { timeout_us / 1000000, (timeout_us % 1000000) * 1000 };
	if (ppoll(fds, (nfds_t)count, &timeout, &no_signals_blocked) <= 0) return;
	if (from_judge >= 0 && fds[from_judge].revents && relay_read(relay.from_judge, &relay.down, '<'))
		close_fd(&relay.from_judge);
	if (to_program >= 0 && fds[to_program].revents && relay_write(relay.to_program, &relay.down))
		close_fd(&relay.to_program);
	if (from_program >= 0 && fds[from_program].revents && relay_read(relay.from_program, &relay.up, '>'))
		close_fd(&relay.from_program);
	if (to_judge >= 0 && fds[to_judge].revents && relay_write(relay.to_judge, &relay.up)) {
		/* The interactor is gone: the program's next write must meet a broken pipe too. */
		close_fd(&relay.to_judge);
		close_fd(&relay.from_program);
	}
	/* The interactor's end of file passes on once what came before it has. */
	if (relay.from_judge < 0 && relay.down.start == relay.down.end) close_fd(&relay.to_program);
}

/* After the program ended: pass on what it wrote last (without waiting for a reader), then close all. */
static void relay_finish(void) {
	for (int round = 0; round < 64 && relay.from_program >= 0; round++) relay_step(0);
	if (relay.to_judge >= 0 && relay.up.end > relay.up.start) relay_write(relay.to_judge, &relay.up);
	if (relay.line_open) transcript_write("\n", 1);
	close_fd(&relay.from_judge);
	close_fd(&relay.to_judge);
	close_fd(&relay.to_program);
	close_fd(&relay.from_program);
}

static void run_test(const struct request *request) {
	ensure_empty_tmpfs(&temporary_directory);
	ensure_empty_tmpfs(&shared_memory);
	write_request_files(request);
	int recorded = request->connect == CONNECT_PROGRAM_RECORDED;
	if (request->connect != CONNECT_NONE &&
		connect_run(request->connect, now_us() + request->wall_ms * 1000, request->file_size_bytes) < 0) {
		report->kind = KIND_WALL_LIMIT;
		report->end_us = now_us();
		report->done = 1;
		return;
	}

	int exec_error_pipe[2];
	if (pipe2(exec_error_pipe, O_CLOEXEC) < 0) die("pipe");
	long long start = now_us();
	pid_t program = fork();
	if (program < 0) die("fork");
	if (program == 0) {
		close(exec_error_pipe[0]);
		/* The program, never the supervisor or this init, is the one to kill when memory runs out. */
		write_file("/proc/self/oom_score_adj", "1000");
		exec_program(request, exec_error_pipe[1]);
	}
	close(exec_error_pipe[1]);
	close_fd(&connection.program_input);
	close_fd(&connection.program_output);

	long long deadline = start + request->wall_ms * 1000;
	long long cpu_limit_us = request->cpu_ms * 1000;
	long long cpu_us = 0, max_rss_kb = 0;
	int status = 0, kind = -1;
	sigset_t child_signal;
	sigemptyset(&child_signal);
	sigaddset(&child_signal, SIGCHLD);
	for (;;) {
		pid_t reaped;
		int reaped_status;
		struct rusage usage;
		while ((reaped = wait4(-1, &reaped_status, WNOHANG | __WALL, &usage)) > 0) {
			cpu_us += usage_us(&usage);
			if (usage.ru_maxrss > max_rss_kb) max_rss_kb = usage.ru_maxrss;
			if (reaped == program) {
				status = reaped_status;
				kind = WIFSIGNALED(status) ? KIND_SIGNALED : KIND_EXITED;
			}
		}
		if (kind >= 0) break;
		long long now = now_us();
		if (now >= deadline) {
			kind = KIND_WALL_LIMIT;
			break;
		}
		if (process_cpu_us(program) + cpu_us > cpu_limit_us) {
			kind = KIND_CPU_LIMIT;
			break;
		}
		long long wait_us = deadline - now;
		if (wait_us > POLL_MS * 1000) wait_us = POLL_MS * 1000;
		if (recorded) {
			relay_step(wait_us);
			continue;
		}
		if (request->connect == CONNECT_INTERACTOR) {
			interactor_wait(program, wait_us);
			continue;
		}
		struct timespec timeout = { wait_us / 1000000, (wait_us % 1000000) * 1000 };
		sigtimedwait(&child_signal, NULL, &timeout);
	}
	long long end = now_us();
	if (recorded) relay_finish();
	/* Everything the program left behind dies now: pid 1 may signal every process in its namespace. */
	kill(-1, SIGKILL);
	for (;;) {
		struct rusage usage;
		pid_t reaped = wait4(-1, NULL, __WALL, &usage);
		if (reaped < 0) {
			if (errno == EINTR) continue;
			break;
		}
		cpu_us += usage_us(&usage);
		if (usage.ru_maxrss > max_rss_kb) max_rss_kb = usage.ru_maxrss;
	}
	/* Only now, with the time taken and every process of the test gone, may the other side see the end. */
	release_connection();

	int exec_errno = 0;
	if (read(exec_error_pipe[0], &exec_errno, sizeof exec_errno) == sizeof exec_errno) kind = KIND_EXEC_FAILED;
	close(exec_error_pipe[0]);
	if (request->collect) collect_feedback();
	report->end_us = end;
	report->kind = kind;
	report->status = status;
	report->exec_errno = exec_errno;
	report->cpu_us = cpu_us;
	report->max_rss_kb = max_rss_kb;
	report->wall_us = end - start;
	report->done = 1;
}

/* Reads exactly size bytes from a descriptor; returns -1 at end of input. */
static int read_fully(int fd, void *buffer, size_t size) {
	char *cursor = buffer;
	while (size > 0) {
		ssize_t count = read(fd, cursor, size);
		if (count < 0 && errno == EINTR) continue;
		if (count <= 0) return -1;
		cursor += count;
		size -= (size_t)count;
	}
	return 0;
}

/*
 * pid 1 of the tests' user, pid and mount namespaces, alive as long as the sandbox: it receives
 * each test's request from the supervisor over a pipe, runs it, and answers with one byte.
 */
static void test_init_main(int request_fd, int done_fd) {
	map_own_ids();
	if (mount("proc", "/proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, NULL) < 0) die("mount proc");
	hide_pipes();
	/* SIGALRM ends a wait for a partner's pipe end; SIGCHLD (blocked but for the waits) a wait for the program. */
	struct sigaction waking = { .sa_handler = wake_up };
	sigaction(SIGALRM, &waking, NULL);
	sigaction(SIGCHLD, &waking, NULL);
	sigemptyset(&no_signals_blocked);
	for (;;) {
		struct request request;
		memset(&request, 0, sizeof request);
		if (read_fully(request_fd, &request, sizeof request) < 0) _exit(0);
		for (int index = 0; index < request.file_count; index++) {
			request.file_names[index] = calloc(1, (size_t)request.file_name_sizes[index] + 1);
			request.file_data[index] = malloc((size_t)request.file_sizes[index] + 1);
			if (!request.file_names[index] || !request.file_data[index]) die("out of memory");
			if (read_fully(request_fd, request.file_names[index], (size_t)request.file_name_sizes[index]) < 0 ||
				read_fully(request_fd, request.file_data[index], (size_t)request.file_sizes[index]) < 0)
				_exit(0);
		}
		run_test(&request);
		for (int index = 0; index < request.file_count; index++) {
			free(request.file_names[index]);
			free(request.file_data[index]);
		}
		if (write_all(done_fd, "d", 1) < 0) _exit(0);
	}
}

/* ---------- the supervisor's side of one test ---------- */

static long long read_oom_kills(void) {
	if (options.oom_fd < 0) return 0;
	char text[4096];
	ssize_t size = pread(options.oom_fd, text, sizeof text - 1, 0);
	if (size <= 0) return 0;
	text[size] = 0;
	char *line = strstr(text, "oom_kill ");
	/* "oom_kill_disable" also starts with "oom_kill"; the counter is the line "oom_kill N". */
	while (line && line != text && line[-1] != '\n') line = strstr(line + 1, "oom_kill ");
	return line ? atoll(line + strlen("oom_kill ")) : 0;
}

static void reset_memfd(int fd) {
	if (ftruncate(fd, 0) < 0 || lseek(fd, 0, SEEK_SET) < 0) die("reset memfd");
}

static void send_file_contents(int fd, long long size) {
	static char buffer[1 << 16];
	long long offset = 0;
	while (offset < size) {
		size_t chunk = sizeof buffer;
		if ((long long)chunk > size - offset) chunk = (size_t)(size - offset);
		ssize_t count = pread(fd, buffer, chunk, offset);
		if (count <= 0) die("read output");
		if (write_all(1, buffer, (size_t)count) < 0) die("write answer");
		offset += count;
	}
}

static pid_t test_init = 0;
static int test_init_requests = -1, test_init_done = -1;

/* The tests' namespaces are created once per sandbox, and again only if their init ever dies. */
static void start_test_init(void) {
	int requests[2], done[2];
	if (pipe2(requests, O_CLOEXEC) < 0 || pipe2(done, O_CLOEXEC) < 0) die("pipe");
	pid_t child = (pid_t)syscall(SYS_clone, CLONE_NEWUSER | CLONE_NEWPID | CLONE_NEWNS | SIGCHLD, NULL, NULL, NULL, NULL);
	if (child < 0) die("clone");
	if (child == 0) {
		close(requests[1]);
		close(done[0]);
		test_init_main(requests[0], done[1]);
	}
	close(requests[0]);
	close(done[1]);
	test_init = child;
	test_init_requests = requests[1];
	test_init_done = done[0];
}

static void stop_test_init(void) {
	if (test_init <= 0) return;
	kill(test_init, SIGKILL);
	while (waitpid(test_init, NULL, __WALL) < 0 && errno == EINTR) {}
	close(test_init_requests);
	close(test_init_done);
	test_init = 0;
}

/* Waits for the init's answer; returns 1 when it came, 0 at the deadline, -1 if the init died. */
static int wait_for_test_init(long long deadline) {
	for (;;) {
		long long remaining = deadline - now_us();
		if (remaining <= 0) return 0;
		struct pollfd poll_entry = { .fd = test_init_done, .events = POLLIN };
		int ready = poll(&poll_entry, 1, (int)((remaining + 999) / 1000));
		if (ready < 0 && errno == EINTR) continue;
		if (ready < 0) die("poll");
		if (ready == 0) continue;
		char byte;
		ssize_t count = read(test_init_done, &byte, 1);
		if (count == 1) return 1;
		if (count < 0 && errno == EINTR) continue;
		return -1;
	}
}

static void run_one(struct request *request, long long stdin_bytes) {
	reset_memfd(stdin_fd);
	reset_memfd(stdout_fd);
	reset_memfd(stderr_fd);
	reset_memfd(collected_fd);
	read_exact(stdin_fd, NULL, stdin_bytes);
	if (lseek(stdin_fd, 0, SEEK_SET) < 0) die("seek stdin");
	memset(report, 0, sizeof *report);
	long long oom_before = read_oom_kills();

	if (test_init <= 0) start_test_init();
	int sent = write_all(test_init_requests, request, sizeof *request) == 0;
	for (int index = 0; sent && index < request->file_count; index++) {
		sent = write_all(test_init_requests, request->file_names[index], (size_t)request->file_name_sizes[index]) == 0 &&
			write_all(test_init_requests, request->file_data[index], (size_t)request->file_sizes[index]) == 0;
	}

	/* Backstop: the test init enforces the limits; if it ever stalls, it dies here. */
	int answer = sent ? wait_for_test_init(now_us() + (request->wall_ms + BACKSTOP_MS) * 1000) : -1;
	if (answer != 1) stop_test_init();

	int kind = report->done ? report->kind : (answer == 0 ? KIND_WALL_LIMIT : KIND_INTERNAL);
	int status = report->status;
	int exit_code = kind == KIND_EXITED ? WEXITSTATUS(status) : -1;
	int signal_number = kind == KIND_SIGNALED ? WTERMSIG(status) : 0;
	if (kind == KIND_EXEC_FAILED) exit_code = report->exec_errno;
	long long oom_kills = read_oom_kills() - oom_before;

	struct stat stdout_stat, stderr_stat, collected_stat;
	if (fstat(stdout_fd, &stdout_stat) < 0 || fstat(stderr_fd, &stderr_stat) < 0 || fstat(collected_fd, &collected_stat) < 0)
		die("fstat output");
	long long stderr_sent = stderr_stat.st_size < options.stderr_cap ? stderr_stat.st_size : options.stderr_cap;
	/* Collected files are only trusted when the init finished the run: a half-written list is dropped. */
	long long collected_sent = report->done ? (long long)collected_stat.st_size : 0;
	long long end_us = report->done ? report->end_us : now_us();
	char header[512];
	int header_length = snprintf(header, sizeof header, "result %s %d %d %lld %lld %lld %lld %lld %lld %lld %lld %lld\n",
		kind_names[kind], exit_code, signal_number, report->cpu_us, report->wall_us, report->max_rss_kb, oom_kills,
		(long long)stdout_stat.st_size, stderr_sent, (long long)stderr_stat.st_size, end_us, collected_sent);
	if (write_all(1, header, (size_t)header_length) < 0) die("write answer");
	send_file_contents(stdout_fd, stdout_stat.st_size);
	send_file_contents(stderr_fd, stderr_sent);
	send_file_contents(collected_fd, collected_sent);
	/* Free the output now rather than at the next test: it is charged to the sandbox's memory. */
	reset_memfd(stdout_fd);
	reset_memfd(stderr_fd);
	reset_memfd(stdin_fd);
	reset_memfd(collected_fd);
}

static void parse_request(const char *line, struct request *request, long long *stdin_bytes) {
	memset(request, 0, sizeof *request);
	int parsed = sscanf(line, "run %lld %lld %lld %lld %lld %lld %lld %d %lld %d %d", &request->cpu_ms, &request->wall_ms,
		&request->address_space_kb, &request->file_size_bytes, &request->stack_kb, &request->processes,
		&request->open_files, &request->file_count, stdin_bytes, &request->connect, &request->collect);
	if (parsed != 11 || request->file_count < 0 || request->file_count > MAX_FILES || request->connect < CONNECT_NONE ||
		request->connect > CONNECT_PROGRAM_RECORDED)
		die("bad request: %s", line);
	for (int index = 0; index < request->file_count; index++) {
		char file_line[128];
		long long name_bytes, data_bytes;
		if (read_line(file_line, sizeof file_line) < 0) die("request truncated");
		if (sscanf(file_line, "file %lld %lld", &name_bytes, &data_bytes) != 2 || name_bytes <= 0 || name_bytes > 200 ||
			data_bytes < 0)
			die("bad file header: %s", file_line);
		request->file_names[index] = calloc(1, (size_t)name_bytes + 1);
		request->file_data[index] = malloc((size_t)data_bytes + 1);
		if (!request->file_names[index] || !request->file_data[index]) die("out of memory");
		read_exact(-1, request->file_names[index], name_bytes);
		read_exact(-1, request->file_data[index], data_bytes);
		request->file_sizes[index] = data_bytes;
		request->file_name_sizes[index] = name_bytes;
		if (strstr(request->file_names[index], "..") || request->file_names[index][0] == '/') die("bad file name");
	}
}

static void free_request(struct request *request) {
	for (int index = 0; index < request->file_count; index++) {
		free(request->file_names[index]);
		free(request->file_data[index]);
	}
}

static int serve(int argc, char **argv) {
	int index = 0;
	for (; index < argc; index++) {
		const char *option = argv[index];
		if (!strcmp(option, "--")) {
			index++;
			break;
		}
		if (index + 1 >= argc) die("missing value for %s", option);
		const char *value = argv[++index];
		if (!strcmp(option, "--oom-fd")) options.oom_fd = atoi(value);
		else if (!strcmp(option, "--cwd")) options.cwd = value;
		else if (!strcmp(option, "--tmp-size")) options.tmp_size = atoll(value);
		else if (!strcmp(option, "--stderr-cap")) options.stderr_cap = atoll(value);
		else if (!strcmp(option, "--env")) {
			if (options.env_count >= MAX_ENV) die("too many --env");
			options.env[options.env_count++] = (char *)value;
		} else die("unknown option %s", option);
	}
	if (index >= argc) die("no program given");
	options.argv = argv + index;
	options.uid = getuid();
	options.gid = getgid();

	/* The program runs as the same user: being non-dumpable keeps /proc/<pid>/mem and ptrace away from us. */
	prctl(PR_SET_DUMPABLE, 0, 0, 0, 0);
	sigset_t child_signal;
	sigemptyset(&child_signal);
	sigaddset(&child_signal, SIGCHLD);
	sigprocmask(SIG_BLOCK, &child_signal, NULL);
	signal(SIGPIPE, SIG_IGN);

	report = mmap(NULL, sizeof *report, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	if (report == MAP_FAILED) die("mmap");
	stdin_fd = memfd_create("stdin", MFD_CLOEXEC);
	stdout_fd = memfd_create("stdout", MFD_CLOEXEC);
	stderr_fd = memfd_create("stderr", MFD_CLOEXEC);
	collected_fd = memfd_create("collected", MFD_CLOEXEC);
	if (stdin_fd < 0 || stdout_fd < 0 || stderr_fd < 0 || collected_fd < 0) die("memfd_create");
	if (options.oom_fd >= 0) fcntl(options.oom_fd, F_SETFD, FD_CLOEXEC);

	char line[512];
	while (read_line(line, sizeof line) == 0) {
		if (!strcmp(line, "ping")) {
			if (write_all(1, "pong\n", 5) < 0) die("write answer");
			continue;
		}
		struct request request;
		long long stdin_bytes = 0;
		parse_request(line, &request, &stdin_bytes);
		run_one(&request, stdin_bytes);
		free_request(&request);
	}
	return 0;
}

/* ---------- launch: on the host, before bubblewrap ---------- */

static int launch(int argc, char **argv) {
	long uid = -1, gid = -1;
	int index = 0;
	for (; index < argc; index++) {
		const char *option = argv[index];
		if (!strcmp(option, "--")) {
			index++;
			break;
		}
		if (index + 1 >= argc) die("missing value for %s", option);
		const char *value = argv[++index];
		if (!strcmp(option, "--join")) {
			if (write_file(value, "0") < 0) die("join cgroup %s", value);
		} else if (!strcmp(option, "--open")) {
			int target = atoi(value);
			const char *path = strchr(value, ':');
			if (!path || target < 3) die("bad --open %s", value);
			int fd = open(path + 1, O_RDONLY);
			if (fd < 0) die("open %s", path + 1);
			if (fd != target && (dup2(fd, target) < 0 || close(fd) < 0)) die("dup2");
		} else if (!strcmp(option, "--oom-score-adj")) {
			/* Best effort: some containers forbid lowering it, and the program's own score is raised anyway. */
			write_file("/proc/self/oom_score_adj", value);
		} else if (!strcmp(option, "--uid")) uid = atol(value);
		else if (!strcmp(option, "--gid")) gid = atol(value);
		else die("unknown option %s", option);
	}
	if (index >= argc) die("no command given");
	if (gid >= 0) {
		if (setgroups(0, NULL) < 0 || setresgid((gid_t)gid, (gid_t)gid, (gid_t)gid) < 0) die("setgid");
	}
	if (uid >= 0 && setresuid((uid_t)uid, (uid_t)uid, (uid_t)uid) < 0) die("setuid");
	char *empty_environment[] = { NULL };
	execve(argv[index], argv + index, empty_environment);
	die("exec %s", argv[index]);
	return 125;
}

/* ---------- fifo: on the host, the named pipes of an interactive submission ---------- */

/* Node cannot make named pipes; any sandbox user may open these two (the folder decides who sees them). */
static int make_pipes(int argc, char **argv) {
	if (argc != 1) die("usage: supervisor fifo DIRECTORY");
	umask(0);
	const char *names[] = { "to-program", "from-program" };
	for (int index = 0; index < 2; index++) {
		char path[PATH_MAX];
		snprintf(path, sizeof path, "%s/%s", argv[0], names[index]);
		if (mkfifo(path, 0666) < 0) die("mkfifo %s", path);
	}
	return 0;
}

int main(int argc, char **argv) {
	if (argc >= 2 && !strcmp(argv[1], "launch")) return launch(argc - 2, argv + 2);
	if (argc >= 2 && !strcmp(argv[1], "serve")) return serve(argc - 2, argv + 2);
	if (argc >= 2 && !strcmp(argv[1], "fifo")) return make_pipes(argc - 2, argv + 2);
	if (argc >= 2 && !strcmp(argv[1], "version")) {
		puts("codeyard-supervisor 1");
		return 0;
	}
	fputs("usage: supervisor launch|serve|fifo|version ...\n", stderr);
	return 2;
}
