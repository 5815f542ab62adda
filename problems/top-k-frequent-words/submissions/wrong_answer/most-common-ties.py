# Counter.most_common breaks ties by first appearance in the log, not alphabetically.
class Solution:
    def topKFrequent(self, words: List[str], k: int) -> List[str]:
        return [word for word, _ in Counter(words).most_common(k)]
