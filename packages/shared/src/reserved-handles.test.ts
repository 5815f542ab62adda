import { describe, expect, it } from 'vitest';
import { signupSchema } from './auth.js';
import { firstFreeHandle, handleBaseFrom, handleSchema, profileMessages } from './profile.js';
import { isReservedHandle } from './reserved-handles.js';

describe('isReservedHandle', () => {
  // Issue 30: the hostile probe registered each of these.
  it.each(['administrator', 'jury', 'system', 'root', 'adm1n', 'admin_', 'admin2'])(
    'refuses the probe’s %s',
    (handle) => {
      expect(isReservedHandle(handle)).toBe(true);
    },
  );

  it.each([
    ['the words themselves', ['admin', 'moderator', 'support', 'staff', 'codeyard', 'judge', 'official', 'sysadmin']],
    ['any case', ['ADMIN', 'Jury', 'SyStEm']],
    ['digits for letters', ['4dmin', 'r00t', '5y5t3m', 'judg3', 'm0d3rat0r', '5upp0rt', 'adm!n', 'st4ff']],
    ['l and 1 for i, rn for m', ['admln', 'adrnin', 'adm1n']],
    ['separators', ['ad_min', 'a-d-m-i-n', 'ju.ry', 'sys_tem', 'root-']],
    ['digits added at either end', ['root_1', 'jury2024', '2admin', 'system-7', 'moderator99']],
    ['a staff-only word as one part', ['codeyard-admin', 'admin_bob', 'the-moderator', 'staff_ana', 'codeyard_team']],
    ['Unicode forms of ASCII', ['ａｄｍｉｎ']],
  ])('refuses %s', (_what, handles) => {
    for (const handle of handles) expect(isReservedHandle(handle), handle).toBe(true);
  });

  it.each([
    'rooted',
    'systemic',
    'supporter',
    'jurassic',
    'badminton',
    'adminbob',
    'mary-root',
    'root-beer',
    'jury-duty',
    'ada',
    'ada_l',
    'zoeobrien',
    'user2',
    'moderate',
    'modern',
    'judged',
  ])('accepts the ordinary handle %s', (handle) => {
    expect(isReservedHandle(handle)).toBe(false);
  });
});

describe('handleSchema', () => {
  it('refuses a reserved handle with its message, and accepts an ordinary one', () => {
    expect(handleSchema.safeParse('Adm1n').error?.issues[0]?.message).toBe(profileMessages.handleReserved);
    expect(handleSchema.safeParse('rooted').data).toBe('rooted');
  });

  it('is what sign-up applies', () => {
    const valid = { firstName: 'Ada', emailid: 'ada@example.com', password: 'Secret1!' };
    expect(signupSchema.safeParse({ ...valid, handle: 'root_1' }).error?.issues).toEqual([
      expect.objectContaining({ path: ['handle'], message: profileMessages.handleReserved }),
    ]);
    expect(signupSchema.safeParse({ ...valid, handle: 'systemic' }).success).toBe(true);
  });
});

describe('derived handles', () => {
  it('never derives a reserved handle for a user, but does for staff', () => {
    expect(handleBaseFrom('Judge')).toBe('user');
    expect(handleBaseFrom('R00t')).toBe('user');
    expect(handleBaseFrom('Judge', { staff: true })).toBe('judge');
    expect(handleBaseFrom('Judy')).toBe('judy');
  });

  it('skips numbered handles that read as reserved when they are counted as taken', () => {
    const taken = new Set(['roo', 'roo2', 'roo3', 'roo4', 'roo5', 'roo6']);
    expect(firstFreeHandle('roo', (handle) => taken.has(handle) || isReservedHandle(handle))).toBe('roo8');
  });
});
