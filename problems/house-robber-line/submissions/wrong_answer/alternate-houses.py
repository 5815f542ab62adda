import sys


def solve(a):
    """Bug: only compares 'every even-indexed house' with 'every odd-indexed
    house'. The best choice may skip two houses in a row, as in 5 1 1 5."""
    return max(sum(a[0::2]), sum(a[1::2]))


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    a = list(map(int, data[1:1 + n]))
    sys.stdout.write(str(solve(a)) + "\n")


if __name__ == "__main__":
    main()
