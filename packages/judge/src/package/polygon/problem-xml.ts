import type { PolygonGroup } from './polygon-scoring.js';
import { childElement, childElements, parseXml, XmlError, type XmlElement } from './xml.js';

/*
 * Polygon's problem.xml, read into what the importer uses. What it says that the judge cannot do
 * as written is refused by name (PolygonPackageError) rather than judged some other way; what only
 * Polygon's own tools use (stresses, properties, binaries, checker and validator tests, other
 * testsets) is left alone. docs/problem-format.md lists every element and attribute.
 */

/** A package that cannot be imported as it is; the message names the file and what is wrong. */
export class PolygonPackageError extends Error {}

/** A source file of the package and Polygon's name for its language (`cpp.g++17`). */
export type PolygonSource = { path: string; type?: string };

export type PolygonTestDeclaration = {
  method: 'manual' | 'generated';
  /** A generated test's command: the generator's name and its arguments, as the package's script has them. */
  command?: string;
  sample: boolean;
  group?: string;
  points?: number;
  /** A generated test that is one of several files its generator writes (not its stdout). */
  fromFile?: string;
};

export type PolygonTestset = {
  /** Milliseconds. */
  timeLimitMs: number;
  memoryLimitBytes: number;
  /** printf-style patterns of the test files, e.g. `tests/%02d` and `tests/%02d.a`. */
  inputPathPattern: string;
  answerPathPattern: string;
  tests: PolygonTestDeclaration[];
  groups: PolygonGroup[];
};

export type PolygonSolutionDeclaration = { tag: string; source: PolygonSource };

export type PolygonDocument = { language: string; path: string; type: string };

export type PolygonProblemXml = {
  shortName: string | null;
  /** By language (`english`, `russian`…). */
  names: { language: string; value: string }[];
  statements: PolygonDocument[];
  tutorials: PolygonDocument[];
  testset: PolygonTestset;
  /** Files given to every program of the package when it compiles (its headers: testlib.h). */
  resources: string[];
  /** Programs the package's script runs (generators), by source. */
  executables: PolygonSource[];
  checker: PolygonSource | null;
  interactor: PolygonSource | null;
  validators: PolygonSource[];
  solutions: PolygonSolutionDeclaration[];
  tags: string[];
};

function refuse(message: string): never {
  throw new PolygonPackageError(`problem.xml: ${message}`);
}

function numberIn(element: XmlElement | undefined, what: string): number {
  const value = Number(element?.text.trim());
  if (!element || element.text.trim() === '' || !Number.isFinite(value) || value <= 0)
    refuse(`${what} must be a positive number (found "${element?.text.trim() ?? 'nothing'}")`);
  return value;
}

function source(element: XmlElement | undefined, what: string): PolygonSource {
  const sourceElement = childElement(element, 'source');
  const file = sourceElement?.attributes.path;
  if (!file) refuse(`${what} has no <source path="…">`);
  return { path: file, ...(sourceElement?.attributes.type ? { type: sourceElement.attributes.type } : {}) };
}

function optionalPoints(value: string | undefined, where: string): number | undefined {
  if (value === undefined) return undefined;
  const points = Number(value);
  if (!Number.isFinite(points) || points < 0) refuse(`${where}: points="${value}" is not a number of points`);
  return points;
}

function readTests(testset: XmlElement): PolygonTestDeclaration[] {
  const tests = childElements(childElement(testset, 'tests'), 'test').map((test, index): PolygonTestDeclaration => {
    const where = `test ${index + 1}`;
    const method = test.attributes.method ?? 'manual';
    if (method !== 'manual' && method !== 'generated')
      refuse(`${where}: method="${method}" is not manual or generated`);
    const command = test.attributes.cmd?.trim();
    if (method === 'generated' && !command) refuse(`${where} is generated but has no cmd`);
    const points = optionalPoints(test.attributes.points, where);
    return {
      method,
      ...(method === 'generated' ? { command } : {}),
      sample: test.attributes.sample === 'true',
      ...(test.attributes.group ? { group: test.attributes.group } : {}),
      ...(points !== undefined ? { points } : {}),
      ...(test.attributes['from-file'] ? { fromFile: test.attributes['from-file'] } : {}),
    };
  });
  const declared = childElement(testset, 'test-count')?.text.trim();
  if (declared !== undefined && declared !== '' && Number(declared) !== tests.length)
    refuse(`<test-count> says ${declared} tests, but <tests> lists ${tests.length}`);
  if (tests.length === 0) refuse('the testset "tests" has no tests');
  return tests;
}

