// Package tool is written by hand and calls the generated helper.
package tool

import "example.com/generated/gen"

//toolerrlint:handler
func Config(name string) (string, error) {
	s, err := gen.ReadConfig(name)
	if err != nil {
		return "", err
	}
	return s, nil
}
