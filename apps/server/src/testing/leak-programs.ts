/**
 * Programs that try to smuggle a hidden test of the sum fixture out of the judge. Each answers the
 * small first hidden test ("10 20") correctly, so judging reaches the second hidden test, whose
 * first number (HIDDEN_MARKERS[0], 987654321) is then leaked:
 * - `stderr`: copies its whole input to stderr and exits 1;
 * - `stdoutThenCrash`: copies its input to stdout, then crashes;
 * - `exitCode`: exits with the input's first two digits (98) as its exit code, a byte per submission;
 * - `memory`: fills that many MiB (98) before exiting 1, so the reported peak memory would tell them.
 */
export type LeakKind = 'stderr' | 'stdoutThenCrash' | 'exitCode' | 'memory';

/**
 * The languages the leak programs are written in: what reaches a user is filtered from the judge's
 * result whatever the language, so four runtimes of different kinds (native, JVM, Node, CPython)
 * stand for all twelve.
 */
export const LEAK_LANGUAGES = ['cpp', 'java', 'javascript', 'python'] as const;
type LeakLanguage = (typeof LEAK_LANGUAGES)[number];

/** The exit code `exitCode` programs choose: 987654321 / 10^7. */
export const LEAKED_EXIT_CODE = 98;
/** The MiB `memory` programs fill: 987654321 / 10^7. */
export const LEAKED_MEBIBYTES = 98;

const LEAKS: Record<LeakLanguage, Record<LeakKind, string>> = {
  cpp: {
    stderr: 'std::cerr << data << std::flush; return 1;',
    stdoutThenCrash: 'std::cout << data << std::flush; std::abort();',
    exitCode: 'return (int)(a / 10000000);',
    memory: 'std::vector<char> block((size_t)(a / 10000000) << 20, 1); return block[0];',
  },
  java: {
    stderr: 'System.err.print(data); System.err.flush(); System.exit(1);',
    stdoutThenCrash: 'System.out.print(data); System.out.flush(); throw new IllegalStateException("crash");',
    exitCode: 'System.exit((int) (a / 10000000));',
    memory:
      'byte[][] blocks = new byte[(int) (a / 10000000)][]; for (int i = 0; i < blocks.length; i++) { blocks[i] = new byte[1 << 20]; Arrays.fill(blocks[i], (byte) 1); } System.exit(blocks[0][0]);',
  },
  javascript: {
    stderr: 'process.stderr.write(data); process.exitCode = 1;',
    stdoutThenCrash: "process.stdout.write(data); throw new Error('crash');",
    exitCode: 'process.exit(Math.floor(a / 1e7));',
    memory: 'const block = Buffer.alloc(Math.floor(a / 1e7) * 1048576, 1); process.exit(block[0]);',
  },
  python: {
    stderr: 'sys.stderr.write(data); sys.stderr.flush(); sys.exit(1)',
    stdoutThenCrash: "sys.stdout.write(data); sys.stdout.flush(); raise RuntimeError('crash')",
    exitCode: 'sys.exit(a // 10000000)',
    memory: "block = bytearray(b'\\x01') * ((a // 10000000) << 20); sys.exit(block[0])",
  },
};

const PROGRAMS: Record<LeakLanguage, (leak: string) => string> = {
  cpp: (leak) =>
    `#include <cstdlib>\n#include <iostream>\n#include <iterator>\n#include <sstream>\n#include <string>\n#include <vector>\nint main() {\n  std::string data((std::istreambuf_iterator<char>(std::cin)), std::istreambuf_iterator<char>());\n  std::istringstream in(data);\n  long long a, b;\n  in >> a >> b;\n  if (a < 1000) { std::cout << a + b << "\\n"; return 0; }\n  ${leak}\n}\n`,
  java: (leak) =>
    `import java.util.*;\npublic class Main {\n  public static void main(String[] args) throws Exception {\n    String data = new String(System.in.readAllBytes());\n    Scanner in = new Scanner(data);\n    long a = in.nextLong(), b = in.nextLong();\n    if (a < 1000) { System.out.println(a + b); return; }\n    ${leak}\n  }\n}\n`,
  javascript: (leak) =>
    `const data = require('fs').readFileSync(0, 'utf8');\nconst [a, b] = data.trim().split(/\\s+/).map(Number);\nif (a < 1000) {\n  console.log(a + b);\n} else {\n  ${leak}\n}\n`,
  python: (leak) =>
    `import sys\ndata = sys.stdin.read()\na, b = map(int, data.split())\nif a < 1000:\n    print(a + b)\nelse:\n    ${leak}\n`,
};

export function leakProgram(language: LeakLanguage, kind: LeakKind): string {
  return PROGRAMS[language](LEAKS[language][kind]);
}
