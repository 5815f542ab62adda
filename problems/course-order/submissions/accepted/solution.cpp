class Solution {
public:
    vector<int> courseOrder(int numCourses, vector<vector<int>>& rules) {
        // Kahn's algorithm, always taking the smallest available course.
        vector<vector<int>> unlocks(numCourses + 1);
        vector<int> missing(numCourses + 1, 0);
        for (const vector<int>& rule : rules) {
            unlocks[rule[0]].push_back(rule[1]);
            missing[rule[1]]++;
        }
        priority_queue<int, vector<int>, greater<int>> available;
        for (int course = 1; course <= numCourses; course++)
            if (missing[course] == 0) available.push(course);
        vector<int> order;
        while (!available.empty()) {
            int course = available.top();
            available.pop();
            order.push_back(course);
            for (int following : unlocks[course])
                if (--missing[following] == 0) available.push(following);
        }
        if ((int) order.size() < numCourses) return {};
        return order;
    }
};
