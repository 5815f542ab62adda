import sys

# Wrong: searches 1..n-1 (an off-by-one upper end), so when the number is n it runs out of range
# and its last guess is n - 1; for n = 1 it even asks "? 0". (When the judge gives up and closes
# the dialogue, this program stops quietly instead of crashing on the empty line.)


def main():
    n = int(sys.stdin.readline())
    low, high = 1, n - 1
    while low <= high:
        middle = (low + high) // 2
        print("?", middle, flush=True)
        reply = sys.stdin.readline().strip()
        if reply in ("=", ""):
            return
        if reply == "<":
            high = middle - 1
        else:
            low = middle + 1
    # The number must be n - 1 or below, the program assumes: give up with the nearest guess.
    print("?", high, flush=True)
    sys.stdin.readline()


main()
