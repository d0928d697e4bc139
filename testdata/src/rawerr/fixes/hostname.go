package fixes

import "os"

// Hostname is a tool of an agent loop toolerrlint does not know.
//
//toolerrlint:handler
func Hostname() (string, error) {
	b, err := os.ReadFile("/etc/hostname")
	if err != nil {
		return err.Error(), nil // want `tool handler Hostname returns the text of an error from os.ReadFile to the model`
	}
	return string(b), nil
}
