blocks = []
while True:
    blocks.append(bytearray(16 << 20))
