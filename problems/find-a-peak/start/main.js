'use strict';

const readline = require('readline');

async function main() {
  const lines = readline.createInterface({ input: process.stdin })[Symbol.asyncIterator]();
  const nextLine = async () => (await lines.next()).value.trim();

  // Asks "? i" and returns the height of tower i.
  const ask = async (i) => {
    process.stdout.write(`? ${i}\n`);
    return Number(await nextLine());
  };
  // Writes the answer "! i" (a peak).
  const answer = (i) => process.stdout.write(`! ${i}\n`);

  const n = Number(await nextLine());
  // TODO: write your solution here: await ask(i) at most 40 times, then answer(peak).

  process.exit(0);
}

main();
