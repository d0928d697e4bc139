package report

import (
	"strings"

	"github.com/toolerrlint/toolerrlint/internal/frameworks"
)

// Operation names what the function named by source (a types.Func
// FullName, as in origin leaves) was doing: "the database query".
func Operation(source string) string {
	pkg := strings.TrimLeft(source, "(*")
	// Strip ".Func" or ".Type).Method".
	if i := strings.LastIndex(pkg, "/"); i >= 0 {
		if j := strings.Index(pkg[i:], "."); j >= 0 {
			pkg = pkg[:i+j]
		}
	} else if j := strings.Index(pkg, "."); j >= 0 {
		pkg = pkg[:j]
	}
	best, op := -1, "the operation"
	for _, o := range frameworks.Operations {
		if (pkg == o.Pkg || strings.HasPrefix(pkg, o.Pkg+"/") || strings.HasPrefix(pkg, o.Pkg+"/v")) && len(o.Pkg) > best {
			best, op = len(o.Pkg), o.Op
		}
	}
	return op
}

// The retry sentences a fix appends. They contain a phrase of
// config.DefaultRetryPhrases, so the retryable pass accepts fixed text.
const (
	Transient = "Transient; retrying may succeed."
	Permanent = "Not transient; the same call will fail identically."
)

// Sentence is the replacement text a fix writes: what failed and the
// retry decision.
func Sentence(tool, op string, transient bool) string {
	who := tool
	if who == "" {
		who = "the tool"
	}
	retry := Permanent
	if transient {
		retry = Transient
	}
	return who + " failed: " + op + " did not succeed. " + retry
}
