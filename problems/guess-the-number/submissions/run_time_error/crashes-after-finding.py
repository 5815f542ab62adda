import sys

# Finds the number correctly, then expects a next round that never comes: after "=" it reads
# one more n, gets the end of input (an empty string), and int("") raises. The interactor has
# accepted the dialogue, but the program crashed: a run-time error.


def play():
    n = int(sys.stdin.readline())
    low, high = 1, n
    while True:
        middle = (low + high) // 2
        print("?", middle, flush=True)
        reply = sys.stdin.readline().strip()
        if reply == "=":
            return
        if reply == "<":
            high = middle - 1
        else:
            low = middle + 1


while True:
    play()
