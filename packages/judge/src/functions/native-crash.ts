/**
 * C and C++ crash reports that name the user's line. A crashed native program says nothing by itself;
 * this handler (C code that compiles as C++ too) catches SIGSEGV, SIGBUS, SIGFPE, SIGILL and SIGABRT
 * (an uncaught exception aborts), walks the stack with GCC's libbacktrace, which reads the program's
 * own line tables (the C and C++ languages compile with -g1 and link -lbacktrace), and prints the
 * frames in the user's file before dying of the same signal, so the verdict stays a runtime error.
 * It runs on a stack of its own, so a stack overflow is reported as well.
 */
export function crashHandlerSource(solutionFile: string): string {
  return `#include <backtrace.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

static struct backtrace_state* codeyard_backtrace_state;
static int codeyard_frames_reported;
/* A recursion repeats its line frame after frame: one line says so instead of all of them. */
static int codeyard_last_line;
static int codeyard_repeats;

static void codeyard_say(const char* text) {
  ssize_t written = write(2, text, strlen(text));
  (void)written;
}

static void codeyard_say_repeats(void) {
  if (codeyard_repeats == 0) return;
  char text[100];
  snprintf(text, sizeof text, "    (%s%d more frame%s at this line)\\n", codeyard_frames_reported >= 64 ? "at least " : "",
           codeyard_repeats, codeyard_repeats == 1 ? "" : "s");
  codeyard_say(text);
  codeyard_repeats = 0;
}

static int codeyard_frame(void* data, uintptr_t pc, const char* file, int line, const char* function) {
  (void)data;
  (void)pc;
  if (file == NULL) return 0;
  const char* base = strrchr(file, '/');
  base = base ? base + 1 : file;
  if (strcmp(base, "${solutionFile}") != 0) return 0;
  if (line == codeyard_last_line) {
    codeyard_repeats++;
  } else {
    codeyard_say_repeats();
    codeyard_last_line = line;
    /* C++'s names are mangled, and demangling allocates, which a crash in malloc would deadlock on. */
    int named = function != NULL && strncmp(function, "_Z", 2) != 0;
    char text[600];
    snprintf(text, sizeof text, "    at ${solutionFile}:%d%s%.400s\\n", line, named ? " in " : "", named ? function : "");
    codeyard_say(text);
  }
  return ++codeyard_frames_reported >= 64;
}

static void codeyard_backtrace_error(void* data, const char* message, int number) {
  (void)data;
  (void)message;
  (void)number;
}

static void codeyard_crashed(int signal_number) {
  const char* what = signal_number == SIGSEGV ? "SIGSEGV: invalid memory access (an index out of range, a null pointer, a stack overflow)"
    : signal_number == SIGBUS ? "SIGBUS: invalid memory access"
    : signal_number == SIGFPE ? "SIGFPE: arithmetic error (division by zero)"
    : signal_number == SIGILL ? "SIGILL: illegal instruction (undefined behaviour, such as a null pointer dereference)"
    : "SIGABRT: aborted";
  codeyard_say("Runtime error: ");
  codeyard_say(what);
  codeyard_say("\\n");
  if (codeyard_backtrace_state != NULL)
    backtrace_full(codeyard_backtrace_state, 0, codeyard_frame, codeyard_backtrace_error, NULL);
  codeyard_say_repeats();
  if (codeyard_frames_reported == 0) codeyard_say("    (no line of ${solutionFile} on the stack)\\n");
  signal(signal_number, SIG_DFL);
  raise(signal_number);
}

static void codeyard_catch_crashes(void) {
  static char alternate_stack[1 << 18];
  stack_t stack;
  memset(&stack, 0, sizeof stack);
  stack.ss_sp = alternate_stack;
  stack.ss_size = sizeof alternate_stack;
  sigaltstack(&stack, NULL);
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = codeyard_crashed;
  action.sa_flags = SA_ONSTACK | SA_RESETHAND;
  int signals[] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT};
  for (unsigned index = 0; index < sizeof signals / sizeof signals[0]; index++) sigaction(signals[index], &action, NULL);
  codeyard_backtrace_state = backtrace_create_state(NULL, 0, codeyard_backtrace_error, NULL);
}
`;
}
