// Package relay streams tool results to a connection from functions
// that return nothing: whether they matter shows only in what they call.
package relay

import (
	"context"
	"os"
	"strconv"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var results = make(chan *mcp.CallToolResult, 1)

// lastFailure is shown to the model by Status.
var lastFailure string

// fail sends an error result built from msg.
func fail(msg string) { results <- mcp.NewToolResultError(msg) }

// load reports a failed read through fail. It names no framework API
// and returns nothing: only its call of fail makes it a sink.
func load(path string) {
	if _, err := os.ReadFile(path); err != nil {
		fail(err.Error()) // want `the text of an error from os.ReadFile`
	}
}

// remember keeps a failure for Status: a store to a text variable.
func remember(path string) {
	if _, err := os.Stat(path); err != nil {
		lastFailure = err.Error()
	}
}

// Status shows the last failure.
func Status() { fail(lastFailure) } // want `the text of an error from os.Stat`

// parse has nothing to do with text a model sees.
func parse(s string) int {
	n, err := strconv.Atoi(s)
	if err != nil {
		return -1
	}
	return n
}

// Total sums the sizes; it must stay silent.
func Total(sizes []string) {
	t := 0
	for _, s := range sizes {
		t += parse(s)
	}
	fail("the total is " + strconv.Itoa(t) + ". Not an error.")
}

// routes is a table whose initializer holds a handler: the variable
// carries no text, the function literal does.
var routes = struct {
	read server.ToolHandlerFunc
	size int
}{
	read: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		b, err := os.ReadFile(req.GetString("path", ""))
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil // want `the text of an error from os.ReadFile`
		}
		return mcp.NewToolResultText(string(b)), nil
	},
	size: len(os.Args),
}
