// Package runtime is a stub of k8s.io/apimachinery/pkg/runtime: the
// objects listers return and their unstructured form.
package runtime

// Object is any API object.
type Object interface {
	DeepCopyObject() Object
}

// Unstructured is an object held as JSON-compatible maps.
type Unstructured interface {
	Object
	UnstructuredContent() map[string]interface{}
}
