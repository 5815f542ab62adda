package main

import "fmt"

// Each instantiation asks for a bigger one: the compiler must refuse, not recurse for ever.
type Box[T any] struct{ value T }

func grow[T any](depth int, value T) int {
	if depth == 0 {
		return 0
	}
	return grow[Box[T]](depth-1, Box[T]{value}) + 1
}

func main() {
	fmt.Println(grow(100, 1))
}
