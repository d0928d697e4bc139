package facts

import (
	"fmt"

	"github.com/toolerrlint/toolerrlint/internal/core/sink"
)

// UnconvertedFact lists the returns of mcp-go handlers, of a package or
// of those it imports, whose errors are protocol errors unless the
// server they are added to converts them: the packages holding them
// construct no server and import none that does, so they cannot tell,
// and the package constructing the server judges them. Sorted by
// position (a Fact's encoding must be deterministic).
type UnconvertedFact struct {
	Returns []sink.HandlerReturn
}

func (*UnconvertedFact) AFact() {}

func (f *UnconvertedFact) String() string { return fmt.Sprintf("unconverted %d", len(f.Returns)) }
