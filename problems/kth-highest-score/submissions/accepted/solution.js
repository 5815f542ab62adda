/**
 * @param {number[]} nums
 * @param {number} k
 * @return {number}
 */
var findKthLargest = function(nums, k) {
    // A min-heap (in an array) of the k largest seen so far: its root is the k-th largest.
    const heap = [];
    const siftUp = (index) => {
        while (index > 0) {
            const parent = (index - 1) >> 1;
            if (heap[parent] <= heap[index]) return;
            [heap[parent], heap[index]] = [heap[index], heap[parent]];
            index = parent;
        }
    };
    const siftDown = (index) => {
        for (;;) {
            let smallest = index;
            for (const child of [2 * index + 1, 2 * index + 2]) {
                if (child < heap.length && heap[child] < heap[smallest]) smallest = child;
            }
            if (smallest === index) return;
            [heap[smallest], heap[index]] = [heap[index], heap[smallest]];
            index = smallest;
        }
    };
    for (const value of nums) {
        if (heap.length < k) {
            heap.push(value);
            siftUp(heap.length - 1);
        } else if (value > heap[0]) {
            heap[0] = value;
            siftDown(0);
        }
    }
    return heap[0];
};
