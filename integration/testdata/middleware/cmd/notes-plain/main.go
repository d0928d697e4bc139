// Command notes-plain serves notes with no middleware: the handlers'
// errors are JSON-RPC protocol errors.
package main

import (
	"log"

	"github.com/mark3labs/mcp-go/server"

	"github.com/toolerrlint/toolerrlint/examples/orders/notes"
)

func main() {
	s := server.NewMCPServer("notes", "1.0")
	notes.Register(s)
	if err := server.ServeStdio(s); err != nil {
		log.Fatal(err)
	}
}
