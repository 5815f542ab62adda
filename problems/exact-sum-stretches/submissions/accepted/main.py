import sys


def count_stretches(change, target):
    """Counts stretches l..r with change[l] + ... + change[r] == target."""
    # A stretch l..r sums to target exactly when prefix(r) - prefix(l - 1) == target, so for each r
    # count the earlier prefix sums equal to prefix(r) - target. The empty prefix (0) counts too:
    # it stands for the stretches that start on day 1.
    seen = {0: 1}
    prefix = stretches = 0
    for c in change:
        prefix += c
        stretches += seen.get(prefix - target, 0)
        seen[prefix] = seen.get(prefix, 0) + 1
    return stretches


def main():
    data = sys.stdin.buffer.read().split()
    n, target = int(data[0]), int(data[1])
    change = list(map(int, data[2:2 + n]))
    sys.stdout.write(str(count_stretches(change, target)) + "\n")


main()
