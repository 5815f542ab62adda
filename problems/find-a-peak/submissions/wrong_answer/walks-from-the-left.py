import sys

# Wrong: walks right from tower 1 until the next tower is lower. Correct answers, but on a long
# rising street it needs up to n questions, far more than the 40 allowed. (When the judge gives
# up and closes the dialogue, this program stops quietly instead of crashing on the empty line.)


def ask(i):
    print("?", i, flush=True)
    line = sys.stdin.readline()
    if not line:
        sys.exit(0)
    return int(line)


def main():
    n = int(sys.stdin.readline())
    i = 1
    current = ask(1)
    while i < n:
        following = ask(i + 1)
        if following < current:
            break
        i, current = i + 1, following
    print("!", i, flush=True)


main()
