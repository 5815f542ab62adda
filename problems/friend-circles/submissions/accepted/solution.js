/**
 * @param {number} n
 * @param {number[][]} friendships
 * @return {number}
 */
var countCircles = function(n, friendships) {
    // Union-find: every friendship that joins two different circles leaves one circle fewer.
    const parent = Array.from({ length: n + 1 }, (_, student) => student);
    const root = (student) => {
        while (parent[student] !== student) {
            parent[student] = parent[parent[student]]; // path halving
            student = parent[student];
        }
        return student;
    };
    let circles = n;
    for (const [u, v] of friendships) {
        const a = root(u), b = root(v);
        if (a !== b) {
            parent[a] = b;
            circles--;
        }
    }
    return circles;
};
