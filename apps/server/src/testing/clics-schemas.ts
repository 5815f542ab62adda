import fs from 'node:fs';
import path from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

const SCHEMA_DIRECTORY = path.join(import.meta.dirname, '../routes/clics/schemas');
const BASE = 'https://codeyard.test/clics/';

/**
 * The ICPC's Contest API schemas (schemas/README.md) compiled once for the tests. `$id` and
 * `$schema` are dropped so that every `common.json#/…` reference resolves to the copy beside it.
 */
function loadValidator(): Ajv2020 {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  for (const file of fs.readdirSync(SCHEMA_DIRECTORY).filter((name) => name.endsWith('.json'))) {
    const schema = JSON.parse(fs.readFileSync(path.join(SCHEMA_DIRECTORY, file), 'utf8')) as Record<string, unknown>;
    delete schema.$id;
    delete schema.$schema;
    ajv.addSchema(schema, BASE + file);
  }
  return ajv;
}

const ajv = loadValidator();

export function clicsSchema(file: string): ValidateFunction {
  const validate = ajv.getSchema(BASE + file);
  if (!validate) throw new Error(`no schema ${file}`);
  return validate;
}

/** The errors of `value` against the named schema file, as readable lines (empty: valid). */
export function schemaErrors(file: string, value: unknown): string[] {
  const validate = clicsSchema(file);
  if (validate(value)) return [];
  return (validate.errors ?? []).map((error) => `${file} ${error.instancePath} ${error.message ?? ''}`);
}

/** The object schema of each collection endpoint (the notification `type` of the event feed). */
export const OBJECT_SCHEMAS: Record<string, string> = {
  contest: 'contest.json',
  'judgement-types': 'judgement-type.json',
  languages: 'language.json',
  problems: 'problem.json',
  groups: 'group.json',
  organizations: 'organization.json',
  teams: 'team.json',
  state: 'state.json',
  submissions: 'submission.json',
  judgements: 'judgement.json',
  runs: 'run.json',
  clarifications: 'clarification.json',
};
