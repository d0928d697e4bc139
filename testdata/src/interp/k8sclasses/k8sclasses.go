// Package k8sclasses shows a Kubernetes client's errors, wrapped by the
// module's helpers, shown to the model. Where the API's status is still
// in the error's chain (%w), the fix tests it with the apimachinery
// predicates before the bounded sentence; where a helper kept only its
// words (%v), no predicate can find it, and the fix says the bounded
// sentence alone. A sentence the module formats around the error's words
// (Sprintf of err.Error()) keeps its words and gets the branches too, a
// create's own among them (the name taken, the object invalid).
package k8sclasses

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/client-go/dynamic"
	"k8s.io/client-go/rest"

	"interp/k8sclasses/ops"
)

func Register(s *server.MCPServer, c dynamic.Interface) {
	// The lister of config maps: a branch for what was not found names
	// it; one for an object or request refused as sent does not (it
	// finds names, it corrects no value).
	s.AddTool(mcp.NewTool("list_config_maps"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText("[]"), nil
	})
	s.AddTool(mcp.NewTool("get_config_map"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		data, err := ops.Get(ctx, c, req.GetString("namespace", ""), req.GetString("name", ""))
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil // want `tool get_config_map passes text interpolating an error from \(k8s.io/client-go/dynamic.ResourceInterface\).Get to mcp.NewToolResultError`
		}
		return mcp.NewToolResultText(data), nil
	})
	// The handler answers a missing config map itself: the fix's
	// branches leave that class out, which would never be reached.
	s.AddTool(mcp.NewTool("peek_config_map"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		data, err := ops.Get(ctx, c, req.GetString("namespace", ""), req.GetString("name", ""))
		if apierrors.IsNotFound(err) {
			return mcp.NewToolResultError("peek_config_map failed: no such config map. Not transient; list the config maps and pick a name."), nil
		}
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil // want `tool peek_config_map passes text interpolating an error from \(k8s.io/client-go/dynamic.ResourceInterface\).Get to mcp.NewToolResultError`
		}
		return mcp.NewToolResultText(data), nil
	})
	s.AddTool(mcp.NewTool("describe_config_map"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out, err := ops.Describe(ctx, c, req.GetString("namespace", ""), req.GetString("name", ""))
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil // want `tool describe_config_map passes text interpolating an error from \(k8s.io/client-go/dynamic.ResourceInterface\).Get to mcp.NewToolResultError`
		}
		return mcp.NewToolResultText(out), nil
	})
	s.AddTool(mcp.NewTool("create_config_map"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := ops.Create(ctx, c, req.GetString("namespace", ""), req.GetString("name", ""), nil); err != nil {
			return mcp.NewToolResultText(fmt.Sprintf("Failed to create config map: %s", err.Error())), nil // want `tool create_config_map passes text interpolating an error from \(k8s.io/client-go/dynamic.ResourceInterface\).Create to mcp.NewToolResultText`
		}
		return mcp.NewToolResultText("created"), nil
	})
	s.AddTool(mcp.NewTool("show_config_map"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out, err := ops.Describe(ctx, c, req.GetString("namespace", ""), req.GetString("name", ""))
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("Failed to show config map: %s", err)), nil // want `tool show_config_map passes text interpolating an error from \(k8s.io/client-go/dynamic.ResourceInterface\).Get to mcp.NewToolResultError`
		}
		return mcp.NewToolResultText(out), nil
	})
	s.AddTool(mcp.NewTool("list_events"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		list, err := c.Resource("events").Namespace(req.GetString("namespace", "")).List(ctx, metav1.ListOptions{FieldSelector: req.GetString("field_selector", "")})
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("failed to list events: %v", err)), nil // want `tool list_events passes text interpolating an error from \(k8s.io/client-go/dynamic.ResourceInterface\).List to mcp.NewToolResultError`
		}
		return mcp.NewToolResultText(fmt.Sprint(len(list.Items))), nil
	})
	// The selector goes through a local struct the handler fills from
	// the arguments first: the bad request still names it.
	s.AddTool(mcp.NewTool("list_labelled_events"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		opts := eventOptions{}
		if v, ok := req.GetArguments()["label_selector"].(string); ok {
			opts.LabelSelector = v
		}
		list, err := c.Resource("events").Namespace("default").List(ctx, metav1.ListOptions{LabelSelector: opts.LabelSelector})
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("failed to list events: %v", err)), nil // want `tool list_labelled_events passes text interpolating an error from \(k8s.io/client-go/dynamic.ResourceInterface\).List to mcp.NewToolResultError`
		}
		return mcp.NewToolResultText(fmt.Sprint(len(list.Items))), nil
	})
	s.AddTool(mcp.NewTool("copy_config_map"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		to := req.GetString("to", "")
		if err := ops.Create(ctx, c, req.GetString("namespace", ""), to, nil); err != nil {
			return errorResult(fmt.Errorf("failed to copy config map to %q: %w", to, err)), nil // want `tool copy_config_map passes text interpolating an error from \(k8s.io/client-go/dynamic.ResourceInterface\).Create to mcp.NewToolResultError \(formed by k8sclasses.errorResult\)`
		}
		return mcp.NewToolResultText("copied"), nil
	})
	s.AddTool(mcp.NewTool("peek_config_map"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		data, err := ops.Get(ctx, c, req.GetString("namespace", ""), req.GetString("name", ""))
		if err != nil {
			// A result the framework formats: a branch would need a
			// result, not a sentence, so it keeps the bounded one.
			return mcp.NewToolResultErrorf("Failed to peek config map: %v", err), nil // want `tool peek_config_map passes text interpolating an error from \(k8s.io/client-go/dynamic.ResourceInterface\).Get to mcp.NewToolResultErrorf`
		}
		return mcp.NewToolResultText(data), nil
	})
}

// RegisterLogs streams a pod's log through a raw request, whose
// errors are the API's statuses too: not found and forbidden get their
// branches; a bad request none, as a container still waiting to start
// is one too, which passes.
func RegisterLogs(s *server.MCPServer, logs func(namespace, pod, container string) *rest.Request) {
	s.AddTool(mcp.NewTool("pod_logs"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		stream, err := logs(req.GetString("namespace", ""), req.GetString("pod", ""), req.GetString("container", "")).Stream(ctx)
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("failed to stream logs: %v", err)), nil // want `tool pod_logs passes text interpolating an error from \(\*k8s.io/client-go/rest.Request\).Stream to mcp.NewToolResultError`
		}
		defer stream.Close()
		return mcp.NewToolResultText("streaming"), nil
	})
}

// eventOptions narrow a list of events.
type eventOptions struct{ LabelSelector string }

// errorResult shows err's text in a result marked as an error.
func errorResult(err error) *mcp.CallToolResult {
	return mcp.NewToolResultError(err.Error())
}
