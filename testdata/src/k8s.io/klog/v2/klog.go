// Package klog is a stub of k8s.io/klog/v2: the logger of Kubernetes
// projects, which a fix logs with where a file already uses it.
package klog

// Infof logs at info level.
func Infof(format string, args ...any) {}

// ErrorS logs err with msg and key/value pairs at error level.
func ErrorS(err error, msg string, keysAndValues ...any) {}
