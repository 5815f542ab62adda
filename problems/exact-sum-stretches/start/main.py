import sys


def count_stretches(change, target):
    """change[i] is the change on day i + 1.

    Return the number of stretches of consecutive days whose changes add up to exactly target.
    """
    # TODO: write your solution here
    return 0


def main():
    data = sys.stdin.buffer.read().split()
    n, target = int(data[0]), int(data[1])
    change = list(map(int, data[2:2 + n]))
    sys.stdout.write(str(count_stretches(change, target)) + "\n")


main()
