import { useState } from 'react';

import type { ProblemPage, RunTestCase, SolverLanguage } from '@codeyard/shared';

import { useRunCode } from '../api/run-code';
import type { RunState } from '../components/run-panels';
import { inputProblem } from '../utils/function-input';
import { requestFailure } from '../utils/request-failure';

/** The Testcase console: the cases Run uses (the problem's examples to begin with) and the last run's result. */
export function useRun(problem: ProblemPage) {
  const [cases, setCases] = useState<RunTestCase[]>(() =>
    (problem.visibleTests ?? []).map((example) => ({ input: example.input })),
  );
  const [selectedCase, setSelectedCase] = useState(0);
  const [state, setState] = useState<RunState>({ phase: 'idle' });
  const runCode = useRunCode();

  const start = async (code: string, language: SolverLanguage) => {
    // A function problem's typed input that cannot be read is named at its field, not sent.
    const signature = problem.function;
    const invalid = signature
      ? cases.map((testCase) => inputProblem(signature, testCase.input)).findIndex((found) => found !== null)
      : -1;
    if (signature && invalid !== -1) {
      setSelectedCase(invalid);
      setState({ phase: 'invalid', caseIndex: invalid, problem: inputProblem(signature, cases[invalid]!.input)! });
      return;
    }
    setState({ phase: 'running' });
    try {
      const result = await runCode.mutateAsync({
        problemId: problem._id,
        code,
        language,
        ...(cases.length > 0 ? { testCases: cases } : {}),
      });
      setState({ phase: 'done', result });
    } catch (error) {
      setState({ phase: 'failed', ...requestFailure(error) });
    }
  };

  return { cases, setCases, selectedCase, setSelectedCase, state, start };
}

export type Run = ReturnType<typeof useRun>;
