'use strict';

// Return [number of anagram families, size of the largest family].
// Two words are anagrams exactly when their sorted letters are equal,
// so the sorted word is used as the key of the family.
function solve(words) {
  const family = new Map();
  let largest = 0;
  for (const w of words) {
    const key = w.split('').sort().join('');
    const size = (family.get(key) || 0) + 1;
    family.set(key, size);
    if (size > largest) largest = size;
  }
  return [family.size, largest];
}

const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0);
const n = parseInt(tokens[0], 10);
const words = tokens.slice(1, n + 1);
const [families, largest] = solve(words);
console.log(families + ' ' + largest);
