import sys


def solve(h):
    """For every tower i, return the distance to the nearest strictly taller tower
    on its right, or 0 if there is none."""
    answer = [0] * len(h)
    # Scan to the right from every tower: O(n^2) on decreasing or flat rows.
    n = len(h)
    for i in range(n):
        for j in range(i + 1, n):
            if h[j] > h[i]:
                answer[i] = j - i
                break
    return answer


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    h = [int(x) for x in data[1:1 + n]]
    answer = solve(h)
    sys.stdout.write(' '.join(map(str, answer)) + '\n')


main()
