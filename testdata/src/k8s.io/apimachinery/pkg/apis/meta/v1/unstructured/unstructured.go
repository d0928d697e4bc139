// Package unstructured is a stub of
// k8s.io/apimachinery/pkg/apis/meta/v1/unstructured: an object held as
// JSON-compatible maps.
package unstructured

import "k8s.io/apimachinery/pkg/runtime"

// Unstructured is an object whose Object holds only JSON data.
type Unstructured struct {
	Object map[string]interface{}
}

func (u *Unstructured) DeepCopyObject() runtime.Object { return &Unstructured{Object: u.Object} }

func (u *Unstructured) UnstructuredContent() map[string]interface{} { return u.Object }

// MarshalJSON encodes the object.
func (u *Unstructured) MarshalJSON() ([]byte, error) { return nil, nil }

// UnstructuredList is a list of objects.
type UnstructuredList struct {
	Items []Unstructured
}
