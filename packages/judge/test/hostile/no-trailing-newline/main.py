import sys
sys.stdout.write('3')
