import os
attempts = ['/sys/fs/cgroup/memory/memory.limit_in_bytes', '/proc/sys/kernel/hostname', '/proc/self/oom_score_adj']
results = []
for path in attempts:
    try:
        with open(path, 'w') as file:
            file.write('-1000' if 'oom' in path else '1')
        results.append('wrote')
    except OSError:
        results.append('denied')
print(' '.join(results))
