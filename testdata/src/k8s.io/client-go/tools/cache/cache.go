// Package cache is a stub of k8s.io/client-go/tools/cache: the listers
// that read an informer's store.
package cache

import (
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/runtime"
)

// GenericLister lists the objects of an informer's store.
type GenericLister interface {
	List(selector labels.Selector) (ret []runtime.Object, err error)
	Get(name string) (runtime.Object, error)
	ByNamespace(namespace string) GenericNamespaceLister
}

// GenericNamespaceLister lists the objects of one namespace.
type GenericNamespaceLister interface {
	List(selector labels.Selector) (ret []runtime.Object, err error)
	Get(name string) (runtime.Object, error)
}

// Store holds an informer's objects by key.
type Store interface {
	GetByKey(key string) (item interface{}, exists bool, err error)
	List() []interface{}
}

// Indexer is a Store with indexes.
type Indexer interface {
	Store
	Index(indexName string, obj interface{}) ([]interface{}, error)
}

// SharedIndexInformer watches objects into an Indexer.
type SharedIndexInformer interface {
	GetIndexer() Indexer
}
