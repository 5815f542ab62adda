import sys

# Wrong: searches 1..n-1 (an off-by-one upper end), so when the number is n it runs out of
# range and guesses low, which is then past the end.


def main():
    n = int(sys.stdin.readline())
    low, high = 1, n - 1
    while low <= high:
        middle = (low + high) // 2
        print("?", middle, flush=True)
        reply = sys.stdin.readline().strip()
        if reply == "=":
            return
        if reply == "<":
            high = middle - 1
        else:
            low = middle + 1
    # The number must be n - 1 or below, the program assumes: give up with the nearest guess.
    print("?", high, flush=True)
    sys.stdin.readline()


main()
