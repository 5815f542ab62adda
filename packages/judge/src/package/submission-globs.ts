/*
 * The glob patterns of submissions.yaml (Kattis 2025-09, "Glob patterns"): `*` matches within one
 * file name (never `/`), `{a,b}` expands to each choice; `**` and `[xyz]` are not part of the
 * format. A pattern matches a path when it matches the path itself or one of its parent folders.
 */

/** `{a,b}` expanded, innermost first, into every pattern it stands for. */
export function expandBraces(pattern: string): string[] {
  const open = pattern.lastIndexOf('{');
  if (open === -1) return [pattern];
  const close = pattern.indexOf('}', open);
  if (close === -1) return [pattern];
  const choices = pattern.slice(open + 1, close).split(',');
  return choices.flatMap((choice) => expandBraces(`${pattern.slice(0, open)}${choice}${pattern.slice(close + 1)}`));
}

function segmentRegex(pattern: string): RegExp {
  const escaped = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]*');
  return new RegExp(`^${escaped}$`);
}

/** Whether `pattern` (braces allowed) matches `target` or one of its parent folders; both use `/`. */
export function globMatches(pattern: string, target: string): boolean {
  const trimmed = pattern.replace(/\/+$/, '');
  return expandBraces(trimmed).some((expanded) => {
    const regex = segmentRegex(expanded);
    const segments = target.split('/');
    for (let length = segments.length; length >= 1; length--) {
      if (regex.test(segments.slice(0, length).join('/'))) return true;
    }
    return false;
  });
}
