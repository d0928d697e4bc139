// Package v1 is a stub of k8s.io/apimachinery/pkg/apis/meta/v1: the
// options of the API's calls.
package v1

// ListOptions narrows a list: by labels, by fields.
type ListOptions struct {
	LabelSelector string
	FieldSelector string
}
