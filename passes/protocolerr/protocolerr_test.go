package protocolerr_test

import (
	"testing"

	"github.com/toolerrlint/toolerrlint/internal/config"
	"github.com/toolerrlint/toolerrlint/internal/core"
	"github.com/toolerrlint/toolerrlint/internal/testutil"
	"github.com/toolerrlint/toolerrlint/passes/protocolerr"
	"golang.org/x/tools/go/analysis/analysistest"
)

func TestProtocolerr(t *testing.T) {
	analysistest.Run(t, testutil.Testdata(), protocolerr.Analyzer, "protocolerr/mcpgo", "protocolerr/gosdk", "protocolerr/clientwrap",
		"protocolerr/rpcserver/tools", "protocolerr/rpcserver/server", "protocolerr/retrywrap", "protocolerr/retrywrap/server")
}

// Each finding offers two fixes, for a human to choose between; the
// golden files hold the result of each.
func TestFixes(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, testutil.Testdata(), protocolerr.Analyzer, "protocolerr/fixes", "protocolerr/ownlog", "protocolerr/records")
}

// TestConverted checks that a middleware of the module turning mcp-go
// handlers' errors into flagged results (the errors-as-results option
// names it) makes none of their returns a protocol error; a go-sdk
// low-level handler's still is. Without the option, protocolerr/mcpgo's
// returns are reported.
func TestConverted(t *testing.T) {
	opts := config.Default()
	opts.ErrorsAsResults = "app.errorsAsResults"
	analysistest.Run(t, testutil.Testdata(), protocolerr.New(core.New(opts), opts), "protocolerr/converted")
}

// TestUnseen checks handlers whose package builds no server and imports
// none (unseen/tools): their returns of errors are judged where the
// server is built, at that call, when its middleware does not convert
// them (plain), and not at all when it does (converting, and viahosted,
// which takes the server of a package whose middleware converts), nor
// when it answers them with its own words (replacing, whose own
// handler's errors are no finding either).
func TestUnseen(t *testing.T) {
	analysistest.Run(t, testutil.Testdata(), protocolerr.Analyzer,
		"protocolerr/unseen/tools", "protocolerr/unseen/plain", "protocolerr/unseen/converting", "protocolerr/unseen/viahosted",
		"protocolerr/unseen/replacing")
}

// TestUnseenFix checks the fix of a server that does not convert its
// handlers' errors: every finding carries the one edit installing a
// middleware that answers them, on a server without one (bare) or with
// one that only logs (plain); and the fixes at the handlers' returns
// that hold the module's own words (tools), which that middleware would
// lose.
func TestUnseenFix(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, testutil.Testdata(), protocolerr.Analyzer, "protocolerr/unseen/bare", "protocolerr/unseen/plain", "protocolerr/unseen/tools")
}
