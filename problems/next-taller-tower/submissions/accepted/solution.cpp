class Solution {
public:
    vector<int> nextTallerTower(vector<int>& heights) {
        vector<int> answer(heights.size(), 0);
        vector<int> waiting;  // towers still looking for a taller one; heights never increase towards the top
        for (int j = 0; j < (int)heights.size(); j++) {
            while (!waiting.empty() && heights[waiting.back()] < heights[j]) {
                answer[waiting.back()] = j - waiting.back();
                waiting.pop_back();
            }
            waiting.push_back(j);
        }
        return answer;
    }
};
