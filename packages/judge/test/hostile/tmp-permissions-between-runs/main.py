import os
mode = os.stat('/tmp').st_mode & 0o7777
writable = os.access('/tmp', os.W_OK)
print('ok' if mode == 0o1777 and writable else 'changed %o' % mode)
# Spoil /tmp for whoever comes next: make it read-only, leave a deleted-but-open file, fill a little.
handle = open('/tmp/ghost', 'w')
handle.write('x' * 1000)
os.unlink('/tmp/ghost')
os.chmod('/tmp', 0o500)
