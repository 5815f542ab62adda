'use strict';

function isAlnum(code) {
  return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57);
}

function lower(code) {
  return code >= 65 && code <= 90 ? code + 32 : code;
}

// Return true if `line` is a clean palindrome: keep only letters and digits,
// ignore letter case, and check that the result reads the same both ways.
function solve(line) {
  let i = 0;
  let j = line.length - 1;
  while (true) {
    while (i < j && !isAlnum(line.charCodeAt(i))) i++;
    while (i < j && !isAlnum(line.charCodeAt(j))) j--;
    if (i >= j) return true;
    if (lower(line.charCodeAt(i)) !== lower(line.charCodeAt(j))) return false;
    i++;
    j--;
  }
}

const data = require('fs').readFileSync(0, 'utf8');
let line = data.split('\n')[0];
if (line.endsWith('\r')) line = line.slice(0, -1);
console.log(solve(line) ? 'YES' : 'NO');
