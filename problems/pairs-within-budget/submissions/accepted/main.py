import sys


def count_pairs(price, budget):
    """Counts pairs i < j with price[i] + price[j] <= budget."""
    price = sorted(price)
    pairs = 0
    # Two pointers: if the cheapest left item fits with the dearest right one, it fits with every
    # item between them too (right - left pairs); otherwise the dearest item fits with nobody left.
    left, right = 0, len(price) - 1
    while left < right:
        if price[left] + price[right] <= budget:
            pairs += right - left
            left += 1
        else:
            right -= 1
    return pairs


def main():
    data = sys.stdin.buffer.read().split()
    n, budget = int(data[0]), int(data[1])
    price = list(map(int, data[2:2 + n]))
    sys.stdout.write(str(count_pairs(price, budget)) + "\n")


main()
