import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languagesBeforeJudge } from '../../judging/offered-languages.js';
import { insertProblem } from '../../services/problems/problems.js';
import { SUM_SOLUTIONS, sumProblem } from '../../testing/fixture-problem.js';
import { inertJudging } from '../../testing/judging.js';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app.js';

const RUST_SUM = `use std::io::Read;
fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let sum: i64 = input.split_whitespace().map(|word| word.parse::<i64>().unwrap()).sum();
    println!("{}", sum);
}
`;

describe('a judge offering only the core languages', () => {
  let test: TestApp;
  let problemId: string;
  let freshAsks = 0;

  beforeAll(async () => {
    test = await createTestApp({
      judging: () => ({
        ...inertJudging,
        offeredLanguages: async (options) => {
          if (options?.fresh) freshAsks += 1;
          return languagesBeforeJudge();
        },
      }),
    });
    problemId = await insertProblem(test.context.database, sumProblem(), test.context.clock());
  });
  afterAll(() => test?.close());

  it('lists what it offers, to anyone', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/languages' });
    expect(response.statusCode).toBe(200);
    expect(response.json().languages.map((language: { label: string }) => language.label)).toEqual([
      'JavaScript',
      'Java',
      'C++',
      'Python',
      'C',
    ]);
  });

  it('refuses a Run or a submission in a language it has not installed, having asked afresh, and stores nothing', async () => {
    const { cookie } = await signUp(test.app);
    const message = 'Rust is not installed on this judge. Use JavaScript, Java, C++, Python, C.';
    for (const url of [`/api/submissions/runcode/${problemId}`, `/api/submissions/submit/${problemId}`]) {
      const before = freshAsks;
      const response = await test.app.inject({
        method: 'POST',
        url,
        headers: { cookie },
        payload: { code: RUST_SUM, language: 'rs' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
      expect(freshAsks).toBe(before + 1);
    }
    const submissions = await test.app.inject({
      method: 'GET',
      url: `/api/problem/submittedproblems/${problemId}`,
      headers: { cookie },
    });
    expect(submissions.json()).toEqual([]);
    // An offered language goes through to the judge (which here runs nothing).
    const python = await test.app.inject({
      method: 'POST',
      url: `/api/submissions/runcode/${problemId}`,
      headers: { cookie },
      payload: { code: SUM_SOLUTIONS.python, language: 'python' },
    });
    expect(python.statusCode).toBe(200);
  });

  it('still opens every language on the problem page, with generated start code where the problem has none', async () => {
    const page = (await test.app.inject({ method: 'GET', url: `/api/problem/problembyid/${problemId}` })).json();
    const labels = page.startCode.map((entry: { language: string }) => entry.language);
    expect(labels).toEqual([
      'C++',
      'Java',
      'JavaScript',
      'Python',
      'C',
      'C#',
      'Go',
      'Kotlin',
      'PyPy',
      'Ruby',
      'Rust',
      'TypeScript',
    ]);
    const code = (label: string) =>
      page.startCode.find((entry: { language: string }) => entry.language === label).initialcode;
    expect(code('PyPy')).toBe(code('Python'));
    expect(code('Rust')).toContain('fn main()');
  });
});
