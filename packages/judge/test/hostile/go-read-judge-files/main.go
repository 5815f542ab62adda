package main

import (
	"fmt"
	"os"
)

func main() {
	var visible []string
	for _, path := range []string{"/work", "/root", "/home", "/var/cache/codeyard-judge", "/etc/passwd", "/etc/hostname", "/srv", "/opt"} {
		if _, err := os.Stat(path); err == nil {
			visible = append(visible, path)
		}
	}
	if len(visible) == 0 {
		fmt.Println("none")
	} else {
		fmt.Println("visible", visible)
	}
}
