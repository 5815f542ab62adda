package main

import (
	"fmt"
	"net"
	"time"
)

func main() {
	connection, err := net.DialTimeout("tcp", "1.1.1.1:80", 500*time.Millisecond)
	if err != nil {
		fmt.Println("blocked")
		return
	}
	connection.Close()
	fmt.Println("connected")
}
