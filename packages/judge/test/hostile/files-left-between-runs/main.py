import os
found = [path for path in ('/tmp/marker', '/dev/shm/marker') if os.path.exists(path)]
print('leak ' + ' '.join(found) if found else 'clean')
for path in ('/tmp/marker', '/dev/shm/marker'):
    with open(path, 'w') as file:
        file.write('left behind')
