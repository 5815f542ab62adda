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
