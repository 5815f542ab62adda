import sys

# Correct search, but the questions are written with a plain print: stdout is a pipe, so Python
# buffers them and the interactor never sees the first one. Both sides wait until the time limit.


def main():
    n = int(sys.stdin.readline())
    low, high = 1, n
    while True:
        middle = (low + high) // 2
        print("?", middle)
        reply = sys.stdin.readline().strip()
        if reply == "=":
            break
        if reply == "<":
            high = middle - 1
        else:
            low = middle + 1


main()
