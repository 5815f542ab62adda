var subarraySum = function (nums, k) {
  // A stretch ending here sums to k exactly when an earlier prefix sum is total - k.
  const seen = new Map([[0, 1]]); // prefix sums so far, the empty prefix included
  let total = 0;
  let count = 0;
  for (const value of nums) {
    total += value;
    count += seen.get(total - k) ?? 0;
    seen.set(total, (seen.get(total) ?? 0) + 1);
  }
  return count;
};
