import sys


def ask(y):
    """Asks "? y" and returns the judge's answer: '<' (x is smaller), '>' (x is larger) or '=' (found).

    flush=True sends the question, so the judge sees it at once.
    """
    print("?", y, flush=True)
    return sys.stdin.readline().strip()


def main():
    n = int(sys.stdin.readline())
    # TODO: write your solution here: call ask(y) until it returns '=', then return.


main()
