var minWindow = function (s, t) {
  // how many more of each character the window needs (negative: in excess)
  const need = new Array(128).fill(0);
  for (const c of t) need[c.charCodeAt(0)]++;
  let missing = t.length;
  let bestStart = 0;
  let bestLength = Infinity;
  let left = 0;
  for (let right = 0; right < s.length; right++) {
    if (need[s.charCodeAt(right)]-- > 0) missing--;
    if (missing === 0) {
      while (need[s.charCodeAt(left)] < 0) need[s.charCodeAt(left++)]++;
      // strictly shorter only, so the leftmost window of a length is kept
      if (right - left + 1 < bestLength) {
        bestStart = left;
        bestLength = right - left + 1;
      }
      need[s.charCodeAt(left++)]++;
      missing++;
    }
  }
  return bestLength === Infinity ? '' : s.substring(bestStart, bestStart + bestLength);
};
