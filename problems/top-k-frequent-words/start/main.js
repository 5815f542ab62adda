'use strict';

// Return the k most frequent words: higher frequency first, ties alphabetically.
function solve(words, k) {
  // TODO: write your solution here
  return [];
}

const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0);
const n = parseInt(tokens[0], 10);
const k = parseInt(tokens[1], 10);
const words = tokens.slice(2, 2 + n);
console.log(solve(words, k).join('\n'));
