import sys


def ask(x):
    """Asks "? x" and returns the reply: '<' (the number is smaller), '>' (larger) or '=' (found).

    flush=True sends the question now: without it both sides would wait forever.
    """
    print("?", x, flush=True)
    return sys.stdin.readline().strip()


def main():
    n = int(sys.stdin.readline())
    # The number is always in [low, high]; each question halves the range, so 30 suffice for 10^9.
    low, high = 1, n
    while True:
        middle = (low + high) // 2
        reply = ask(middle)
        if reply == "=":
            break
        if reply == "<":
            high = middle - 1
        else:
            low = middle + 1


main()
