class Solution {
public:
    int trap(vector<int>& height) {
        // Two pointers: the side with the lower maximum so far decides that side's column's level.
        int left = 0, right = (int)height.size() - 1;
        int leftMax = 0, rightMax = 0, total = 0;
        while (left <= right) {
            if (leftMax <= rightMax) {
                leftMax = max(leftMax, height[left]);
                total += leftMax - height[left++];
            } else {
                rightMax = max(rightMax, height[right]);
                total += rightMax - height[right--];
            }
        }
        return total;
    }
};
