try:
    data = open('/proc/1/environ', 'rb').read()
    print('read %d bytes' % len(data))
except OSError:
    print('denied')
