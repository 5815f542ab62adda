var lengthOfLongestSubstring = function (s) {
  const last = new Map(); // character -> the last position it was seen at
  let start = 0;
  let best = 0;
  for (let i = 0; i < s.length; i++) {
    const seen = last.get(s[i]);
    // a repeat inside the window moves its start past the earlier copy (never backwards)
    if (seen !== undefined && seen >= start) start = seen + 1;
    last.set(s[i], i);
    best = Math.max(best, i - start + 1);
  }
  return best;
};
