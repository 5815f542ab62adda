import { CLICS_JUDGEMENT_TYPES } from '@codeyard/shared';
import type { ClicsObject } from './clics-types.js';

/** The judgement types Codeyard can give, as the verdict table maps its verdicts and their penalty. */
export function clicsJudgementTypes(): ClicsObject[] {
  return CLICS_JUDGEMENT_TYPES.map(({ id, name, penalty, solved }) => ({ id, name, penalty, solved }));
}
