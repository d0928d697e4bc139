// Package tool is written by hand and calls a generated helper of
// another package.
package tool

import "generated/gen"

//toolerrlint:handler
func Config(name string) (string, error) {
	s, err := gen.ReadConfig(name)
	if err != nil {
		return "", err // want `rawerr: tool handler Config returns the text of an error from os.ReadFile \(through gen.ReadConfig\) to the model`
	}
	return s, nil
}
