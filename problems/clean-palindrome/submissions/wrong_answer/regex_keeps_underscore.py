import re
import sys


def solve(line):
    # Bug: \W removes everything except "word" characters, but the underscore
    # counts as a word character, so "_a" is wrongly treated as "_a".
    cleaned = re.sub(r"\W", "", line).lower()
    return cleaned == cleaned[::-1]


def main():
    line = sys.stdin.readline().rstrip("\r\n")
    sys.stdout.write("YES\n" if solve(line) else "NO\n")


main()
