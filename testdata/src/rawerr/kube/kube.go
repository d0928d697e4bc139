// Package kube lists objects from a client-go informer's store. A
// lister given labels.Everything() selects every object and cannot
// fail, and an Unstructured object's content is JSON-compatible data an
// encoder always encodes: neither error is a source. A lister given a
// parsed selector reads each object's labels and can fail.
package kube

import (
	"context"
	"encoding/json"

	"github.com/mark3labs/mcp-go/mcp"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/client-go/rest"
	"k8s.io/client-go/tools/cache"
)

type server struct {
	lister   cache.GenericLister
	informer cache.SharedIndexInformer
}

// jsonText marshals whatever it is given.
func jsonText(v any) (string, error) {
	b, err := json.Marshal(v)
	return string(b), err
}

func (s *server) listAll(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	objs, err := s.lister.ByNamespace(req.GetString("namespace", "")).List(labels.Everything())
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	var out string
	for _, o := range objs {
		text, err := jsonText(o.(runtime.Unstructured).UnstructuredContent())
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		out += text
	}
	return mcp.NewToolResultText(out), nil
}

func (s *server) listSelected(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	sel, err := labels.Parse(req.GetString("selector", ""))
	if err != nil {
		return mcp.NewToolResultError("selector is not a label selector. Not transient; fix the selector."), nil
	}
	objs, err := s.lister.ByNamespace(req.GetString("namespace", "")).List(sel)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `tool handler \(\*server\).listSelected passes the text of an error from \(k8s.io/client-go/tools/cache.GenericNamespaceLister\).List to mcp.NewToolResultError`
	}
	text, err := jsonText(objs)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `tool handler \(\*server\).listSelected passes the text of an error from encoding/json.Marshal to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText(text), nil
}

// A store's GetByKey never fails, and an Unstructured object's Object is
// JSON data an encoder always encodes.
func (s *server) get(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	item, exists, err := s.informer.GetIndexer().GetByKey(req.GetString("key", ""))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	obj, ok := item.(*unstructured.Unstructured)
	if !exists || !ok {
		return mcp.NewToolResultError("no such object. Not transient; list the objects first."), nil
	}
	text, err := jsonText(obj.Object)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(text), nil
}

// The object itself encodes through its own MarshalJSON, which may fail.
func (s *server) getWhole(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	item, _, _ := s.informer.GetIndexer().GetByKey(req.GetString("key", ""))
	obj, ok := item.(*unstructured.Unstructured)
	if !ok {
		return mcp.NewToolResultError("no such object. Not transient; list the objects first."), nil
	}
	text, err := jsonText(obj)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `tool handler \(\*server\).getWhole passes the text of an error from encoding/json.Marshal to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText(text), nil
}

// A request's Raw returns the error its Error returned: once Error was
// nil, Raw cannot fail.
func (s *server) logs(ctx context.Context, req mcp.CallToolRequest, r *rest.Request) (*mcp.CallToolResult, error) {
	res := r.Do(ctx)
	if err := res.Error(); err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `tool handler \(\*server\).logs passes the text of an error from \(k8s.io/client-go/rest.Result\).Error to mcp.NewToolResultError`
	}
	raw, err := res.Raw()
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(string(raw)), nil
}

func (s *server) rawOnly(ctx context.Context, req mcp.CallToolRequest, r *rest.Request) (*mcp.CallToolResult, error) {
	raw, err := r.Do(ctx).Raw()
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `tool handler \(\*server\).rawOnly passes the text of an error from \(k8s.io/client-go/rest.Result\).Raw to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText(string(raw)), nil
}
