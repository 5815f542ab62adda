class Solution {
public:
    vector<vector<int>> merge(vector<vector<int>>& intervals) {
        sort(intervals.begin(), intervals.end());
        vector<vector<int>> periods;
        for (const vector<int>& interval : intervals) {
            if (!periods.empty() && interval[0] <= periods.back()[1]) {
                periods.back()[1] = max(periods.back()[1], interval[1]);
            } else {
                periods.push_back(interval);
            }
        }
        return periods;
    }
};
