import sys


def solve(grid):
    """grid is a list of r strings of length c made of '.', '#', 'S', 'E'.

    Return the minimum number of moves from S to E, or -1 if E cannot be reached.
    """
    # TODO: write your solution here
    return 0


def main():
    data = sys.stdin.buffer.read().split()
    r = int(data[0])
    grid = [row.decode() for row in data[2:2 + r]]
    sys.stdout.write(str(solve(grid)) + "\n")


main()
