import sys
line = "flood " * 100 + "\n"
while True:
    sys.stderr.write(line)
