// Package app wires the exchange into the tools.
package app

import (
	"net/http"

	"github.com/mark3labs/mcp-go/server"

	"interp/ports/adapter"
	"interp/ports/tools"
)

func Serve() error {
	s := server.NewMCPServer("exchange", "1.0.0")
	x := adapter.New(http.DefaultClient)
	tools.RegisterAll(s, x) // want `tool get_balance passes text interpolating an error from \(\*net/http.Client\).Get and 1 more to mcp.NewToolResultError through tools.RegisterAll: it leaks internals, decides no retry; log it, keep the module's words` `tool get_positions passes text interpolating an error from \(\*net/http.Client\).Get to mcp.NewToolResultError through tools.RegisterAll`
	return server.ServeStdio(s)
}
