// Evaluated by the compiler: 2^64 steps, so the compile time limit (or rustc's own) must end it.
const SPIN: u64 = {
    let mut counter = 0u64;
    let mut steps = 0u64;
    while steps < u64::MAX {
        counter = counter.wrapping_mul(31).wrapping_add(7);
        steps += 1;
    }
    counter
};
fn main() {
    println!("{}", SPIN);
}
