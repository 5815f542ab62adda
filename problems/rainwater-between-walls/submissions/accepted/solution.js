var trap = function (height) {
  // Two pointers: the side with the lower maximum so far decides that side's column's level.
  let left = 0;
  let right = height.length - 1;
  let leftMax = 0;
  let rightMax = 0;
  let total = 0;
  while (left <= right) {
    if (leftMax <= rightMax) {
      leftMax = Math.max(leftMax, height[left]);
      total += leftMax - height[left++];
    } else {
      rightMax = Math.max(rightMax, height[right]);
      total += rightMax - height[right--];
    }
  }
  return total;
};
