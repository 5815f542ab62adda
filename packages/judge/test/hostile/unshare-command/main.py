import subprocess

result = subprocess.run(['unshare', '-Ur', 'id', '-u'], capture_output=True, text=True)
print(result.stdout.strip() if result.returncode == 0 else 'refused')
