'use strict';

const readline = require('readline');

async function main() {
  const lines = readline.createInterface({ input: process.stdin })[Symbol.asyncIterator]();
  const nextLine = async () => (await lines.next()).value.trim();

  // Asks "? y" and returns the judge's answer: '<' (x is smaller), '>' (x is larger) or '=' (found).
  const ask = async (y) => {
    process.stdout.write(`? ${y}\n`);
    return nextLine();
  };

  const n = Number(await nextLine());
  // TODO: write your solution here: await ask(y) until it returns '=', then return.

  process.exit(0);
}

main();
