import { z } from 'zod';

import { createProblemSchema, updateProblemSchema } from '@codeyard/shared';
import {
  functionSignatureSchema,
  typedAnswerProblem,
  typedInputProblem,
  type FunctionSignature,
} from '@codeyard/shared/function-problem';
import { functionStub } from '@codeyard/shared/function-stubs/index';
import { solverLanguages } from '@codeyard/shared';

/** Each language's stub of a signature: what a function problem's start code is. */
export function stubEntries(signature: FunctionSignature): { language: string; initialcode: string }[] {
  return solverLanguages().flatMap((language) => {
    const stub = functionStub(language, signature);
    return stub === null ? [] : [{ language, initialcode: stub }];
  });
}

type TestCases = { input: string; output: string }[];

/** A function problem's tests are typed values: each input and expected value is checked against the signature. */
function checkTypedTests(
  signature: FunctionSignature,
  name: 'visibletestcases' | 'hiddentestcases',
  tests: TestCases,
  context: z.RefinementCtx,
) {
  tests.forEach((test, index) => {
    const inputProblem = test.input.trim() ? typedInputProblem(signature, test.input) : null;
    if (inputProblem) context.addIssue({ code: 'custom', message: inputProblem, path: [name, index, 'input'] });
    const answerProblem = test.output.trim() ? typedAnswerProblem(signature, test.output) : null;
    if (answerProblem) context.addIssue({ code: 'custom', message: answerProblem, path: [name, index, 'output'] });
  });
}

/**
 * The form's schema: the shared create or update schema with a function signature (null for a
 * stdin/stdout problem). A function problem asks for no start code (its stubs are the start code,
 * sent as such) and has typed tests; a stdin/stdout problem keeps the shared start code rule.
 */
function withFunction<Schema extends typeof createProblemSchema | typeof updateProblemSchema>(schema: Schema) {
  const startCodeRule = schema.shape.startCode;
  return (
    schema
      .extend({
        function: functionSignatureSchema.nullable().default(null),
        startCode: z.array(z.object({ language: z.string(), initialcode: z.string() })),
      })
      // Checks, not a transform: they run beside the other fields' messages rather than after them.
      .superRefine((body, context) => {
        if (body.function) {
          const signature = functionSignatureSchema.safeParse(body.function);
          if (!signature.success) return;
          checkTypedTests(signature.data, 'visibletestcases', body.visibletestcases, context);
          checkTypedTests(signature.data, 'hiddentestcases', body.hiddentestcases, context);
          return;
        }
        const startCode = startCodeRule.safeParse(body.startCode);
        if (!startCode.success)
          for (const issue of startCode.error.issues)
            context.addIssue({ code: 'custom', message: issue.message, path: ['startCode', ...issue.path] });
      })
      // A function problem's value checker is the judge's own: no output check or interactor is sent for it.
      .transform((body) =>
        body.function
          ? { ...body, startCode: stubEntries(body.function), checking: undefined, interactor: null }
          : { ...body, startCode: startCodeRule.parse(body.startCode) },
      )
  );
}

export const problemFormSchemas = {
  create: withFunction(createProblemSchema),
  update: withFunction(updateProblemSchema),
};
