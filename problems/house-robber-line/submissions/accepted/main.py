import sys


def solve(a):
    """Return the maximum sum of elements of a with no two adjacent elements chosen."""
    # Over the prefix handled so far:
    # take = best sum that uses the last element, skip = best sum that does not.
    take = skip = 0
    for x in a:
        # x can only follow a skipped element
        take, skip = skip + x, max(take, skip)
    return max(take, skip)


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    a = list(map(int, data[1:1 + n]))
    sys.stdout.write(str(solve(a)) + "\n")


if __name__ == "__main__":
    main()
