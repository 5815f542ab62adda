paths = ['/work', '/root', '/home', '/var/cache/codeyard-judge', '/etc/passwd', '/etc/hostname', '/srv', '/opt']
visible = paths.select { |path| File.exist?(path) }
puts visible.empty? ? 'none' : "visible #{visible}"
