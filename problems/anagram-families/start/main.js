'use strict';

// Return [number of anagram families, size of the largest family].
function solve(words) {
  // TODO: write your solution here
  return [0, 0];
}

const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0);
const n = parseInt(tokens[0], 10);
const words = tokens.slice(1, n + 1);
const [families, largest] = solve(words);
console.log(families + ' ' + largest);
