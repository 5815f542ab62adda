import { describe, expect, it } from 'vitest';

import { createProblemSchema, updateProblemSchema } from '@codeyard/shared';

import { emptyProblemFormValues, problemFormValuesFrom } from './problem-form-values';

const complete = () => ({
  ...emptyProblemFormValues(),
  title: 'Add Two',
  description: 'Add two numbers.',
  visibletestcases: [{ input: '1 2', output: '3', explanation: '1 + 2 = 3' }],
  hiddentestcases: [{ input: '2 2', output: '4' }],
  startCode: ['cpp', 'java', 'javascript'].map((language) => ({ language, initialcode: '// start' })),
  referenceCode: ['cpp', 'java', 'javascript'].map((language) => ({ language, completecode: '// done' })),
});

describe('problem form values', () => {
  it('an empty create form fails with the spec messages', () => {
    const result = createProblemSchema.safeParse(emptyProblemFormValues());
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message) ?? [];
    expect(messages).toEqual(
      expect.arrayContaining([
        'Title is required',
        'Description is required',
        'Input is required',
        'Output is required',
        'Explanation is required',
        'Initial code is required',
        'Complete code is required',
      ]),
    );
  });

  it('a completed create form is a valid create body with one tag', () => {
    const result = createProblemSchema.safeParse(complete());
    expect(result.success).toBe(true);
    expect(result.data?.tags).toEqual(['array']);
  });

  it('reads an admin problem into the edit form, tags comma-separated, languages in form order', () => {
    const values = problemFormValuesFrom({
      _id: 'p1',
      title: 'Add Two',
      description: 'Add two numbers.',
      difficulty: 'Medium',
      tags: ['array', 'dp'],
      visibletestcases: [{ input: '1 2', output: '3', explanation: null }],
      hiddentestcases: [{ input: '2 2', output: '4', explanation: null }],
      startCode: [
        { language: 'python', initialcode: 'p' },
        { language: 'C++', initialcode: 'c' },
        { language: 'javascript', initialcode: 'j' },
        { language: 'java', initialcode: 'J' },
      ],
      referenceCode: [
        { language: 'java', completecode: 'J' },
        { language: 'cpp', completecode: 'c' },
        { language: 'javascript', completecode: 'j' },
      ],
      timeLimitMs: 2000,
      memoryLimitMb: null,
    });
    expect(values.tags).toBe('array, dp');
    expect(values.difficulty).toBe('medium');
    expect(values.startCode.map((entry) => entry.language)).toEqual(['cpp', 'java', 'javascript', 'python']);
    expect(values.referenceCode.map((entry) => entry.language)).toEqual(['cpp', 'java', 'javascript']);
    expect(values.hiddentestcases[0]).toEqual({ input: '2 2', output: '4' });
    expect(values.timeLimitMs).toBe(2000);
    expect('memoryLimitMb' in values).toBe(false);
  });

  it("reads a function problem's signature into the form, a copy the form may edit, and a stdin problem's as null", () => {
    const signature = {
      name: 'twoSum',
      params: [
        { name: 'nums', type: 'int[]' },
        { name: 'target', type: 'int' },
      ],
      returns: 'int[]',
      comparison: 'exact' as const,
    };
    const problem = {
      _id: 'p2',
      title: 'Two Sum',
      description: 'Find two.',
      difficulty: 'easy',
      tags: ['array'],
      visibletestcases: [{ input: '[2,7]\n9', output: '[0,1]', explanation: 'first two' }],
      hiddentestcases: [{ input: '[3,3]\n6', output: '[0,1]' }],
      startCode: [{ language: 'python', initialcode: 'class Solution: ...' }],
      referenceCode: [{ language: 'python', completecode: 'class Solution: ...' }],
      function: signature,
    };
    const values = problemFormValuesFrom(problem);
    expect(values.function).toEqual(signature);
    expect(values.function).not.toBe(signature);
    expect(values.function?.params[0]).not.toBe(signature.params[0]);
    expect(problemFormValuesFrom({ ...problem, function: null }).function).toBeNull();
    expect(problemFormValuesFrom({ ...problem, function: undefined }).function).toBeNull();
  });

  it('gives an imported problem with a solution in one language a blank reference field for every other', () => {
    const values = problemFormValuesFrom({
      ...complete(),
      _id: 'p1',
      difficulty: 'easy',
      tags: ['array'],
      startCode: ['C++', 'Java', 'JavaScript', 'Python'].map((language) => ({ language, initialcode: '// start' })),
      referenceCode: [{ language: 'Python', completecode: 'print(3)' }],
    });
    expect(values.referenceCode).toEqual([
      { language: 'cpp', completecode: '' },
      { language: 'java', completecode: '' },
      { language: 'javascript', completecode: '' },
      { language: 'python', completecode: 'print(3)' },
    ]);
    // The form's own rule still holds: saving asks for the missing solutions.
    expect(updateProblemSchema.safeParse(values).error?.issues.map((issue) => issue.message)).toEqual([
      'Complete code is required',
      'Complete code is required',
      'Complete code is required',
    ]);
  });

  it('the update schema splits comma-separated tags', () => {
    const result = updateProblemSchema.safeParse({ ...complete(), tags: 'array, dp ,graph' });
    expect(result.success).toBe(true);
    expect(result.data?.tags).toEqual(['array', 'dp', 'graph']);
  });

  it('carries the slug into the edit form, and the update schema checks it', () => {
    const values = problemFormValuesFrom({
      ...complete(),
      _id: 'p1',
      difficulty: 'easy',
      tags: ['array'],
      slug: 'add-two',
    });
    expect(values.slug).toBe('add-two');
    expect(updateProblemSchema.safeParse(values).data?.slug).toBe('add-two');
    const renamed = updateProblemSchema.safeParse({ ...values, slug: 'Add Two' });
    expect(renamed.error?.issues.map((issue) => issue.message)).toEqual([
      'Slug may contain only lowercase letters, digits and hyphens, and must start and end with a letter or digit',
    ]);
  });

  it('a pass-fail form sends no groups; a scored one sends its groups, and its points must be whole and positive', () => {
    expect(createProblemSchema.parse(complete()).scoring).toBeNull();
    const groups = [{ name: 'all', points: 100, tests: [0] }];
    expect(createProblemSchema.parse({ ...complete(), scoring: { groups } }).scoring).toEqual({ groups });
    const zero = createProblemSchema.safeParse({ ...complete(), scoring: { groups: [{ ...groups[0], points: 0 }] } });
    expect(zero.error?.issues.map((issue) => issue.message)).toEqual(['Points must be a positive whole number']);
  });

  it("the edit form starts from a scored problem's groups, and from pass-fail without them", () => {
    const problem = {
      _id: 'p1',
      title: 'Add Two',
      description: 'Add.',
      difficulty: 'easy',
      tags: ['array'],
      visibletestcases: [],
      hiddentestcases: [
        { input: '1', output: '1' },
        { input: '2', output: '2' },
      ],
      startCode: [],
      referenceCode: [],
    };
    const groups = [
      { name: 'small', points: 30, tests: [0] },
      { name: 'large', points: 70, tests: [1] },
    ];
    expect(problemFormValuesFrom({ ...problem, scoring: { groups } }).scoring).toEqual({ groups });
    expect(problemFormValuesFrom({ ...problem, scoring: null }).scoring).toBeNull();
    expect(problemFormValuesFrom(problem).scoring).toBeNull();
  });

  it('an interactive form sends its interactor, a batch one null; an edit keeps an imported interactor it cannot show', () => {
    expect(createProblemSchema.parse(complete()).interactor).toBeNull();
    const interactor = { language: 'python' as const, source: 'import sys\nsys.exit(42)\n' };
    expect(createProblemSchema.parse({ ...complete(), interactor }).interactor).toEqual(interactor);
    const blank = createProblemSchema.safeParse({ ...complete(), interactor: { language: 'cpp', source: ' ' } });
    expect(blank.error?.issues.map((issue) => issue.message)).toEqual(['Write the interactor']);

    const problem = {
      _id: 'p1',
      title: 'Guess',
      description: 'Guess.',
      difficulty: 'easy',
      tags: ['array'],
      visibletestcases: [],
      hiddentestcases: [],
      startCode: [],
      referenceCode: [],
    };
    expect(problemFormValuesFrom({ ...problem, type: 'interactive', interactor }).interactor).toEqual(interactor);
    expect(problemFormValuesFrom({ ...problem, type: 'pass-fail', interactor: null }).interactor).toBeNull();
    // An interactor in C came with a package: the edit form leaves the field out, so saving keeps it.
    const imported = problemFormValuesFrom({ ...problem, type: 'interactive', interactor: null });
    expect('interactor' in imported).toBe(false);
    const { interactor: _none, ...withoutInteractor } = complete();
    expect(updateProblemSchema.parse(withoutInteractor).interactor).toBeUndefined();
  });
});
