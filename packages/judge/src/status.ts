import { VERDICT_LIST, verdictByStatusId, type VERDICTS, type VerdictKey } from '@codeyard/shared/verdicts';

/**
 * The judge's statuses: the verdict table of @codeyard/shared (ids, names, short codes) in the
 * shape Judge0 answers, `{ id, description }`. The table is the one home of a verdict; this is
 * only its view for the judge.
 */
export const STATUS = Object.fromEntries(
  VERDICT_LIST.map((verdict) => [verdict.key, { id: verdict.statusId, description: verdict.name }]),
) as {
  readonly [Key in VerdictKey]: {
    readonly id: (typeof VERDICTS)[Key]['statusId'];
    readonly description: (typeof VERDICTS)[Key]['name'];
  };
};

export type StatusKey = VerdictKey;
export type Status = (typeof STATUS)[StatusKey];

export function statusById(id: number): Status {
  const verdict = verdictByStatusId(id);
  if (!verdict) throw new RangeError(`Unknown status id ${id}`);
  return STATUS[verdict.key];
}

/** Runtime errors (ids 7–12): ended by a signal or a non-zero exit. */
export function isRuntimeError(id: number): boolean {
  return verdictByStatusId(id)?.shortCodes.includes('RTE') ?? false;
}

/**
 * Which status ids a name stands for: a short name ("RE" covers 7–12), a status's name
 * (case aside), or an id.
 */
export function statusIdsForName(name: string | number): number[] {
  if (typeof name === 'number') return [statusById(name).id];
  const trimmed = name.trim();
  if (/^\d+$/.test(trimmed)) return [statusById(Number(trimmed)).id];
  const short = VERDICT_LIST.filter((verdict) => verdict.shortCodes.includes(trimmed.toUpperCase()));
  if (short.length > 0) return short.map((verdict) => verdict.statusId);
  const named = VERDICT_LIST.find((verdict) => verdict.name.toLowerCase() === trimmed.toLowerCase());
  if (!named) throw new RangeError(`Unknown status name "${name}"`);
  return [named.statusId];
}
