var twoSum = function (nums, target) {
  const position = new Map(); // value -> a position before j holding it
  for (let j = 0; j < nums.length; j++) {
    const i = position.get(target - nums[j]);
    if (i !== undefined) return [i, j];
    position.set(nums[j], j);
  }
  return [];
};
