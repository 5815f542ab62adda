var maxSlidingWindow = function (nums, k) {
  // positions whose values decrease from front to back; the front (at head) is the maximum
  const window = new Array(nums.length);
  let head = 0;
  let tail = 0;
  const result = [];
  for (let i = 0; i < nums.length; i++) {
    // a smaller, older value can never be a maximum again
    while (tail > head && nums[window[tail - 1]] <= nums[i]) tail--;
    window[tail++] = i;
    if (window[head] <= i - k) head++;
    if (i >= k - 1) result.push(nums[window[head]]);
  }
  return result;
};
