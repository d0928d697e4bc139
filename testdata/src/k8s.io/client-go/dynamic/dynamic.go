// Package dynamic is a stub of k8s.io/client-go/dynamic: a client of
// any resource, by group, version and resource.
package dynamic

import (
	"context"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
)

// ResourceInterface reads and writes one resource.
type ResourceInterface interface {
	Get(ctx context.Context, name string) (*unstructured.Unstructured, error)
	List(ctx context.Context, opts metav1.ListOptions) (*unstructured.UnstructuredList, error)
	Delete(ctx context.Context, name string) error
	// Create is trimmed: the real method takes metav1.CreateOptions
	// and subresources too.
	Create(ctx context.Context, obj *unstructured.Unstructured) (*unstructured.Unstructured, error)
}

// Interface is the dynamic client.
type Interface interface {
	Resource(resource string) NamespaceableResourceInterface
}

// NamespaceableResourceInterface narrows to a namespace.
type NamespaceableResourceInterface interface {
	ResourceInterface
	Namespace(ns string) ResourceInterface
}
