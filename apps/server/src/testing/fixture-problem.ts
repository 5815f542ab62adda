import type { ProblemInput } from '../services/problems/problem-model.js';

/** Numbers that appear only in hidden tests, so an answer containing them has leaked test data. */
export const HIDDEN_MARKERS = ['987654321', '123454321', '555000111'];

export const SUM_SOLUTIONS = {
  cpp: '#include <iostream>\nint main(){long long a,b;std::cin>>a>>b;std::cout<<a+b<<"\\n";}\n',
  java: 'import java.util.*;\npublic class Main{public static void main(String[] x){Scanner s=new Scanner(System.in);long a=s.nextLong(),b=s.nextLong();System.out.println(a+b);}}\n',
  javascript:
    "const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(BigInt);\nconsole.log(String(a + b));\n",
  python: 'a, b = map(int, input().split())\nprint(a + b)\n',
};

/** Right on the examples, wrong on larger hidden numbers (32-bit overflow). */
export const SUM_OVERFLOWING_CPP = '#include <iostream>\nint main(){int a,b;std::cin>>a>>b;std::cout<<a+b<<"\\n";}\n';

export function sumProblem(overrides: Partial<ProblemInput> = {}): ProblemInput {
  return {
    slug: null,
    title: 'Add Two Numbers',
    description: 'Print the sum of two integers.',
    difficulty: 'easy',
    tags: ['array'],
    visibleTests: [
      { input: '1 2\n', output: '3\n', explanation: 'One plus two is three.' },
      { input: '-5 5\n', output: '0\n', explanation: 'They cancel out.' },
    ],
    hiddenTests: [
      { input: '10 20\n', output: '30\n' },
      { input: `${HIDDEN_MARKERS[0]} 1\n`, output: '987654322\n' },
      { input: `${HIDDEN_MARKERS[1]} ${HIDDEN_MARKERS[2]}\n`, output: `${123454321 + 555000111}\n` },
      { input: '2000000000 2000000000\n', output: '4000000000\n' },
    ],
    startCode: [
      {
        language: 'cpp',
        code: '#include <iostream>\nint main(){long long a,b;std::cin>>a>>b;std::cout<<0<<"\\n";}\n',
      },
      {
        language: 'java',
        code: 'public class Main{public static void main(String[] x){System.out.println(0);}}\n',
      },
      { language: 'javascript', code: 'console.log(0);\n' },
      { language: 'python', code: 'print(0)\n' },
    ],
    referenceCode: Object.entries(SUM_SOLUTIONS).map(([language, code]) => ({ language, code })),
    timeLimitMs: 2000,
    memoryLimitMb: 256,
    checker: { kind: 'lines' },
    sourceHash: null,
    ...overrides,
  };
}
