fn main() {
    // Spawns spinning threads until the process limit refuses more, ignoring the refusals.
    loop {
        let _ = std::thread::Builder::new().spawn(|| {
            let mut counter: u64 = 0;
            loop {
                counter = counter.wrapping_mul(31).wrapping_add(7);
                if counter == 1 {
                    println!("{}", counter);
                }
            }
        });
    }
}
