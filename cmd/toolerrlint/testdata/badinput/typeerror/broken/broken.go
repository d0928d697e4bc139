// Package broken does not type-check: a name is undefined.
package broken

import "os"

//toolerrlint:handler
func Hostname() (string, error) {
	b, err := os.ReadFile("/etc/hostname")
	if err != nil {
		return err.Error(), nil
	}
	return string(b), undefinedError
}
