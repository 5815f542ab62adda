import { LANGUAGE_LABELS, normalizeLanguage } from '@codeyard/shared';

/** 'cpp' → 'C++'; an unknown language is shown as sent. */
export function languageLabel(language: string): string {
  const normalized = normalizeLanguage(language);
  return normalized ? LANGUAGE_LABELS[normalized] : language;
}

const submittedFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'short', timeStyle: 'short' });

/** Short local date and time, e.g. 11/22/26, 12:58 PM. */
export function formatSubmittedAt(createdAt: string): string {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? createdAt : submittedFormat.format(date);
}
