import socket
try:
    socket.create_connection(('1.1.1.1', 80), timeout=0.5)
    print('connected')
except OSError:
    print('blocked')
