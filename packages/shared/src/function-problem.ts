/**
 * Function problems (LeetCode's form): the problem declares a signature, the user writes only the
 * function, and tests are typed values, one JSON value per parameter per line as the input and the
 * expected return value as the answer. This file is the one home of the signature, the value types,
 * how a typed text is read and how a returned value is compared; the stubs (function-stubs/) and
 * the judge's drivers (packages/judge/src/functions/) build on it. Browser-safe.
 */
import { z } from 'zod';

/** The scalar types, as the signature spells them. */
export const SCALAR_TYPES = ['int', 'long', 'double', 'bool', 'char', 'string'] as const;
export type ScalarType = (typeof SCALAR_TYPES)[number];

/**
 * A value's type, read from its spelling: `int`, `string[]`, `char[][]`, `list<int>`,
 * `list<list<string>>`, `ListNode` (a linked list, written as the array of its values) or `TreeNode`
 * (a binary tree in LeetCode's level order, `null` for a missing child, trailing nulls left out).
 * Arrays and lists are written alike in tests; they differ where LeetCode's stubs do (Java's int[]
 * and List<Integer>, C#'s int[] and IList<int>, Kotlin's IntArray and List<Int>).
 */
export type ValueType =
  | { kind: 'scalar'; scalar: ScalarType }
  | { kind: 'array'; element: ScalarType; depth: 1 | 2; collection: 'array' | 'list' }
  | { kind: 'list' }
  | { kind: 'tree' };

export const LIST_NODE = 'ListNode';
export const TREE_NODE = 'TreeNode';

/** Every spelling a parameter or return type may have, for the form's picker. */
export const VALUE_TYPE_SPELLINGS: readonly string[] = [
  ...SCALAR_TYPES,
  ...SCALAR_TYPES.map((scalar) => `${scalar}[]`),
  ...SCALAR_TYPES.map((scalar) => `${scalar}[][]`),
  ...SCALAR_TYPES.map((scalar) => `list<${scalar}>`),
  ...SCALAR_TYPES.map((scalar) => `list<list<${scalar}>>`),
  LIST_NODE,
  TREE_NODE,
];

/** The type a spelling names, or null when it names none. */
export function parseValueType(spelling: string): ValueType | null {
  if (spelling === LIST_NODE) return { kind: 'list' };
  if (spelling === TREE_NODE) return { kind: 'tree' };
  const list = /^list<(?:(list)<)?(int|long|double|bool|char|string)>(>?)$/.exec(spelling);
  if (list && (list[1] === undefined) === (list[3] === '')) {
    return { kind: 'array', element: list[2] as ScalarType, depth: list[1] ? 2 : 1, collection: 'list' };
  }
  const match = /^(int|long|double|bool|char|string)((?:\[\]){0,2})$/.exec(spelling);
  if (!match) return null;
  const scalar = match[1] as ScalarType;
  const depth = match[2]!.length / 2;
  return depth === 0
    ? { kind: 'scalar', scalar }
    : { kind: 'array', element: scalar, depth: depth as 1 | 2, collection: 'array' };
}

/** How a type is spelled in a signature (parseValueType's inverse). */
export function typeSpelling(type: ValueType): string {
  switch (type.kind) {
    case 'scalar':
      return type.scalar;
    case 'list':
      return LIST_NODE;
    case 'tree':
      return TREE_NODE;
    case 'array':
      return type.collection === 'list'
        ? `${'list<'.repeat(type.depth)}${type.element}${'>'.repeat(type.depth)}`
        : `${type.element}${'[]'.repeat(type.depth)}`;
  }
}

/** parseValueType for a spelling the signature's schema has already accepted. */
export function valueTypeOf(spelling: string): ValueType {
  const type = parseValueType(spelling);
  if (!type) throw new Error(`not a value type: ${spelling}`);
  return type;
}

/**
 * How a returned value is compared with the expected one: `exact` (numbers by value, so 2 and 2.0
 * agree), `any-order` (an array's elements in any order; an inner array's order still counts) or
 * `tolerance` (doubles within `tolerance`, absolute or relative, as LeetCode's 1e-5).
 */
