// `npm run bench:sign-in`: a room signing in at once from one address, against the built server on
// its embedded defaults, idle otherwise (issue 35's "50 people behind one address sign in at once,
// all within 2 s"). Then a password guesser on one account from the same address. Several rounds;
// writes bench/results/sign-in.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hash } from '@node-rs/argon2';
import { loadConfig } from '../config/env.js';
import { openDatabase } from '../db/database.js';
import { newId } from '../services/ids.js';
import { hashPassword, PASSWORD_HASH_PARAMETERS } from '../services/users/password-hashing.js';
import { startServerProcess } from '../testing/server-process.js';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const settings = {
  people: Number(process.env.BENCH_PEOPLE ?? 50),
  rounds: Number(process.env.BENCH_ROUNDS ?? 5),
  guesses: Number(process.env.BENCH_GUESSES ?? 30),
};
const PASSWORD = 'Room-Password-1!';

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0);
};

async function signIn(url: string, email: string, password: string) {
  const started = performance.now();
  const answer = await fetch(`${url}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ emailid: email, password }),
  });
  await answer.arrayBuffer();
  return { status: answer.status, ms: performance.now() - started };
}

/** One Argon2id hash with the server's parameters on this machine, alone: the unit a burst is made of. */
async function oneHashMs(): Promise<number> {
  const times: number[] = [];
  for (let index = 0; index < 10; index++) {
    const started = performance.now();
    await hash(`sample-${index}`, PASSWORD_HASH_PARAMETERS);
    times.push(performance.now() - started);
  }
  return percentile(times, 0.5);
}

async function main() {
  const dataDirectory = fs.mkdtempSync(path.join(os.tmpdir(), 'codeyard-sign-in-bench-'));
  const server = await startServerProcess({ env: { DATA_DIR: dataDirectory, LOG_LEVEL: 'warn' } });
  const database = openDatabase(loadConfig({ DATA_DIR: dataDirectory }).database);
  try {
    const passwordHash = await hashPassword(PASSWORD);
    const rounds = Array.from({ length: settings.rounds }, (_, round) =>
      Array.from({ length: settings.people }, (_, index) => `person${round}-${index}@sign-in.bench`),
    );
    await database
      .insertInto('users')
      .values(
        rounds.flat().map((email, index) => ({
          id: newId(),
          handle: `person${index}`,
          first_name: `Person${index}`,
          last_name: null,
          email,
          password_hash: passwordHash,
          role: 'user',
          created_at: new Date().toISOString(),
        })),
      )
      .execute();

    const hashMs = await oneHashMs();
    const burstMs: number[] = [];
    const everySignInMs: number[] = [];
    let refusedInBursts = 0;
    // A fresh room each round (signed-in sessions are not what is measured), the server idle between.
    for (const emails of rounds) {
      const started = performance.now();
      const answers = await Promise.all(emails.map((email) => signIn(server.url, email, PASSWORD)));
      burstMs.push(performance.now() - started);
      everySignInMs.push(...answers.map((answer) => answer.ms));
      refusedInBursts += answers.filter((answer) => answer.status !== 200).length;
    }

    // The guesser: one account, wrong passwords one after another, then the right one.
    const target = rounds[0]![0]!;
    const guesses: number[] = [];
    for (let index = 0; index < settings.guesses; index++)
      guesses.push((await signIn(server.url, target, `wrong-guess-${index}`)).status);
    const rightAfterGuessing = (await signIn(server.url, target, PASSWORD)).status;
    const neighbour = (await signIn(server.url, rounds[1]![0]!, PASSWORD)).status;

    const result = {
      measuredAt: new Date().toISOString(),
      machine: { cores: os.availableParallelism(), model: os.cpus()[0]?.model, node: process.version },
      settings: { ...settings, oneAddress: '127.0.0.1', server: 'embedded defaults (SQLite, in-process judge), idle' },
      oneHashMs: hashMs,
      burstP50Ms: percentile(burstMs, 0.5),
      burstMaxMs: Math.round(Math.max(...burstMs)),
      signInP50Ms: percentile(everySignInMs, 0.5),
      signInP99Ms: percentile(everySignInMs, 0.99),
      signInMaxMs: Math.round(Math.max(...everySignInMs)),
      refusedInBursts,
      guesser: {
        answers: Object.fromEntries(
          [...new Set(guesses)].map((status) => [status, guesses.filter((s) => s === status).length]),
        ),
        firstRefusedAt: guesses.findIndex((status) => status === 429) + 1 || null,
        rightPasswordAfterGuessing: rightAfterGuessing,
        neighbourFromSameAddress: neighbour,
      },
    };
    console.log(JSON.stringify(result, null, 2));
    const results = path.join(repositoryRoot, 'bench', 'results');
    fs.mkdirSync(results, { recursive: true });
    fs.writeFileSync(path.join(results, 'sign-in.json'), `${JSON.stringify(result, null, 2)}\n`);
  } finally {
    await database.destroy();
    await server.stop('SIGTERM');
    fs.rmSync(dataDirectory, { recursive: true, force: true });
  }
}

await main();
