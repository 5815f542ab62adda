class Solution {
public:
    // Kahn's algorithm with a plain first-in-first-out queue. It finds a valid order, but not always
    // the lexicographically smallest one: a small course that becomes available later waits behind
    // larger courses that were queued earlier.
    vector<int> courseOrder(int numCourses, vector<vector<int>>& rules) {
        vector<vector<int>> unlocks(numCourses + 1);
        vector<int> missing(numCourses + 1, 0);
        for (const vector<int>& rule : rules) {
            unlocks[rule[0]].push_back(rule[1]);
            missing[rule[1]]++;
        }
        queue<int> available;
        for (int course = 1; course <= numCourses; course++)
            if (missing[course] == 0) available.push(course);
        vector<int> order;
        while (!available.empty()) {
            int course = available.front();
            available.pop();
            order.push_back(course);
            for (int following : unlocks[course])
                if (--missing[following] == 0) available.push(following);
        }
        if ((int) order.size() < numCourses) return {};
        return order;
    }
};
