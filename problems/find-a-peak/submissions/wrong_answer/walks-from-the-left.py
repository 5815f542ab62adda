import sys

# Wrong: walks right from tower 1 until the next tower is lower. Correct answers, but on a long
# rising street it needs up to n questions, far more than the 40 allowed.


def main():
    n = int(sys.stdin.readline())
    i = 1
    print("?", 1, flush=True)
    current = int(sys.stdin.readline())
    while i < n:
        print("?", i + 1, flush=True)
        following = int(sys.stdin.readline())
        if following < current:
            break
        i, current = i + 1, following
    print("!", i, flush=True)


main()
