// A binary tree of distinct instantiations (M -> 2M and 2M + 1): 2^N of them, all forced by static_assert.
template <long N, long M> struct Fan {
  static constexpr long value = Fan<N - 1, M * 2>::value + Fan<N - 1, M * 2 + 1>::value;
};
template <long M> struct Fan<0, M> {
  static constexpr long value = 1;
};
static_assert(Fan<40, 1>::value > 0, "never reached");
int main() { return 0; }
