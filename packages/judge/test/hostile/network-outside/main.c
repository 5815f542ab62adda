#include <arpa/inet.h>
#include <stdio.h>
#include <sys/socket.h>
#include <unistd.h>
int main(void) {
  int fd = socket(AF_INET, SOCK_STREAM, 0);
  struct sockaddr_in address = { .sin_family = AF_INET, .sin_port = htons(80) };
  inet_pton(AF_INET, "1.1.1.1", &address.sin_addr);
  if (fd < 0 || connect(fd, (struct sockaddr *)&address, sizeof address) < 0) printf("blocked\n");
  else printf("connected\n");
  return 0;
}
