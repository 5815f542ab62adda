var peakIndexInMountainArray = function (arr) {
  let low = 0;
  let high = arr.length - 1; // the summit lies in [low, high]
  while (low < high) {
    const middle = (low + high) >> 1;
    if (arr[middle] < arr[middle + 1]) low = middle + 1; // still climbing: the summit is further right
    else high = middle; // descending (or at the summit): it is here or to the left
  }
  return low;
};
