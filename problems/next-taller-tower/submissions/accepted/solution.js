var nextTallerTower = function (heights) {
  const answer = new Array(heights.length).fill(0);
  const waiting = []; // towers still looking for a taller one; heights never increase towards the top
  for (let j = 0; j < heights.length; j++) {
    while (waiting.length > 0 && heights[waiting[waiting.length - 1]] < heights[j]) {
      const i = waiting.pop();
      answer[i] = j - i;
    }
    waiting.push(j);
  }
  return answer;
};
