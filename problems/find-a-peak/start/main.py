import sys


def ask(i):
    """Asks "? i" and returns the height of tower i. flush=True sends the question at once."""
    print("?", i, flush=True)
    return int(sys.stdin.readline())


def answer(i):
    """Writes the answer "! i" (a peak) and flushes it."""
    print("!", i, flush=True)


def main():
    n = int(sys.stdin.readline())
    # TODO: write your solution here: ask(i) at most 40 times, then answer(peak).


main()
