package evidence

import (
	"github.com/toolerrlint/toolerrlint/internal/core/outcome"
	"golang.org/x/tools/go/ssa"
)

// Reviewer reads what the code on the way to a sink shows about the
// failure: the retry decision and the advice for the sentence a fix
// writes.
type Reviewer struct {
	*outcome.Judge
	declared  []string                 // argument names the package's tool declarations give (see declaredArgs)
	ownChecks map[*ssa.Function]bool   // functions that fail only on what they are given (see failsOnlyOnArgs)
	passedBy  map[*ssa.Function]Passed // what handlers pass the module functions they call (see PassedBy)
	decls     *declarations            // what the package's syntax declares of its tools (see declarations)
	returned  map[*ssa.Function]string // the argument a module function returns (see returnedArg)
	// passed names the parameters of the function a walk back to the
	// input walks in, while Evidence or PassedBy reads one that
	// handlers pass the input (see withPassed).
	passed Passed
	// sending: the call givenArgs reads sends values to store
	// (wording.SendsValues), which its other side may refuse: the
	// arguments holding them are named too.
	sending bool
	// searching: the call givenArgs reads searches (wording.Searches),
	// and what it is sought by is not named (wording.Sought).
	searching bool
}

// New returns a Reviewer over j.
func New(j *outcome.Judge) *Reviewer {
	return &Reviewer{Judge: j, ownChecks: map[*ssa.Function]bool{}, passedBy: map[*ssa.Function]Passed{}, returned: map[*ssa.Function]string{}}
}
