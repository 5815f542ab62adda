import sys


def solve(grid):
    """Crashes: floods each island with a recursive function. One island can have about
    125 000 cells, far deeper than Python's default recursion limit of 1000, so the
    program dies with RecursionError."""
    r, c = len(grid), len(grid[0])
    seen = [[False] * c for _ in range(r)]

    def flood(i, j):
        if i < 0 or i >= r or j < 0 or j >= c:
            return
        if grid[i][j] != "#" or seen[i][j]:
            return
        seen[i][j] = True
        flood(i - 1, j)
        flood(i + 1, j)
        flood(i, j - 1)
        flood(i, j + 1)

    islands = 0
    for i in range(r):
        for j in range(c):
            if grid[i][j] == "#" and not seen[i][j]:
                islands += 1
                flood(i, j)
    return islands


def main():
    data = sys.stdin.buffer.read().split()
    r = int(data[0])
    grid = [row.decode() for row in data[2:2 + r]]
    sys.stdout.write(str(solve(grid)) + "\n")


main()
