// Package good type-checks; its module has a package that does not.
package good

import "os"

//toolerrlint:handler
func Hostname() (string, error) {
	b, err := os.ReadFile("/etc/hostname")
	if err != nil {
		return err.Error(), nil
	}
	return string(b), nil
}
