// Command gcl is golangci-lint v2.15.0 with the toolerrlint plugin built
// in: what `golangci-lint custom` produces, made from this module so it
// builds offline (custom clones golangci-lint from GitHub). CI builds it
// to test the plugin; users can build it the same way.
package main

import (
	"fmt"
	"os"

	"github.com/golangci/golangci-lint/v2/pkg/commands"
	"github.com/golangci/golangci-lint/v2/pkg/exitcodes"

	_ "github.com/toolerrlint/toolerrlint/plugin"
)

func main() {
	// An empty Version: golangci-lint salts its result cache with the
	// version, and a constant one would serve stale findings after the
	// plugin changed.
	info := commands.BuildInfo{Version: "", Commit: "n/a", Date: "n/a", GoVersion: "go"}
	if err := commands.Execute(info); err != nil {
		fmt.Fprintf(os.Stderr, "The command is terminated due to an error: %v\n", err)
		os.Exit(exitcodes.Failure)
	}
}
