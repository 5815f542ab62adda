import { describe, expect, it } from 'vitest';
import { confusableSkeleton } from '../../lib/confusable-skeleton.js';
import { isStaffLikeName } from './staff-names.js';

describe('confusableSkeleton (Unicode TR #39)', () => {
  it('gives look-alikes one skeleton, and different names different ones', () => {
    expect(confusableSkeleton('\u0410dmin')).toBe(confusableSkeleton('Admin'));
    expect(confusableSkeleton('ADMlN')).toBe(confusableSkeleton('ADMIN'));
    expect(confusableSkeleton('\u0391D\u039c\u0399\u039d')).toBe(confusableSkeleton('ADMIN'));
    expect(confusableSkeleton('Gr\u0430c\u0435')).toBe(confusableSkeleton('Grace'));
    expect(confusableSkeleton('Grace')).not.toBe(confusableSkeleton('Grade'));
  });
});

describe('isStaffLikeName', () => {
  it.each([
    'Admin',
    'admin',
    'ADMIN',
    '\u0410dmin',
    '\u0430dmin',
    'ADMlN',
    'Adm1n',
    '\u0391D\u039c\u0399\u039d',
    'Administrator',
    'Jury',
    'Moderator',
    'System',
    'Support',
    'R00T',
    'Root',
    'Staff',
    'Codeyard',
    'Admin 2',
    'Root_1',
    'System Administrator',
    'Codeyard Support',
    'The Jury',
    'Head Judge',
    'Support Team',
    '  Admin  ',
  ])('refuses %s', (name) => {
    expect(isStaffLikeName(name)).toBe(true);
  });

  it.each([
    'Ada',
    'Mary Root',
    'Root Beer',
    'Adminah',
    'Systemic',
    'Team',
    'The Doctor',
    'Judge Dredd',
    '李小龍',
    'Юлия',
    '007',
  ])('accepts %s', (name) => {
    expect(isStaffLikeName(name)).toBe(false);
  });
});
