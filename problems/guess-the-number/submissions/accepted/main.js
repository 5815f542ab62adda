'use strict';

const readline = require('readline');

async function main() {
  const lines = readline.createInterface({ input: process.stdin })[Symbol.asyncIterator]();
  const nextLine = async () => (await lines.next()).value.trim();

  // Asks "? x" and returns the reply: '<' (the number is smaller), '>' (larger) or '=' (found).
  // process.stdout.write sends the line at once when stdout is a pipe.
  const ask = async (x) => {
    process.stdout.write(`? ${x}\n`);
    return nextLine();
  };

  const n = Number(await nextLine());
  // The number is always in [low, high]; each question halves the range, so 30 suffice for 10^9.
  let low = 1;
  let high = n;
  while (true) {
    const middle = Math.floor((low + high) / 2);
    const reply = await ask(middle);
    if (reply === '=') break;
    if (reply === '<') high = middle - 1;
    else low = middle + 1;
  }
  process.exit(0);
}

main();
