import { LANGUAGE_LABELS, normalizeLanguage } from '@codeyard/shared';

/** 'cpp' → 'C++'; an unknown language is shown as sent. */
export function languageLabel(language: string): string {
  const normalized = normalizeLanguage(language);
  return normalized ? LANGUAGE_LABELS[normalized] : language;
}
