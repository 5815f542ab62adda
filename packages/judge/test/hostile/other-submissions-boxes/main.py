import os
pids = sorted(int(name) for name in os.listdir('/proc') if name.isdigit())
print(os.listdir('/box'))
print('processes', len(pids) <= 2)
print(sorted(os.listdir('/tmp')))
