// Package exec is a stub of k8s.io/client-go/util/exec (v0.36): the
// error of a command that ran and exited with a failure status.
package exec

// ExitError (util/exec/exec.go).
type ExitError interface {
	error
	String() string
	Exited() bool
	ExitStatus() int
}

// CodeExitError (util/exec/exec.go): what remotecommand's streams
// return for a non-zero exit.
type CodeExitError struct {
	Err  error
	Code int
}

func (e CodeExitError) Error() string   { return e.Err.Error() }
func (e CodeExitError) String() string  { return e.Err.Error() }
func (e CodeExitError) Exited() bool    { return true }
func (e CodeExitError) ExitStatus() int { return e.Code }
