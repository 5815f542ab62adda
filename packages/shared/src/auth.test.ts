import { describe, expect, it } from 'vitest';
import { authMessages, loginSchema, personNameSchema, signupSchema } from './auth.js';

const valid = { firstName: 'Ada', emailid: 'ada@example.com', password: 'Secret1!' };

describe('names', () => {
  it.each([
    ['NUL', 'Ada\u0000'],
    ['escape (terminal colours)', 'Ada\u001b[31m'],
    ['DEL', 'A\u007fda'],
    ['a C1 control', 'A\u0085da'],
    ['right-to-left override', '\u202eadA'],
    ['left-to-right embedding', 'A\u202ada'],
    ['pop directional formatting', 'Ada\u202c x'],
    ['left-to-right isolate', 'A\u2066da'],
    ['right-to-left isolate', 'A\u2067da'],
    ['first strong isolate', 'A\u2068da'],
    ['pop directional isolate', 'A\u2069da'],
    ['right-to-left mark', 'Ada\u200f x'],
    ['left-to-right mark', 'A\u200eda'],
    ['Arabic letter mark', 'A\u061cda'],
    ['line separator', 'A\u2028da'],
    ['a tab inside', 'A\tda'],
  ])('refuses a first name with %s', (_what, firstName) => {
    const result = signupSchema.safeParse({ ...valid, firstName });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(authMessages.nameCharacters);
  });

  it.each(['Ada', 'José', 'Zoë-Ann', "O'Brien", 'محمد', '李小龍', 'مهرداد\u200cی', 'Ada 👩\u200d💻'])(
    'accepts %s',
    (firstName) => {
      expect(signupSchema.safeParse({ ...valid, firstName }).success).toBe(true);
    },
  );

  it.each([
    ['a zero-width space', 'ann\u200b'],
    ['a soft hyphen', 'a\u00adnn'],
    ['a word joiner', 'an\u2060n'],
    ['a lone braille blank', '\u2800'],
    ['a Hangul filler', '\u3164'],
    ['a joiner with nothing before it', '\u200dann'],
    ['a BOM inside', 'an\ufeffn'],
  ])('refuses a first name with %s, which would let one user pass for another', (_what, firstName) => {
    expect(signupSchema.safeParse({ ...valid, firstName }).error?.issues[0]?.message).toBe(authMessages.nameInvisible);
  });

  it('refuses a name of marks only, and stores names in NFC', () => {
    expect(signupSchema.safeParse({ ...valid, firstName: '\u0301\u0301' }).error?.issues[0]?.message).toBe(
      authMessages.nameNoLetters,
    );
    expect(signupSchema.safeParse({ ...valid, firstName: '  ' }).error?.issues[0]?.message).toBe(
      authMessages.firstNameRequired,
    );
    expect(signupSchema.parse({ ...valid, firstName: 'Jose\u0301' }).firstName).toBe('Jos\u00e9');
  });

  it('shares the rule for last names', () => {
    const lastName = personNameSchema({ requiredMessage: 'Last name is required', tooLongMessage: 'too long' });
    expect(lastName.safeParse('Lovelace').data).toBe('Lovelace');
    expect(lastName.safeParse('Love\u202elace').error?.issues[0]?.message).toBe(authMessages.nameCharacters);
  });
});

describe('sign-in names (the login call takes an email or a handle)', () => {
  it.each([
    ['ada@example.com', 'ada@example.com'],
    ['  ADA@Example.COM ', 'ada@example.com'],
    ['team001', 'team001'],
    ['Team-001', 'team-001'],
    ['admin', 'admin'],
  ])('accepts %j as %j', (emailid, expected) => {
    expect(loginSchema.parse({ emailid, password: 'Secret1!' }).emailid).toBe(expected);
  });

  it.each(['', 'ab', 'not an email', 'ada@', '@ada', 'team 001', '-team', 'x'.repeat(25), 'tëam'])(
    "refuses %j with the specification's message",
    (emailid) => {
      const result = loginSchema.safeParse({ emailid, password: 'Secret1!' });
      expect(result.error?.issues[0]?.message).toBe(authMessages.invalidEmail);
    },
  );
});
