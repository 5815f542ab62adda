class Solution {
public:
    vector<string> topKFrequent(vector<string>& words, int k) {
        unordered_map<string, int> count;
        for (const string& word : words) count[word]++;
        vector<pair<int, string>> ranked;  // (-frequency, word): ascending order is the ranking
        for (const auto& [word, times] : count) ranked.push_back({-times, word});
        partial_sort(ranked.begin(), ranked.begin() + k, ranked.end());
        vector<string> top;
        for (int i = 0; i < k; i++) top.push_back(ranked[i].second);
        return top;
    }
};
