require 'socket'
begin
  Socket.tcp('1.1.1.1', 80, connect_timeout: 0.5).close
  puts 'connected'
rescue StandardError
  puts 'blocked'
end
