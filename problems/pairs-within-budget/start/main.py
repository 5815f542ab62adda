import sys


def count_pairs(price, budget):
    """price is the list of the n prices.

    Return the number of pairs i < j with price[i] + price[j] <= budget.
    """
    # TODO: write your solution here
    return 0


def main():
    data = sys.stdin.buffer.read().split()
    n, budget = int(data[0]), int(data[1])
    price = list(map(int, data[2:2 + n]))
    sys.stdout.write(str(count_pairs(price, budget)) + "\n")


main()
