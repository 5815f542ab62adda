/**
 * @param {number[][]} intervals
 * @return {number[][]}
 */
var merge = function(intervals) {
    intervals.sort((left, right) => left[0] - right[0]);
    const periods = [];
    for (const [start, end] of intervals) {
        const last = periods[periods.length - 1];
        if (last && start <= last[1]) {
            last[1] = Math.max(last[1], end);
        } else {
            periods.push([start, end]);
        }
    }
    return periods;
};
