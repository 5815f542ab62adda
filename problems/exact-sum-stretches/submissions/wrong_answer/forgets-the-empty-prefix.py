import sys

# Wrong in every group: the prefix-sum method, but the empty prefix (0) is not counted as seen,
# so the stretches that start on day 1 are missed.


def main():
    data = sys.stdin.buffer.read().split()
    n, target = int(data[0]), int(data[1])
    seen = {}
    prefix = stretches = 0
    for c in map(int, data[2:2 + n]):
        prefix += c
        stretches += seen.get(prefix - target, 0)
        seen[prefix] = seen.get(prefix, 0) + 1
    print(stretches)


main()
