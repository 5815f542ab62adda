# Correct but O(k * d): k times it scans every remaining distinct word for the best one. With 10^4
# distinct words and k = 5000 that is about 4 * 10^7 comparisons of (frequency, word) pairs.
class Solution:
    def topKFrequent(self, words: List[str], k: int) -> List[str]:
        count = Counter(words)
        remaining = set(count)
        top = []
        for _ in range(k):
            best = None
            for word in remaining:
                if best is None or (-count[word], word) < (-count[best], best):
                    best = word
            remaining.remove(best)
            top.append(best)
        return top
