// Package tools calls the store's helpers: their facts make its own
// summaries.
package tools

import (
	"core/store"

	"github.com/mark3labs/mcp-go/mcp"
)

// Delete passes the store's foreign error through.
func Delete(name string) error { // want Delete:`^results: foreign\(os.Remove\)$`
	return store.Remove(name)
}

// Explain hands a foreign error to a summary in terms of its parameter.
func Explain(name string) string { // want Explain:`^results: concat\[lit\("lookup failed: "\) foreign\(os.Remove\)\]$`
	return store.Describe(store.Remove(name))
}

// Lookup returns what store.Find returns, its parameter now Lookup's.
func Lookup(key string) error { // want Lookup:`^results: choice\[lit\("order not found"\) concat\[lit\("stat "\) param\(0\) lit\(": "\) foreign\(os.Stat\)\]\]$`
	return store.Find(key)
}

// Fail builds a tool result from its parameter: each call of Fail is a
// sink, so the fact carries it as a template.
func Fail(err error) *mcp.CallToolResult { // want Fail:`^results: nil sink:concat\[lit\("failed: "\) param\(0\)\]$`
	return mcp.NewToolResultError("failed: " + err.Error())
}

// Safe calls Fail with the module's own error: the template is
// instantiated here (a sink of this package), so Safe's summary carries
// nothing and no fact is exported.
func Safe() *mcp.CallToolResult {
	return Fail(store.ErrMissing)
}
