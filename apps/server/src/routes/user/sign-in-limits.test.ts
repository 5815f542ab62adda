import { describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app.js';

const PASSWORD = 'Secret1!';
const WINDOW_MS = 15 * 60 * 1000;

function login(test: TestApp, email: string, password: string, options: { url?: string; address?: string } = {}) {
  return test.app.inject({
    method: 'POST',
    url: options.url ?? '/api/user/login',
    remoteAddress: options.address ?? '203.0.113.7',
    payload: { emailid: email, password },
  });
}

function clicsBasic(test: TestApp, email: string, password: string) {
  return test.app.inject({
    method: 'GET',
    url: '/api/clics/contests',
    remoteAddress: '203.0.113.7',
    headers: { authorization: `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}` },
  });
}

describe('sign-in limits count failures, per account and per address', () => {
  it('lets fifty people behind one address sign in at once', async () => {
    const test = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
    try {
      const emails = Array.from({ length: 50 }, (_, index) => `lab${index}@example.com`);
      for (const email of emails) await signUp(test.app, { emailid: email, password: PASSWORD });
      const answers = await Promise.all(emails.map((email) => login(test, email, PASSWORD)));
      expect(answers.map((answer) => answer.statusCode)).toEqual(emails.map(() => 200));
    } finally {
      await test.close();
    }
  });

  it("stops guessing one account's password, even the right one, until the window passes", async () => {
    let now = Date.parse('2026-05-01T09:00:00Z');
    const test = await createTestApp({ clock: () => now });
    try {
      await signUp(test.app, { emailid: 'target@example.com', password: PASSWORD });
      await signUp(test.app, { emailid: 'neighbour@example.com', password: PASSWORD });
      const statuses: number[] = [];
      for (let guess = 0; guess < 30; guess += 1)
        statuses.push((await login(test, 'target@example.com', `Guess${guess}!a`)).statusCode);
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(statuses.slice(10)).toEqual(Array(20).fill(429));

      const locked = await login(test, 'target@example.com', PASSWORD);
      expect(locked.statusCode).toBe(429);
      expect(locked.json().message).toBe('Too many failed sign-ins, please try again in 900 seconds.');
      // Guesses from elsewhere are stopped too: the limit is the account's, not the guesser's address.
      expect((await login(test, 'target@example.com', PASSWORD, { address: '198.51.100.9' })).statusCode).toBe(429);
      // The address is not barred for others: a neighbour in the same room signs in.
      expect((await login(test, 'neighbour@example.com', PASSWORD)).statusCode).toBe(200);

      now += WINDOW_MS;
      expect((await login(test, 'target@example.com', PASSWORD)).statusCode).toBe(200);
    } finally {
      await test.close();
    }
  });

  it('forgives a few typos once the right password is given', async () => {
    const test = await createTestApp();
    try {
      await signUp(test.app, { emailid: 'typist@example.com', password: PASSWORD });
      for (let round = 0; round < 2; round += 1) {
        for (let typo = 0; typo < 9; typo += 1)
          expect((await login(test, 'typist@example.com', `Typo${typo}!a`)).statusCode).toBe(401);
        expect((await login(test, 'typist@example.com', PASSWORD)).statusCode).toBe(200);
      }
    } finally {
      await test.close();
    }
  });

  it('stops one address guessing across many accounts, and only that address', async () => {
    const test = await createTestApp({ env: { SIGN_IN_FAILURES_PER_ADDRESS: '5' } });
    try {
      await signUp(test.app, { emailid: 'someone@example.com', password: PASSWORD });
      for (let account = 0; account < 5; account += 1)
        expect((await login(test, `guess${account}@example.com`, 'Wrong1!a')).statusCode).toBe(401);
      expect((await login(test, 'guess9@example.com', 'Wrong1!a')).statusCode).toBe(429);
      expect((await login(test, 'someone@example.com', PASSWORD)).statusCode).toBe(429);
      expect((await login(test, 'someone@example.com', PASSWORD, { address: '198.51.100.9' })).statusCode).toBe(200);
    } finally {
      await test.close();
    }
  });

  it('counts both login paths and /api/clics Basic credentials together', async () => {
    const test = await createTestApp({ env: { SIGN_IN_FAILURES_PER_ACCOUNT: '4' } });
    try {
      await signUp(test.app, { emailid: 'judge@example.com', password: PASSWORD });
      expect((await login(test, 'judge@example.com', 'Wrong1!a', { url: '/api/user/login' })).statusCode).toBe(401);
      expect((await login(test, 'judge@example.com', 'Wrong2!a', { url: '/api/auth/login' })).statusCode).toBe(401);
      expect((await clicsBasic(test, 'judge@example.com', 'Wrong3!a')).statusCode).toBe(401);
      expect((await clicsBasic(test, 'judge@example.com', 'Wrong4!a')).statusCode).toBe(401);
      const basic = await clicsBasic(test, 'judge@example.com', PASSWORD);
      expect(basic.statusCode).toBe(429);
      expect(basic.json().message).toMatch(/^Too many failed sign-ins, please try again in \d+ seconds\.$/);
      expect((await login(test, 'judge@example.com', PASSWORD, { url: '/api/auth/login' })).statusCode).toBe(429);
      // Without credentials the API stays readable: only password checks are counted.
      expect((await test.app.inject({ method: 'GET', url: '/api/clics/contests' })).statusCode).toBe(200);
    } finally {
      await test.close();
    }
  });

  it('counts one account whichever way it is named: email, handle in any case, or Basic with the handle', async () => {
    const test = await createTestApp({ env: { SIGN_IN_FAILURES_PER_ACCOUNT: '4' } });
    try {
      await signUp(test.app, { emailid: 'grace@example.com', handle: 'grace', password: PASSWORD });
      expect((await login(test, 'grace@example.com', 'Wrong1!a')).statusCode).toBe(401);
      expect((await login(test, 'grace', 'Wrong2!a')).statusCode).toBe(401);
      expect((await login(test, 'GRACE', 'Wrong3!a')).statusCode).toBe(401);
      expect((await clicsBasic(test, 'grace', 'Wrong4!a')).statusCode).toBe(401);
      // Four failures of one account: switching names does not buy a fifth guess.
      expect((await login(test, 'grace', PASSWORD)).statusCode).toBe(429);
      expect((await login(test, 'grace@example.com', PASSWORD)).statusCode).toBe(429);
    } finally {
      await test.close();
    }
  });
});
