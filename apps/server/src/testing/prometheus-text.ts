/** One sample line of the Prometheus text exposition format. */
export type PrometheusSample = { name: string; labels: Record<string, string>; value: number };

const METRIC_NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/;
const TYPES = new Set(['counter', 'gauge', 'histogram', 'summary', 'untyped']);
/** Sample names a family of each type may use beside its own name. */
const SUFFIXES: Record<string, string[]> = {
  histogram: ['_bucket', '_sum', '_count'],
  summary: ['_sum', '_count'],
};

/**
 * Parses the text format (version 0.0.4) strictly, as a Prometheus server would refuse it: every
 * line a HELP, a TYPE or a sample of a declared family, label values escaped, numbers numbers,
 * no series twice. Throws with the line at fault.
 */
export function parsePrometheusText(text: string): { samples: PrometheusSample[]; types: Map<string, string> } {
  const types = new Map<string, string>();
  const samples: PrometheusSample[] = [];
  const seen = new Set<string>();
  for (const [index, line] of text.split('\n').entries()) {
    const fail = (why: string): never => {
      throw new Error(`line ${index + 1}: ${why}: ${line}`);
    };
    if (line.trim() === '') continue;
    if (line.startsWith('#')) {
      const match = /^# (HELP|TYPE) (\S+) ?(.*)$/.exec(line);
      if (!match) continue; // other comments are allowed
      const [, keyword, name, rest] = match as unknown as [string, string, string, string];
      if (!METRIC_NAME.test(name)) fail('bad metric name');
      if (keyword === 'TYPE') {
        if (!TYPES.has(rest)) fail('unknown type');
        if (types.has(name)) fail('family typed twice');
        types.set(name, rest);
      }
      continue;
    }
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{.*\})? (\S+)( -?\d+)?$/.exec(line);
    if (!match) fail('not a sample');
    const [, name, labelText, valueText] = match as unknown as [string, string, string | undefined, string];
    const family = [...types.keys()].find(
      (typed) => typed === name || (SUFFIXES[types.get(typed)!] ?? []).some((suffix) => typed + suffix === name),
    );
    if (!family) fail('sample of an undeclared family');
    const labels = labelText ? parseLabels(labelText.slice(1, -1), fail) : {};
    const value = parseValue(valueText);
    if (value === null) fail('value is not a number');
    const key = `${name}${JSON.stringify(Object.entries(labels).sort())}`;
    if (seen.has(key)) fail('series repeated');
    seen.add(key);
    samples.push({ name, labels, value: value! });
  }
  return { samples, types };
}

/** As Prometheus reads values (Go's ParseFloat): NaN and Inf in any case (prom-client writes "Nan"), else a decimal number. */
function parseValue(text: string): number | null {
  const lower = text.toLowerCase();
  if (lower === 'nan') return Number.NaN;
  if (lower === '+inf' || lower === 'inf') return Infinity;
  if (lower === '-inf') return -Infinity;
  return /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text) ? Number(text) : null;
}

function parseLabels(text: string, fail: (why: string) => never): Record<string, string> {
  const labels: Record<string, string> = {};
  let rest = text;
  while (rest.length > 0) {
    const match = /^([^=]+)="((?:[^"\\]|\\[\\"n])*)"(,|$)/.exec(rest);
    if (!match) return fail('bad labels');
    const [whole, name, escaped] = match as unknown as [string, string, string];
    if (!LABEL_NAME.test(name)) fail('bad label name');
    if (name in labels) fail('label repeated');
    labels[name] = escaped.replace(/\\(.)/g, (_all, character: string) => (character === 'n' ? '\n' : character));
    rest = rest.slice(whole.length);
  }
  return labels;
}

/** The value of the one sample named `name` whose labels include `labels`; undefined when there is none. */
export function sampleValue(
  samples: readonly PrometheusSample[],
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const found = samples.filter(
    (sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} match ${JSON.stringify(labels)}`);
  return found[0]?.value;
}
