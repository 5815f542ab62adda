import { hash } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import {
  hashingSlotsBeside,
  hashPassword,
  passwordHashesWaiting,
  PASSWORD_HASH_PARAMETERS,
  setPasswordHashingConcurrency,
  verifyPassword,
} from './password-hashing.js';

describe('password hashing', () => {
  it("uses OWASP's Argon2id parameters, written into every hash", async () => {
    const stored = await hashPassword('Secret1!');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(PASSWORD_HASH_PARAMETERS).toMatchObject({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    expect(await verifyPassword(stored, 'Secret1!')).toEqual({ matches: true, outdated: false });
    expect(await verifyPassword(stored, 'Secret1?')).toEqual({ matches: false, outdated: false });
  });

  it('asks for a fresh hash when a stored one was made with weaker parameters', async () => {
    const weak = await hash('Secret1!', { memoryCost: 4096, timeCost: 3, parallelism: 1 });
    expect(await verifyPassword(weak, 'Secret1!')).toEqual({ matches: true, outdated: true });
  });

  it('queues hashes first come, first served, a bounded number at a time', async () => {
    setPasswordHashingConcurrency(1);
    try {
      const finished: number[] = [];
      const hashes = [0, 1, 2, 3].map((index) => hashPassword(`Secret${index}!`).then(() => finished.push(index)));
      // The queue takes work on its next turn of the event loop; one hash runs, three wait.
      await new Promise((resolve) => setImmediate(resolve));
      expect(passwordHashesWaiting()).toBe(3);
      await Promise.all(hashes);
      expect(finished).toEqual([0, 1, 2, 3]);
      expect(passwordHashesWaiting()).toBe(0);
    } finally {
      setPasswordHashingConcurrency(2);
    }
  });

  it('reads a changing concurrency as each hash is queued', async () => {
    let slots = 2;
    setPasswordHashingConcurrency(() => slots);
    try {
      const first = [0, 1, 2, 3].map((index) => hashPassword(`Secret${index}!`));
      await new Promise((resolve) => setImmediate(resolve));
      expect(passwordHashesWaiting()).toBe(2);
      await Promise.all(first);
      slots = 1;
      const second = [0, 1, 2].map((index) => hashPassword(`Secret${index}!`));
      await new Promise((resolve) => setImmediate(resolve));
      expect(passwordHashesWaiting()).toBe(2);
      await Promise.all(second);
    } finally {
      setPasswordHashingConcurrency(2);
    }
  });

  it('gives hashing the cores an in-process judge leaves, at least one, and half where workers judge', () => {
    expect(hashingSlotsBeside(0, 2)).toBe(2);
    expect(hashingSlotsBeside(1, 2)).toBe(1);
    expect(hashingSlotsBeside(2, 2)).toBe(1);
    expect(hashingSlotsBeside(3, 8)).toBe(5);
    expect(hashingSlotsBeside(null, 2)).toBe(1);
    expect(hashingSlotsBeside(null, 8)).toBe(4);
  });
});
