import sys

MOD = 1_000_000_007


def solve(grid):
    """grid[i][j] is '.' (free) or '#' (rock). Return the number of right/down
    paths from the top-left to the bottom-right cell, modulo MOD."""
    # TODO: write your solution here
    return 0


def main():
    data = sys.stdin.read().split()
    r = int(data[0])
    grid = data[2:2 + r]
    sys.stdout.write(str(solve(grid)) + "\n")


if __name__ == "__main__":
    main()
