class Solution {
public:
    vector<vector<string>> groupAnagrams(vector<string>& strs) {
        unordered_map<string, int> family;  // sorted letters -> the family's index in the answer
        vector<vector<string>> families;
        for (const string& word : strs) {
            string key = word;
            sort(key.begin(), key.end());
            auto found = family.find(key);
            if (found == family.end()) {
                family.emplace(key, (int)families.size());
                families.push_back({word});
            } else {
                families[found->second].push_back(word);
            }
        }
        return families;
    }
};
