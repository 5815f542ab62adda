import fs from 'node:fs';
import path from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/**
 * The ICPC's Contest API schemas, as the ICPC publishes them (icpc/ccs-specs, `json-schema/`), one
 * folder per API version in the workplace's shared folder beside the repository
 * (`../shared/clics-schemas/<version>/`, each with the commit it was taken from). They are read
 * there, unchanged, and compiled once per version: every file is added under its own `$id`, so the
 * `common.json#/…` references between them resolve as the authors meant.
 */
export const CLICS_SCHEMA_VERSIONS = ['2023-06', '2026-01'] as const;
export type ClicsSchemaVersion = (typeof CLICS_SCHEMA_VERSIONS)[number];

const repositoryRoot = path.resolve(import.meta.dirname, '../../../..');
export const CLICS_SCHEMA_ROOT = process.env.CLICS_SCHEMAS ?? path.resolve(repositoryRoot, '../shared/clics-schemas');

type Versioned = { ajv: Ajv2020; idOf: Map<string, string> };
const loaded = new Map<ClicsSchemaVersion, Versioned>();

function load(version: ClicsSchemaVersion): Versioned {
  const cached = loaded.get(version);
  if (cached) return cached;
  const directory = path.join(CLICS_SCHEMA_ROOT, version);
  if (!fs.existsSync(directory))
    throw new Error(`The CLICS schemas of ${version} are not at ${directory} (set CLICS_SCHEMAS to their folder)`);
  // Non-strict: the files keep definitions at their top level (common.json#/abstime), which strict mode refuses.
  // JSON numbers are decimals: `0.123` is a multiple of 0.001, though 0.123 / 0.001 is not an integer in
  // binary floating point (and 1.001 has no double that is). `multipleOfPrecision` makes Ajv judge the
  // decimal; that every time we send has at most three decimals is checked apart (clics-routes.test.ts).
  const ajv = new Ajv2020({ strict: false, allErrors: true, multipleOfPrecision: 9 });
  addFormats.default(ajv);
  const idOf = new Map<string, string>();
  for (const file of fs.readdirSync(directory).filter((name) => name.endsWith('.json'))) {
    const schema = JSON.parse(fs.readFileSync(path.join(directory, file), 'utf8')) as { $id?: string };
    if (!schema.$id) throw new Error(`${version}/${file} has no $id`);
    ajv.addSchema(schema);
    idOf.set(file, schema.$id);
  }
  const versioned = { ajv, idOf };
  loaded.set(version, versioned);
  return versioned;
}

export function clicsSchema(file: string, version: ClicsSchemaVersion = '2023-06'): ValidateFunction {
  const { ajv, idOf } = load(version);
  const id = idOf.get(file);
  const validate = id ? ajv.getSchema(id) : undefined;
  if (!validate) throw new Error(`no schema ${version}/${file}`);
  return validate;
}

/** The errors of `value` against the named schema file of a version, as readable lines (empty: valid). */
export function schemaErrors(file: string, value: unknown, version: ClicsSchemaVersion = '2023-06'): string[] {
  const validate = clicsSchema(file, version);
  if (validate(value)) return [];
  return (validate.errors ?? []).map(
    (error) => `${version}/${file} ${error.instancePath} ${error.message ?? ''} ${JSON.stringify(error.params)}`,
  );
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
