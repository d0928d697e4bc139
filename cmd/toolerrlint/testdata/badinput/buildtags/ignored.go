//go:build ignore

package buildtags

import "os"

//toolerrlint:handler
func Ignored() (string, error) {
	if _, err := os.Stat("/ignored"); err != nil {
		return "", err
	}
	return "ok", nil
}
