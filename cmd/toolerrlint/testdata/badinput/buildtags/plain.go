// Package buildtags has a tool handler in a file of each kind: always
// built, built only with the tag pro, and never built (//go:build
// ignore).
package buildtags

import "os"

//toolerrlint:handler
func Plain() (string, error) {
	if _, err := os.Stat("/plain"); err != nil {
		return "", err
	}
	return "ok", nil
}