export const COMPARISONS = ['exact', 'any-order', 'tolerance'] as const;
export type Comparison = (typeof COMPARISONS)[number];

export const DEFAULT_TOLERANCE = 1e-5;

export type FunctionParameter = {
  name: string;
  type: string;
  /**
   * LeetCode's hidden parameter of a cycle problem (`pos`): not passed to the function, it names the
   * list parameter whose tail links back to the node at this index (-1: no cycle).
   */
  cycleOf?: string | undefined;
};

export type FunctionSignature = {
  /** LeetCode's name in camel case (`twoSum`); each language spells it its own way (Rust's two_sum). */
  name: string;
  params: FunctionParameter[];
  returns: string;
  comparison: Comparison;
  /** With `tolerance`: the allowed absolute or relative error. */
  tolerance?: number | undefined;
};

export const functionMessages = {
  nameInvalid: 'The function name must be a letter followed by letters and digits (camelCase, as twoSum)',
  parameterNameInvalid: 'A parameter name must be a letter followed by letters and digits',
  parameterNamesRepeat: 'Each parameter needs a name of its own',
  typeInvalid:
    'A type must be int, long, double, bool, char or string, an array of one (int[], int[][]), a list (list<int>, list<list<int>>), ListNode or TreeNode',
  parametersRequired: 'Give the function at least one parameter',
  tooManyParameters: 'A function takes at most 8 parameters',
  toleranceRange: 'A tolerance must be a number above 0 and at most 1',
  cycleInvalid: 'A cycle position must be an int naming a ListNode parameter before it',
  reservedName: 'That name is a keyword in one of the languages; choose another',
} as const;

/** Words no parameter or function may be named, being keywords in one of the judged languages. */
const RESERVED = new Set(
  (
    'abstract and as assert async await bool boolean break byte case catch char class const continue def default ' +
    'defer del delete do double elif else end enum except explicit export extends extern false final finally ' +
    'float fn for foreach from func function fun global go goto if impl implements import in instanceof int ' +
    'interface is lambda let long loop main match mod module mut namespace native new next nil none not null ' +
    'object operator or package pass private protected pub public raise redo ref register rescue retry return ' +
    'self short signed sizeof static string struct super switch synchronized template then this throw throws ' +
    'trait true try type typedef typeof undef union unless unsigned until use using val var virtual void ' +
    'volatile when where while with yield Solution ListNode TreeNode'
  ).split(' '),
);

const identifier = /^[A-Za-z][A-Za-z0-9]*$/;

const nameField = (message: string) =>
  z
    .string({ error: message })
    .refine((name) => identifier.test(name) && name.length <= 40, message)
    .refine((name) => !RESERVED.has(name) && !RESERVED.has(name.toLowerCase()), functionMessages.reservedName);

const typeField = z
  .string({ error: functionMessages.typeInvalid })
  .refine((spelling) => parseValueType(spelling) !== null, functionMessages.typeInvalid);

export const functionSignatureSchema = z
  .object({
    name: nameField(functionMessages.nameInvalid),
    params: z
      .array(
        z.object({
          name: nameField(functionMessages.parameterNameInvalid),
          type: typeField,
          cycleOf: z.string().optional(),
        }),
        { error: functionMessages.parametersRequired },
      )
      .min(1, functionMessages.parametersRequired)
      .max(8, functionMessages.tooManyParameters),
    returns: typeField,
    comparison: z.enum(COMPARISONS).default('exact'),
    tolerance: z
      .number({ error: functionMessages.toleranceRange })
      .refine((value) => Number.isFinite(value) && value > 0 && value <= 1, functionMessages.toleranceRange)
      .optional(),
  })
  .superRefine((signature, context) => {
    const names = signature.params.map((parameter) => parameter.name);
    if (new Set(names.map((name) => name.toLowerCase())).size !== names.length)
      context.addIssue({ code: 'custom', message: functionMessages.parameterNamesRepeat, path: ['params'] });
    signature.params.forEach((parameter, index) => {
      if (parameter.cycleOf === undefined) return;
      const target = signature.params.findIndex((other) => other.name === parameter.cycleOf);
      if (parameter.type !== 'int' || target < 0 || target >= index || signature.params[target]!.type !== LIST_NODE)
        context.addIssue({
          code: 'custom',
          message: functionMessages.cycleInvalid,
          path: ['params', index, 'cycleOf'],
        });
    });
  });

