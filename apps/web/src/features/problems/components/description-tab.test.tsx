import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { ProblemPage } from '@codeyard/shared';

import { DescriptionTab } from './description-tab';

const problem = {
  _id: 'p1',
  title: 'Sum',
  description: '# Sum\n\nRead $n_1$.',
  statementHtml:
    '<p>Read <span class="katex"><span class="katex-mathml"><math><msub><mi>n</mi><mn>1</mn></msub></math></span></span>.</p>\n<h2>Input</h2>',
  difficulty: 'easy',
  tags: ['array'],
  visibleTests: [{ input: '1 2', output: '3', explanation: 'one and two' }],
  startCode: [],
  timeLimitMs: 2000,
  memoryLimitMb: 256,
} as unknown as ProblemPage;

describe('DescriptionTab', () => {
  it("shows the server's rendered statement, not its Markdown source, then the examples and limits", () => {
    const { container } = render(<DescriptionTab problem={problem} />);
    expect(container.querySelector('.markdown .katex msub')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Input' })).toBeTruthy();
    expect(container.textContent).not.toContain('$n_1$');
    expect(screen.getByText('Example 1:')).toBeTruthy();
    expect(screen.getByText('one and two')).toBeTruthy();
    expect(screen.getByText('Time limit: 2 s · Memory limit: 256 MB')).toBeTruthy();
  });

  it('shows an interactive sample as a dialogue: what the judge sends, then what the program writes', () => {
    const interactive = {
      ...problem,
      visibleTests: [
        { input: '10 7\n', output: '7\n', explanation: '', interaction: '<10\n>5\n<higher\n>7\n<correct\n' },
      ],
    } as ProblemPage;
    render(<DescriptionTab problem={interactive} />);
    const dialogue = screen.getByRole('list', { name: 'Interaction' });
    expect([...dialogue.querySelectorAll('li')].map((line) => line.textContent)).toEqual([
      'The judge sends: 10',
      'Your program writes: 5',
      'The judge sends: higher',
      'Your program writes: 7',
      'The judge sends: correct',
    ]);
    // The interactor's own input (the secret) is not shown as a sample input.
    expect(screen.queryByText('10 7')).toBeNull();
  });

  it('shows a multi-pass sample pass by pass, each headed by its number', () => {
    const multiPass = {
      ...problem,
      visibleTests: [{ input: '4\n', output: '6\n', explanation: '', interaction: '<4\n>5\n---\n<again 5\n>6\n' }],
    } as ProblemPage;
    render(<DescriptionTab problem={multiPass} />);
    const dialogue = screen.getByRole('list', { name: 'Interaction' });
    expect([...dialogue.querySelectorAll('li')].map((line) => line.textContent)).toEqual([
      'Pass 1',
      'The judge sends: 4',
      'Your program writes: 5',
      'Pass 2',
      'The judge sends: again 5',
      'Your program writes: 6',
    ]);
    expect(screen.getByText(/Your program runs once per pass/)).toBeTruthy();
  });

  it("shows a function problem's signature, and each example's parameters by name", () => {
    const twoSum = {
      ...problem,
      visibleTests: [{ input: '[2,7,11,15]\n9\n', output: '[0,1]\n', explanation: '2 + 7 = 9' }],
      function: {
        name: 'twoSum',
        params: [
          { name: 'nums', type: 'int[]' },
          { name: 'target', type: 'int' },
        ],
        returns: 'int[]',
        comparison: 'exact',
      },
    } as ProblemPage;
    render(<DescriptionTab problem={twoSum} />);
    expect(screen.getByText('twoSum(nums: int[], target: int): int[]')).toBeTruthy();
    expect(screen.getByText('nums = [2,7,11,15], target = 9')).toBeTruthy();
    expect(screen.getByText('[0,1]')).toBeTruthy();
  });
});
