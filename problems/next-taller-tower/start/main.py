import sys


def solve(h):
    """For every tower i, return the distance to the nearest strictly taller tower
    on its right, or 0 if there is none."""
    answer = [0] * len(h)
    # TODO: fill answer[i] for every tower
    return answer


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    h = [int(x) for x in data[1:1 + n]]
    answer = solve(h)
    sys.stdout.write(' '.join(map(str, answer)) + '\n')


main()
