// Package viahosted adds tools' handlers to the server hosted builds:
// the call returning it is where the server is seen, and hosted's Fact
// says its middleware converts: nothing is reported.
package viahosted

import (
	"protocolerr/unseen/hosted"
	"protocolerr/unseen/tools"
)

func Serve() {
	s := hosted.New()
	tools.Register(s)
}