/** The parameters the function is called with (a cycle position is the driver's, not the function's). */
export function passedParameters(signature: FunctionSignature): FunctionParameter[] {
  return signature.params.filter((parameter) => parameter.cycleOf === undefined);
}

/** A JSON value as a typed test writes it; numbers keep their text, so a long loses no digit. */
export type TypedValue = null | boolean | string | { number: string } | TypedValue[];

/** Why a text is no typed value: said as a sentence, for the form and the import error. */
export class TypedValueError extends Error {}

/** Tokens matched where the parser stands (sticky), not in a copy of the rest of the text. */
const STRING_TOKEN = /"(?:[^"\\]|\\.)*"/y;
const NUMBER_TOKEN = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
// eslint-disable-next-line no-control-regex -- JSON refuses raw control characters in a string
const PLAIN_STRING_BREAKERS = /[\\\u0000-\u001f]/;

/** Reads one JSON value (no objects: the types have none) from the whole of `text`. */
export function parseTypedValue(text: string): TypedValue {
  let position = 0;
  const fail = (what: string): never => {
    throw new TypedValueError(`${what} at character ${position + 1}`);
  };
  const skipSpace = () => {
    while (position < text.length && ' \t\r\n'.includes(text[position]!)) position++;
  };
  const value = (depth: number): TypedValue => {
    if (depth > 64) fail('nested too deeply');
    skipSpace();
    const character = text[position];
    if (character === '[') {
      position++;
      const items: TypedValue[] = [];
      skipSpace();
      if (text[position] === ']') {
        position++;
        return items;
      }
      for (;;) {
        items.push(value(depth + 1));
        skipSpace();
        if (text[position] === ',') position++;
        else if (text[position] === ']') {
          position++;
          return items;
        } else fail('expected , or ]');
      }
    }
    if (character === '"') {
      // JSON's own rule for a string (no raw control characters) is JSON.parse's to apply.
      STRING_TOKEN.lastIndex = position;
      const match = STRING_TOKEN.exec(text);
      if (!match) return fail('unfinished string');
      // Most strings escape nothing and hold no control character: their text is their value.
      if (!PLAIN_STRING_BREAKERS.test(match[0])) {
        position += match[0].length;
        return match[0].slice(1, -1);
      }
      try {
        const parsed = JSON.parse(match[0]) as string;
        position += match[0].length;
        return parsed;
      } catch {
        return fail('not a JSON string');
      }
    }
    NUMBER_TOKEN.lastIndex = position;
    const number = NUMBER_TOKEN.exec(text);
    if (number) {
      position += number[0].length;
      return { number: number[0] };
    }
    for (const [word, result] of [
      ['true', true],
      ['false', false],
      ['null', null],
    ] as const) {
      if (text.startsWith(word, position)) {
        position += word.length;
        return result;
      }
    }
    return fail(character === undefined ? 'expected a value' : `unexpected ${JSON.stringify(character)}`);
  };
  const result = value(0);
  skipSpace();
  if (position < text.length) fail('unexpected text after the value');
  return result;
}

const INT_RANGE = [-(2n ** 31n), 2n ** 31n - 1n] as const;
const LONG_RANGE = [-(2n ** 63n), 2n ** 63n - 1n] as const;

function integerIn(value: TypedValue, [low, high]: readonly [bigint, bigint]): boolean {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  if (!/^-?\d+$/.test(value.number)) return false;
  const integer = BigInt(value.number);
  return integer >= low && integer <= high;
}

