package main

import "fmt"

// Untyped constants have arbitrary precision, within the compiler's bounds.
const huge = 1 << 100000000

func main() {
	fmt.Println(huge > 0)
}
