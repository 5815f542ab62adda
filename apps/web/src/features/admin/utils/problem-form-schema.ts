import { createProblemSchema, solverLanguages, updateProblemSchema } from '@codeyard/shared';
import type { FunctionSignature } from '@codeyard/shared/function-problem';
import { functionStub } from '@codeyard/shared/function-stubs/index';

/** Each language's stub of a signature: what a function problem's page opens on (its start code). */
export function stubEntries(signature: FunctionSignature): { language: string; code: string }[] {
  return solverLanguages().flatMap((language) => {
    const stub = functionStub(language, signature);
    return stub === null ? [] : [{ language, code: stub }];
  });
}

type FormBody = {
  function?: FunctionSignature | null | undefined;
  startCode?: unknown;
  checking?: unknown;
  interactor?: unknown;
};

/**
 * What the form sends: the shared schema's body (its rules check a function problem's typed tests
 * and a stdin/stdout problem's start code). A function problem sends no start code (its stubs are
 * the start code), no output check and no interactor, whatever the hidden cards still hold: the
 * judge compares its returned values as the signature says.
 */
function functionBody<Body extends FormBody>(body: Body): Body {
  if (!body.function) return body;
  const { startCode: _startCode, checking: _checking, ...rest } = body;
  return { ...rest, interactor: null } as Body;
}

export const problemFormSchemas = {
  create: createProblemSchema.transform(functionBody),
  update: updateProblemSchema.transform(functionBody),
};