function scalarProblem(scalar: ScalarType, value: TypedValue): string | null {
  switch (scalar) {
    case 'int':
      return integerIn(value, INT_RANGE) ? null : 'an int (a whole number from -2147483648 to 2147483647)';
    case 'long':
      return integerIn(value, LONG_RANGE) ? null : 'a long (a whole number of at most 64 bits)';
    case 'double':
      return value !== null &&
        typeof value === 'object' &&
        !Array.isArray(value) &&
        Number.isFinite(Number(value.number))
        ? null
        : 'a double (a number)';
    case 'bool':
      return typeof value === 'boolean' ? null : 'a bool (true or false)';
    case 'char':
      return typeof value === 'string' && [...value].length === 1 && value.charCodeAt(0) < 128
        ? null
        : 'a char (a string of one ASCII character, as "a")';
    case 'string':
      return typeof value === 'string' ? null : 'a string (in double quotes)';
  }
}

/** What is wrong with `value` as a `type` (a phrase: "an int…"), or null when it is one. */
export function valueProblem(type: ValueType, value: TypedValue): string | null {
  switch (type.kind) {
    case 'scalar':
      return scalarProblem(type.scalar, value);
    case 'list':
      if (!Array.isArray(value)) return 'a ListNode (the array of its values, as [1,2,3])';
      return value.every((item) => integerIn(item, INT_RANGE)) ? null : 'a ListNode of ints (as [1,2,3])';
    case 'tree':
      if (!Array.isArray(value)) return 'a TreeNode (its level order, as [1,null,2])';
      if (value.length > 0 && value[0] === null) return 'a TreeNode whose root is a value ([] for no tree)';
      return value.every((item) => item === null || integerIn(item, INT_RANGE))
        ? null
        : 'a TreeNode of ints and nulls (as [1,null,2])';
    case 'array': {
      const inner: ValueType = type.depth === 2 ? { ...type, depth: 1 } : { kind: 'scalar', scalar: type.element };
      const spelling = `${/^[aeio]/.test(type.element) && type.collection === 'array' ? 'an' : 'a'} ${typeSpelling(type)}`;
      if (!Array.isArray(value)) return `${spelling} (as [${type.depth === 2 ? '[…],[…]' : '…'}])`;
      for (const item of value) {
        const problem = valueProblem(inner, item);
        if (problem) return `${spelling} whose every element is ${problem}`;
      }
      return null;
    }
  }
}

/** The input lines of a typed test: one per parameter, blank lines at the end left out. */
function inputLines(text: string): string[] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  while (lines.length > 0 && lines.at(-1)!.trim() === '') lines.pop();
  return lines;
}

/**
 * Why a typed test input does not fit the signature (naming the parameter), or null when it does:
 * one JSON value per parameter per line, in the signature's order.
 */
export function typedInputProblem(signature: FunctionSignature, input: string): string | null {
  const lines = inputLines(input);
  if (lines.length !== signature.params.length)
    return `The input needs ${signature.params.length} line${signature.params.length === 1 ? '' : 's'}, one JSON value per parameter (${signature.params.map((parameter) => parameter.name).join(', ')}); it has ${lines.length}`;
  for (const [index, parameter] of signature.params.entries()) {
    let value: TypedValue;
    try {
      value = parseTypedValue(lines[index]!);
    } catch (error) {
      return `Line ${index + 1} (${parameter.name}) is not a JSON value: ${(error as Error).message}`;
    }
    const problem = valueProblem(valueTypeOf(parameter.type), value);
    if (problem) return `Line ${index + 1} (${parameter.name}) must be ${problem}`;
    if (parameter.cycleOf !== undefined) {
      const list = parseTypedValue(lines[signature.params.findIndex((other) => other.name === parameter.cycleOf)]!);
      const position = Number((value as { number: string }).number);
      if (position < -1 || position >= (list as TypedValue[]).length)
        return `Line ${index + 1} (${parameter.name}) must be -1 or the index of a node of ${parameter.cycleOf}`;
    }
  }
  return null;
}

