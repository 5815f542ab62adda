// Ten thousand type errors, each with its own long diagnostic: the output kept is capped.
macro_rules! wrong { () => { let _: u8 = "not a number, and a long enough message to make every diagnostic weigh"; }; }
macro_rules! ten { () => { wrong!(); wrong!(); wrong!(); wrong!(); wrong!(); wrong!(); wrong!(); wrong!(); wrong!(); wrong!(); }; }
macro_rules! hundred { () => { ten!(); ten!(); ten!(); ten!(); ten!(); ten!(); ten!(); ten!(); ten!(); ten!(); }; }
macro_rules! thousand { () => { hundred!(); hundred!(); hundred!(); hundred!(); hundred!(); hundred!(); hundred!(); hundred!(); hundred!(); hundred!(); }; }
fn main() {
    thousand!(); thousand!(); thousand!(); thousand!(); thousand!();
    thousand!(); thousand!(); thousand!(); thousand!(); thousand!();
}
