class Solution {
public:
    string minWindow(string s, string t) {
        // how many more of each character the window needs (negative: in excess)
        vector<int> need(128, 0);
        for (char c : t) need[(unsigned char)c]++;
        int missing = t.size();
        int bestStart = 0, bestLength = INT_MAX;
        int left = 0;
        for (int right = 0; right < (int)s.size(); right++) {
            if (need[(unsigned char)s[right]]-- > 0) missing--;
            if (missing == 0) {
                while (need[(unsigned char)s[left]] < 0) need[(unsigned char)s[left++]]++;
                // strictly shorter only, so the leftmost window of a length is kept
                if (right - left + 1 < bestLength) {
                    bestStart = left;
                    bestLength = right - left + 1;
                }
                need[(unsigned char)s[left++]]++;
                missing++;
            }
        }
        return bestLength == INT_MAX ? "" : s.substr(bestStart, bestLength);
    }
};
