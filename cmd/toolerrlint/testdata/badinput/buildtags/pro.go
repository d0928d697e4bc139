//go:build pro

package buildtags

import "os"

//toolerrlint:handler
func Pro() (string, error) {
	if _, err := os.Stat("/pro"); err != nil {
		return "", err
	}
	return "ok", nil
}
