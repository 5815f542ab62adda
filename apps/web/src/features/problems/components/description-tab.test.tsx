import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { ProblemDetail } from '@codeyard/shared';

import { DescriptionTab } from './description-tab';

const problem = {
  _id: 'p1',
  title: 'Sum',
  description: '# Sum\n\nRead $n_1$ and $n_2$.\n\n- $1 \\le n \\le 10^5$\n- cost is $5 dollars, not maths',
  difficulty: 'easy',
  tags: ['array'],
  visibletestcases: [{ input: '1 2', output: '3', explanation: 'one and two' }],
  startCode: [],
} as unknown as ProblemDetail;

describe('DescriptionTab', () => {
  it('renders $…$ maths with KaTeX and leaves a lone dollar as text', async () => {
    const { container } = render(<DescriptionTab problem={problem} />);
    // The statement renderer (with KaTeX) loads lazily.
    await waitFor(() => expect(container.querySelectorAll('.katex')).toHaveLength(3), { timeout: 10_000 });
    // KaTeX writes MathML beside the visual HTML: the exponent and subscript are real markup.
    expect(container.querySelector('.katex msup')).toBeTruthy();
    expect(container.querySelector('.katex msub')).toBeTruthy();
    expect(container.textContent).toContain('cost is $5 dollars');
    expect(screen.getByText('Example 1:')).toBeTruthy();
  });
});
