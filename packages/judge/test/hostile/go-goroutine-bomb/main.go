package main

import "runtime"

// Ten thousand spinning goroutines, and threads locked to some of them: the CPU limit ends it.
func main() {
	for i := 0; i < 10000; i++ {
		go func(lock bool) {
			if lock {
				runtime.LockOSThread()
			}
			counter := 0
			for counter >= 0 {
				counter = (counter*31 + 7) & 0xffffff
			}
		}(i%500 == 0)
	}
	select {}
}
