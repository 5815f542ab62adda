import sys

# Partial (group 1 only, 20 points): tries every pair. Half a million sums for n = 1000 are quick;
# 2 * 10^8 for n = 20 000 are far too slow in Python.


def main():
    data = sys.stdin.buffer.read().split()
    n, budget = int(data[0]), int(data[1])
    price = list(map(int, data[2:2 + n]))
    pairs = 0
    for i in range(n):
        rest = budget - price[i]
        for j in range(i + 1, n):
            if price[j] <= rest:
                pairs += 1
    print(pairs)


main()
