import sys


def solve(grid):
    """grid is a list of r strings of length c made of '#' (land) and '.' (water).

    Return the number of islands (groups of land cells joined through shared sides).
    """
    # TODO: write your solution here
    return 0


def main():
    data = sys.stdin.buffer.read().split()
    r = int(data[0])
    grid = [row.decode() for row in data[2:2 + r]]
    sys.stdout.write(str(solve(grid)) + "\n")


main()
