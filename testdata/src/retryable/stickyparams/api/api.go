// Package api reads the tools' arguments through accessors that keep
// their first failure.
package api

import "fmt"

// Params keeps the first failure of its accessors.
type Params struct {
	args map[string]any
	err  error
}

// Wrap returns the accessors of args.
func Wrap(args map[string]any) *Params { return &Params{args: args} }

// Err is the first failure of an accessor.
func (p *Params) Err() error { return p.err }

// Required reads the string argument key, which must be there.
func (p *Params) Required(key string) string {
	v, ok := p.args[key].(string)
	if !ok && p.err == nil {
		p.err = fmt.Errorf("%s is required", key)
	}
	return v
}
