import type { ClicsObject } from './clics-types.js';

/** Codeyard has no groups or organizations (no affiliations): the collections exist, empty. */
export function clicsGroups(): ClicsObject[] {
  return [];
}

/** See clicsGroups: no affiliations, so no organizations. */
export function clicsOrganizations(): ClicsObject[] {
  return [];
}
