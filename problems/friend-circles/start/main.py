import sys


def solve(n, friendships):
    """Return the number of friend circles among students 1..n.

    friendships is a list of pairs (u, v): students u and v are friends.
    """
    # TODO: write your solution here
    return 0


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    friendships = [(int(data[2 + 2 * i]), int(data[3 + 2 * i])) for i in range(m)]
    sys.stdout.write(str(solve(n, friendships)) + "\n")


main()
