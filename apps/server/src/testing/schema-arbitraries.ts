import fc from 'fast-check';

/** The part of JSON Schema 2020-12 that z.toJSONSchema emits for this API's inputs. */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
};

/** Generated inputs stay small so a run is quick; size limits are probed by the mutations instead. */
const SMALL_ARRAY = 3;
const SMALL_STRING = 40;
/** Characters, well below the 1 MB body limit so the route (not the body parser) sees it. */
const HUGE_STRING = 300_000;

const languages = ['javascript', 'java', 'cpp', 'python', 'C++', 'js', 'python3'];

/** Strings that tend to break things: unicode edge cases, paths, markup, SQL, prototype keys. */
export const nastyStrings = [
  '',
  ' ',
  '\u0000',
  '\uD800',
  '𝕳𝖊𝖑𝖑𝖔 🧪 ‮reversed',
  'ﷺ'.repeat(50),
  '../../../../etc/passwd',
  '%2e%2e%2f',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  '{"$ne":null}',
];

function stringArbitrary(schema: JsonSchema, name: string): fc.Arbitrary<string> {
  if (schema.format === 'email' || /email/i.test(name)) return fc.emailAddress().filter((email) => email.length <= 254);
  if (/language/i.test(name)) return fc.constantFrom(...languages);
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? SMALL_STRING, SMALL_STRING));
  return fc.string({ minLength, maxLength, unit: fc.constantFrom('a', 'Z', '1', ' ', '\n', '@', '!', 'é') });
}

/** Values the schema describes (refinements such as "all three languages" may still refuse them). */
export function validArbitrary(schema: JsonSchema, name = ''): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => validArbitrary(choice, name)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringArbitrary(schema, name);
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? SMALL_ARRAY, SMALL_ARRAY));
      return fc.array(validArbitrary(schema.items ?? {}, name), { minLength, maxLength });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const shape = Object.fromEntries(
        Object.entries(properties).map(([key, property]) => [key, validArbitrary(property, key)]),
      );
      return fc.record(shape, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

const wrongValue = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, 0, -1, 1e308, 2 ** 53 + 1, [], {}, [[]], {
    nested: { deeper: [1, 'x'] },
  }),
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(...nastyStrings),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.constant('x'.repeat(HUGE_STRING)),
  fc.constant('🧪'.repeat(HUGE_STRING / 4)),
);

/** A described value with one thing wrong: a wrong type, a huge or odd string, a missing or extra field. */
export function invalidArbitrary(schema: JsonSchema, name = ''): fc.Arbitrary<unknown> {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object' && schema.properties) {
    const properties = schema.properties;
    const keys = Object.keys(properties);
    const valid = validArbitrary(schema, name) as fc.Arbitrary<Record<string, unknown>>;
    const required = schema.required ?? [];
    const mutations: fc.Arbitrary<unknown>[] = [
      wrongValue,
      fc
        .tuple(
          valid,
          fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom('__proto__', 'constructor', 'id', '_id', 'role')),
          wrongValue,
        )
        .map(([value, key, extra]) => ({ ...value, [key]: extra })),
      fc
        .tuple(valid, fc.constantFrom(...keys))
        .chain(([value, key]) =>
          invalidArbitrary(properties[key] ?? {}, key).map((broken) => ({ ...value, [key]: broken })),
        ),
    ];
    if (required.length > 0) {
      mutations.push(
        fc
          .tuple(valid, fc.constantFrom(...required))
          .map(([value, key]) => Object.fromEntries(Object.entries(value).filter(([entry]) => entry !== key))),
      );
    }
    return fc.oneof(...mutations);
  }
  if (type === 'array') {
    const element = schema.items ?? {};
    return fc.oneof(
      wrongValue,
      fc.array(invalidArbitrary(element, name), { minLength: 1, maxLength: SMALL_ARRAY }),
      validArbitrary(element, name).map((item) => Array.from({ length: (schema.maxItems ?? 1000) + 1 }, () => item)),
    );
  }
  return fc.oneof(
    wrongValue,
    validArbitrary(schema, name).map((value) =>
      typeof value === 'string'
        ? value.repeat(Math.ceil(HUGE_STRING / Math.max(1, value.length))).slice(0, HUGE_STRING)
        : value,
    ),
  );
}

/** Path ids: stored ones (so routes go past "not found"), unknown ones and odd ones. */
export function idArbitrary(storedIds: () => string[]): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constant(null).map(() => storedIds()[0] ?? 'no-stored-id'),
    fc.uuid(),
    fc.constantFrom(...nastyStrings.filter((text) => text.length > 0)),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }),
    fc.constant('9'.repeat(5000)),
  );
}
