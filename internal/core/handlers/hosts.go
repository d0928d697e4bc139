package handlers

import (
	"slices"

	"github.com/toolerrlint/toolerrlint/internal/frameworks"
)

// registrationErrors returns what a returned error of a handler
// registered by f becomes: the mode of a host of its framework that the
// package calls, or the registration's own.
func (a *Set) registrationErrors(f frameworks.Func, own frameworks.ErrorMode) frameworks.ErrorMode {
	for _, h := range a.Index.HostsOf[f] {
		if a.hosted(h.Func) {
			return h.Errors
		}
	}
	return own
}

// hosted reports whether this package, or another of the module (see
// config.Options.Hosts), calls the host f.
func (a *Set) hosted(f frameworks.Func) bool {
	if slices.Contains(a.Opts.Hosts, f.String()) || slices.Contains(a.Opts.HostsOf[a.Pkg.Pkg.Path()], f.String()) {
		return true
	}
	if a.hosts == nil {
		a.hosts = a.Index.HostsUsed(a.Pass.TypesInfo)
	}
	return a.hosts[f]
}
