int main(void) {
  volatile int *pointer = 0;
  *pointer = 1;
  return 0;
}
