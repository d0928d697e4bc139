// Package toolsets gathers the toolsets' tables. The adapter imports
// it, not the toolsets: under go vet, a package sees the Facts of its
// direct imports only, so this package passes theirs on.
package toolsets

import (
	"interp/entries/api"
	"interp/entries/pods"
)

// All returns every toolset's tools.
func All() []api.ServerTool {
	return pods.Tools()
}
