import os
paths = ['/work', '/root', '/home', '/var/cache/codeyard-judge', '/etc/passwd', '/etc/hostname', '/srv', '/opt']
visible = [path for path in paths if os.path.exists(path)]
print('visible %s' % visible if visible else 'none')
