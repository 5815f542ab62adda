import socket
try:
    socket.getaddrinfo('example.com', 80)
    print('resolved')
except OSError:
    print('blocked')
