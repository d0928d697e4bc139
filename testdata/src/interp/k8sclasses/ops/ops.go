// Package ops is the module's layer over the cluster's dynamic client:
// Get wraps the client's error with %w, so the API status stays in the
// chain, as Create does; Describe formats it with %v, keeping only its
// words.
package ops

import (
	"context"
	"fmt"

	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/client-go/dynamic"
)

// Get returns a config map's data.
func Get(ctx context.Context, c dynamic.Interface, ns, name string) (string, error) {
	u, err := c.Resource("configmaps").Namespace(ns).Get(ctx, name)
	if err != nil {
		return "", fmt.Errorf("failed to get config map %q: %w", name, err)
	}
	return fmt.Sprint(u.Object["data"]), nil
}

// Describe returns a config map's description.
func Describe(ctx context.Context, c dynamic.Interface, ns, name string) (string, error) {
	u, err := c.Resource("configmaps").Namespace(ns).Get(ctx, name)
	if err != nil {
		return "", fmt.Errorf("failed to describe config map %q: %v", name, err)
	}
	return fmt.Sprint(u.Object), nil
}

// Create creates a config map of the given data.
func Create(ctx context.Context, c dynamic.Interface, ns, name string, data map[string]any) error {
	obj := &unstructured.Unstructured{Object: map[string]any{"metadata": map[string]any{"name": name}, "data": data}}
	if _, err := c.Resource("configmaps").Namespace(ns).Create(ctx, obj); err != nil {
		return fmt.Errorf("failed to create config map %q: %w", name, err)
	}
	return nil
}
