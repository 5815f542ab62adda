// Each expansion doubles its tokens: the recursion limit, or the compile limits, end it.
macro_rules! double {
    ($($token:tt)*) => { double!($($token)* $($token)*) };
}
fn main() {
    double!(x);
}
