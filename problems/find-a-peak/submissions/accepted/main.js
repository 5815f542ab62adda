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

  const n = Number(await nextLine());
  // [low, high] always holds a peak: the towers rise into it from outside (or it touches an end).
  // Comparing the middle with its right neighbour keeps the half that rises: 2 questions per halving.
  let low = 1;
  let high = n;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if ((await ask(middle)) < (await ask(middle + 1))) low = middle + 1;
    else high = middle;
  }
  process.stdout.write(`! ${low}\n`);
  process.exit(0);
}

main();