/** Why an expected return value does not fit the signature, or null when it does. */
export function typedAnswerProblem(signature: FunctionSignature, answer: string): string | null {
  let value: TypedValue;
  try {
    value = parseTypedValue(answer);
  } catch (error) {
    return `The expected value is not a JSON value: ${(error as Error).message}`;
  }
  const problem = valueProblem(valueTypeOf(signature.returns), value);
  return problem ? `The expected value must be ${problem}` : null;
}

/** A typed value written canonically: compact JSON, numbers as written. */
export function canonicalText(value: TypedValue): string {
  if (value === null || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalText).join(',')}]`;
  return value.number;
}

/** A typed text in its canonical form (what the drivers print; how export writes answers), or the text unchanged if it is none. */
export function canonicalTypedText(text: string): string {
  try {
    return canonicalText(parseTypedValue(text));
  } catch {
    return text.trim();
  }
}

function sameNumber(expected: string, actual: string, tolerance: number | null): boolean {
  if (tolerance === null && /^-?\d+$/.test(expected) && /^-?\d+$/.test(actual))
    return BigInt(expected) === BigInt(actual);
  const wanted = Number(expected);
  const got = Number(actual);
  if (tolerance === null) return wanted === got;
  const difference = Math.abs(wanted - got);
  return difference <= tolerance || difference <= tolerance * Math.abs(wanted);
}

function sameValue(expected: TypedValue, actual: TypedValue, tolerance: number | null): boolean {
  if (Array.isArray(expected))
    return (
      Array.isArray(actual) &&
      actual.length === expected.length &&
      expected.every((item, index) => sameValue(item, actual[index]!, tolerance))
    );
  if (expected !== null && typeof expected === 'object')
    return (
      actual !== null &&
      typeof actual === 'object' &&
      !Array.isArray(actual) &&
      sameNumber(expected.number, actual.number, tolerance)
    );
  return expected === actual;
}

/**
 * Orders an array's elements by their canonical text (numbers by value), for `any-order`. Each
 * element's key is written once, not at every comparison: an answer of many lists (groups of
 * anagrams) was written again and again, and this runs in the server for every test judged.
 */
function sorted(values: TypedValue[]): TypedValue[] {
  const keyed = values.map((value) => ({
    value,
    number: value !== null && typeof value === 'object' && !Array.isArray(value) ? Number(value.number) : null,
    text: canonicalText(value),
  }));
  keyed.sort((left, right) => {
    if (left.number !== null && right.number !== null) return left.number - right.number;
    return left.text < right.text ? -1 : left.text > right.text ? 1 : 0;
  });
  return keyed.map((entry) => entry.value);
}

export type ValueVerdict = { accepted: true } | { accepted: false; message: string };

/**
 * Compares a driver's output (the returned value, printed as JSON on one line) with the expected
 * value under the signature's comparison. The message is for the jury: it may quote the output.
 */
export function compareReturned(signature: FunctionSignature, expectedText: string, outputText: string): ValueVerdict {
  let expected: TypedValue;
  let actual: TypedValue;
  try {
    expected = parseTypedValue(expectedText);
  } catch (error) {
    return { accepted: false, message: `the expected value is not JSON: ${(error as Error).message}` };
  }
  try {
    actual = parseTypedValue(outputText);
  } catch (error) {
    return { accepted: false, message: `the output is not one JSON value: ${(error as Error).message}` };
  }
  const tolerance = signature.comparison === 'tolerance' ? (signature.tolerance ?? DEFAULT_TOLERANCE) : null;
  const same =
    signature.comparison === 'any-order' && Array.isArray(expected) && Array.isArray(actual)
      ? sameValue(sorted(expected), sorted(actual), null)
      : sameValue(expected, actual, tolerance);
  return same
    ? { accepted: true }
    : {
        accepted: false,
        message: `returned ${canonicalText(actual).slice(0, 200)}, expected ${canonicalText(expected).slice(0, 200)}`,
      };
}

/** Spells a camelCase name in snake case, as Rust, Ruby and Python's PEP 8 would (twoSum → two_sum). */
export function snakeCase(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}

/** Spells a camelCase name in Pascal case, as C# does (twoSum → TwoSum). */
export function pascalCase(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}
