import sys


def ask(i):
    """Asks "? i" and returns the height of tower i. flush=True sends the question at once."""
    print("?", i, flush=True)
    return int(sys.stdin.readline())


def main():
    n = int(sys.stdin.readline())
    # [low, high] always holds a peak: the towers rise into it from outside (or it touches an end).
    # Comparing the middle with its right neighbour keeps the half that rises: 2 questions per halving.
    low, high = 1, n
    while low < high:
        middle = (low + high) // 2
        if ask(middle) < ask(middle + 1):
            low = middle + 1
        else:
            high = middle
    print("!", low, flush=True)


main()
