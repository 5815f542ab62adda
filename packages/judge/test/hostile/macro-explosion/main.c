#define TEN(x) x x x x x x x x x x
#define HUNDRED(x) TEN(TEN(x))
#define TEN_THOUSAND(x) HUNDRED(HUNDRED(x))
#define HUNDRED_MILLION(x) TEN_THOUSAND(TEN_THOUSAND(x))
int main(void) { HUNDRED_MILLION(HUNDRED_MILLION(;)) return 0; }
