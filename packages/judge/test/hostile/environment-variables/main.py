import os
print(' '.join(sorted(os.environ)))
