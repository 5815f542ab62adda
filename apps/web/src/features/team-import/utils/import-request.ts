import {
  importMessages,
  REGISTRATION_KINDS,
  REGISTRATION_ZIP_MAX_MEGABYTES,
  TSV_REGISTRATION_KINDS,
  type ClicsImportBody,
  type RegistrationKind,
  type TsvImportBody,
  type TsvRegistrationKind,
} from '@codeyard/shared';

/** What the admin imports from: the CLICS JSON files, a zip of them, or DOMjudge's TSV files. */
export type ImportFormat = 'json' | 'zip' | 'tsv';

/** The file each field stands for, by the name a registration system gives it. */
export const jsonFileNames: Record<RegistrationKind, string> = {
  organizations: 'organizations.json',
  groups: 'groups.json',
  teams: 'teams.json',
  accounts: 'accounts.json',
};
export const tsvFileNames: Record<TsvRegistrationKind, string> = {
  groups: 'groups.tsv',
  teams: 'teams.tsv',
  accounts: 'accounts.tsv',
};

/** One call to make: a JSON body for either endpoint, or the zip to upload. */
export type ImportRequest =
  { kind: 'clics'; body: ClicsImportBody } | { kind: 'tsv'; body: TsvImportBody } | { kind: 'zip'; file: File };

/** A request the form cannot send, with the reason to show (the server's own words where it has them). */
export class ImportInputError extends Error {}

function jsonArray(file: string, text: string): unknown[] {
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new ImportInputError(importMessages.notJson(file, error instanceof Error ? error.message : ''));
  }
  if (!Array.isArray(value)) throw new ImportInputError(importMessages.notArray(file));
  return value;
}

/**
 * The call the form's fields make: each non-blank text is a file's content (JSON files are read
 * here, so a typo is named before anything is sent). Throws ImportInputError when there is nothing to send.
 */
export function importRequestFrom(
  format: ImportFormat,
  fields: { texts: Partial<Record<string, string>>; zip: File | null },
): ImportRequest {
  const given = (file: string) => {
    const text = fields.texts[file];
    return text && text.trim() !== '' ? text : null;
  };
  if (format === 'zip') {
    if (!fields.zip) throw new ImportInputError(importMessages.chooseZipFile);
    if (fields.zip.size > REGISTRATION_ZIP_MAX_MEGABYTES * 1024 * 1024)
      throw new ImportInputError(importMessages.zipTooLarge(REGISTRATION_ZIP_MAX_MEGABYTES));
    return { kind: 'zip', file: fields.zip };
  }
  if (format === 'tsv') {
    const body: TsvImportBody = {};
    for (const kind of TSV_REGISTRATION_KINDS) {
      const text = given(tsvFileNames[kind]);
      if (text !== null) body[kind] = text;
    }
    if (Object.keys(body).length === 0) throw new ImportInputError(importMessages.chooseSomeTsv);
    return { kind: 'tsv', body };
  }
  const body: ClicsImportBody = {};
  for (const kind of REGISTRATION_KINDS) {
    const text = given(jsonFileNames[kind]);
    if (text !== null) body[kind] = jsonArray(jsonFileNames[kind], text);
  }
  if (Object.keys(body).length === 0) throw new ImportInputError(importMessages.chooseSomething);
  return { kind: 'clics', body };
}
