/**
 * @param {number} numCourses
 * @param {number[][]} rules
 * @return {number[]}
 */
var courseOrder = function(numCourses, rules) {
    // Kahn's algorithm, always taking the smallest available course.
    const unlocks = Array.from({ length: numCourses + 1 }, () => []);
    const missing = new Array(numCourses + 1).fill(0);
    for (const [a, b] of rules) {
        unlocks[a].push(b);
        missing[b]++;
    }
    const available = new MinPriorityQueue();
    for (let course = 1; course <= numCourses; course++) {
        if (missing[course] === 0) available.enqueue(course);
    }
    const order = [];
    while (!available.isEmpty()) {
        const course = available.dequeue();
        order.push(course);
        for (const following of unlocks[course]) {
            if (--missing[following] === 0) available.enqueue(following);
        }
    }
    return order.length === numCourses ? order : [];
};
