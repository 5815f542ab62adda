/**
 * The CLICS Contest API's time formats (ccs-specs 2023-06, "Time" and "Relative time"): absolute
 * times as `2026-11-26T13:00:00.000+00:00`, contest times as `[-]h:mm:ss.uuu`.
 */

/** ABSTIME with milliseconds and an explicit UTC offset. */
export function clicsTime(ms: number): string {
  return new Date(ms).toISOString().replace('Z', '+00:00');
}

/** RELTIME: hours without padding (may exceed 24), then minutes, seconds and milliseconds. */
export function clicsRelativeTime(ms: number): string {
  const sign = ms < 0 ? '-' : '';
  const total = Math.abs(Math.round(ms));
  const hours = Math.floor(total / 3_600_000);
  const minutes = Math.floor((total % 3_600_000) / 60_000);
  const seconds = Math.floor((total % 60_000) / 1000);
  const millis = total % 1000;
  const two = (value: number) => String(value).padStart(2, '0');
  return `${sign}${hours}:${two(minutes)}:${two(seconds)}.${String(millis).padStart(3, '0')}`;
}

/** ABSTIME as contest packages write it (`2014-06-25T10:00:00+01`, `…:00.000+01:00`, `…Z`), in ms; null if it is none. */
export function parseClicsTime(text: string): number | null {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?)(Z|[+-]\d{2}(?::?\d{2})?)$/.exec(text.trim());
  if (!match) return null;
  const [, local, zone = 'Z'] = match;
  // The format lets the offset's minutes go; Date.parse needs them.
  const offset = zone === 'Z' ? zone : `${zone.slice(0, 3)}:${zone.slice(3).replace(':', '') || '00'}`;
  const ms = Date.parse(`${local}${offset}`);
  return Number.isNaN(ms) ? null : ms;
}

/** A non-negative RELTIME (`5:00:00`, `0:20:00.000`) in ms; null if it is none. */
export function parseClicsRelativeTime(text: string): number | null {
  const match = /^(\d+):([0-5]\d):([0-5]\d)(?:\.(\d{1,3}))?$/.exec(text.trim());
  if (!match) return null;
  const [, hours, minutes, seconds, fraction = ''] = match;
  return (
    ((Number(hours) * 60 + Number(minutes)) * 60 + Number(seconds)) * 1000 + Number(fraction.padEnd(3, '0') || '0')
  );
}