function readGroups(testset: XmlElement): PolygonGroup[] {
  return childElements(childElement(testset, 'groups'), 'group').map((group) => {
    const name = group.attributes.name;
    if (!name) refuse('a <group> has no name');
    const policy = group.attributes['points-policy'] ?? 'complete-group';
    if (policy !== 'complete-group' && policy !== 'each-test')
      refuse(`group "${name}": points-policy="${policy}" is not complete-group or each-test`);
    const points = optionalPoints(group.attributes.points, `group "${name}"`);
    return {
      name,
      pointsPolicy: policy,
      ...(points !== undefined ? { points } : {}),
      dependencies: childElements(childElement(group, 'dependencies'), 'dependency').map((dependency) => {
        const on = dependency.attributes.group;
        if (!on) refuse(`group "${name}": a <dependency> names no group`);
        return on;
      }),
    };
  });
}

function documents(parent: XmlElement | undefined, name: string): PolygonDocument[] {
  return childElements(parent, name).flatMap((document) =>
    document.attributes.path
      ? [
          {
            language: document.attributes.language ?? '',
            path: document.attributes.path,
            type: document.attributes.type ?? '',
          },
        ]
      : [],
  );
}

/** Reads problem.xml's text. Throws PolygonPackageError naming what it cannot read or what is refused. */
export function readProblemXml(text: string): PolygonProblemXml {
  let root: XmlElement;
  try {
    root = parseXml(text);
  } catch (error) {
    if (error instanceof XmlError) refuse(`not valid XML: ${error.message}`);
    throw error;
  }
  if (root.name !== 'problem') refuse(`the root element is <${root.name}>, not <problem>`);

  const judging = childElement(root, 'judging');
  if (!judging) refuse('there is no <judging>');
  // Programs read stdin and write stdout here; a problem that names files would be judged on nothing.
  for (const attribute of ['input-file', 'output-file'] as const) {
    const file = judging.attributes[attribute]?.trim();
    if (file) refuse(`<judging ${attribute}="${file}">: programs read stdin and write stdout here, not files`);
  }
  if (judging.attributes['treat-points-from-checker-as-percent'] === 'true')
    refuse(
      '<judging treat-points-from-checker-as-percent="true"> is not supported: points from the checker are read as points',
    );
  const testsets = childElements(judging, 'testset');
  // Unnamed when it is the only one (older packages); "tests" is the one judged, others (pretests) are not.
  const testset =
    testsets.find((candidate) => candidate.attributes.name === 'tests') ??
    (testsets.length === 1 && !testsets[0]!.attributes.name ? testsets[0] : undefined);
  if (!testset) refuse('there is no testset named "tests"');

  const assets = childElement(root, 'assets');
  const checkerElement = childElement(assets, 'checker');
  if (checkerElement && checkerElement.attributes.type && checkerElement.attributes.type !== 'testlib')
    refuse(`<checker type="${checkerElement.attributes.type}">: only testlib checkers are read`);
  const interactorElement = childElement(assets, 'interactor');
  const files = childElement(root, 'files');

  return {
    shortName: root.attributes['short-name'] ?? null,
    names: childElements(childElement(root, 'names'), 'name').flatMap((name) =>
      name.attributes.value ? [{ language: name.attributes.language ?? '', value: name.attributes.value }] : [],
    ),
    statements: documents(childElement(root, 'statements'), 'statement'),
    tutorials: documents(childElement(root, 'tutorials'), 'tutorial'),
    testset: {
      timeLimitMs: numberIn(childElement(testset, 'time-limit'), '<time-limit> (milliseconds)'),
      memoryLimitBytes: numberIn(childElement(testset, 'memory-limit'), '<memory-limit> (bytes)'),
      inputPathPattern: childElement(testset, 'input-path-pattern')?.text.trim() || 'tests/%02d',
      answerPathPattern: childElement(testset, 'answer-path-pattern')?.text.trim() || 'tests/%02d.a',
      tests: readTests(testset),
      groups: readGroups(testset),
    },
    resources: childElements(childElement(files, 'resources'), 'file').flatMap((file) =>
      file.attributes.path ? [file.attributes.path] : [],
    ),
    executables: childElements(childElement(files, 'executables'), 'executable').map((executable) =>
      source(executable, 'an <executable>'),
    ),
    checker: checkerElement ? source(checkerElement, '<checker>') : null,
    interactor: interactorElement ? source(interactorElement, '<interactor>') : null,
    // <validators> holds them; older packages put one <validator> straight in <assets>.
    validators: [
      ...childElements(childElement(assets, 'validators'), 'validator'),
      ...childElements(assets, 'validator'),
    ].map((validator) => source(validator, 'a <validator>')),
    solutions: childElements(childElement(assets, 'solutions'), 'solution').map((solution) => ({
      tag: solution.attributes.tag ?? '',
      source: source(solution, `a <solution tag="${solution.attributes.tag ?? ''}">`),
    })),
    tags: childElements(childElement(root, 'tags'), 'tag').flatMap((tag) =>
      tag.attributes.value ? [tag.attributes.value] : [],
    ),
  };
}
