use std::net::{SocketAddr, TcpStream};
use std::time::Duration;
fn main() {
    let address: SocketAddr = "1.1.1.1:80".parse().unwrap();
    match TcpStream::connect_timeout(&address, Duration::from_millis(500)) {
        Ok(_) => println!("connected"),
        Err(_) => println!("blocked"),
    }
}
