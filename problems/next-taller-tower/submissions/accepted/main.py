import sys


def solve(h):
    """For every tower i, return the distance to the nearest strictly taller tower
    on its right, or 0 if there is none."""
    answer = [0] * len(h)
    # The stack holds towers still waiting for a taller one; their heights never increase
    # from bottom to top. A new tower answers every waiting tower that is strictly lower.
    waiting = []
    for j, height in enumerate(h):
        while waiting and h[waiting[-1]] < height:
            i = waiting.pop()
            answer[i] = j - i
        waiting.append(j)
    return answer


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    h = [int(x) for x in data[1:1 + n]]
    answer = solve(h)
    sys.stdout.write(' '.join(map(str, answer)) + '\n')


main()
