#include <atomic>
#include <thread>
#include <vector>
std::atomic<long> counter{0};
int main() {
  std::vector<std::thread> threads;
  for (int index = 0; index < 8; index++) threads.emplace_back([] { for (;;) counter++; });
  for (auto &thread : threads) thread.join();
}
