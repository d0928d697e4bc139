// Package klogutil is a module's helper over klog: it logs with fields
// of its own, so its callers never import klog themselves.
package klogutil

import "k8s.io/klog/v2"

// Warn logs msg and its key/value pairs as a warning.
func Warn(msg string, kv ...any) { klog.Infof("%s %v", msg, kv) }
