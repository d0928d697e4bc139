// Package middleware wraps every tool of an eino agent in middlewares
// that turn a tool's error into the tool message. The error a middleware
// gets from the endpoint it wraps is any tool's: the framework's own
// tools' and its "[LocalFunc] failed to invoke tool" wrapping included.
package middleware

import (
	"context"
	"fmt"
	"log"

	"github.com/cloudwego/eino/adk"
	"github.com/cloudwego/eino/components/tool"
	"github.com/cloudwego/eino/compose"
	"github.com/cloudwego/eino/schema"
)

// Config installs the compose middlewares on a ToolsNode.
func Config(tools []tool.BaseTool) *compose.ToolsNodeConfig {
	return &compose.ToolsNodeConfig{
		Tools: tools,
		ToolCallMiddlewares: []compose.ToolMiddleware{
			{Invokable: describeFailure},
			{Invokable: passOnFailure},
			{Invokable: sayFailed},
		},
	}
}

// describeFailure puts any tool's error text into the tool message.
func describeFailure(next compose.InvokableToolEndpoint) compose.InvokableToolEndpoint {
	return func(ctx context.Context, in *compose.ToolInput) (*compose.ToolOutput, error) {
		out, err := next(ctx, in)
		if err != nil {
			if _, ok := compose.IsInterruptRerunError(err); ok {
				return nil, err
			}
			return &compose.ToolOutput{Result: describe(in.Name, err)}, nil // want `interp: the tool-call middleware \(a function literal in describeFailure\) puts text interpolating an error from github.com/cloudwego/eino/compose.InvokableToolEndpoint in compose.ToolOutput.Result`
		}
		return out, nil
	}
}

func describe(name string, err error) string {
	return fmt.Sprintf("calling %s failed: %s", name, err.Error())
}

// passOnFailure logs the error and lets it end the run: nothing reaches
// the model.
func passOnFailure(next compose.InvokableToolEndpoint) compose.InvokableToolEndpoint {
	return func(ctx context.Context, in *compose.ToolInput) (*compose.ToolOutput, error) {
		out, err := next(ctx, in)
		if err != nil {
			log.Printf("tool %s: %v", in.Name, err)
			return nil, err
		}
		return out, nil
	}
}

// sayFailed logs the error and writes its own words.
func sayFailed(next compose.InvokableToolEndpoint) compose.InvokableToolEndpoint {
	return func(ctx context.Context, in *compose.ToolInput) (*compose.ToolOutput, error) {
		out, err := next(ctx, in)
		if err != nil {
			log.Printf("tool %s: %v", in.Name, err)
			return &compose.ToolOutput{Result: "The tool failed; retrying may succeed."}, nil
		}
		return out, nil
	}
}

// tolerant is an adk ChatModelAgentMiddleware that answers with any
// tool's error instead of ending the run.
type tolerant struct {
	*adk.BaseChatModelAgentMiddleware
}

func (t *tolerant) WrapInvokableToolCall(_ context.Context, endpoint adk.InvokableToolCallEndpoint, _ *adk.ToolContext) (adk.InvokableToolCallEndpoint, error) {
	return func(ctx context.Context, args string, opts ...tool.Option) (string, error) {
		res, err := endpoint(ctx, args, opts...)
		if err != nil {
			return err.Error(), nil // want `rawerr: .*github.com/cloudwego/eino/adk.InvokableToolCallEndpoint`
		}
		return res, nil
	}, nil
}

func (t *tolerant) WrapEnhancedInvokableToolCall(_ context.Context, endpoint adk.EnhancedInvokableToolCallEndpoint, _ *adk.ToolContext) (adk.EnhancedInvokableToolCallEndpoint, error) {
	return func(ctx context.Context, arg *schema.ToolArgument, opts ...tool.Option) (*schema.ToolResult, error) {
		res, err := endpoint(ctx, arg, opts...)
		if err != nil {
			return &schema.ToolResult{Parts: []schema.ToolOutputPart{
				{Type: schema.ToolPartTypeText, Text: fmt.Sprintf("Error: %v", err)}, // want `interp: .*github.com/cloudwego/eino/adk.EnhancedInvokableToolCallEndpoint`
			}}, nil
		}
		return res, nil
	}, nil
}

// quiet is an adk middleware whose tool errors end the run.
type quiet struct {
	*adk.BaseChatModelAgentMiddleware
}

func (q *quiet) WrapInvokableToolCall(_ context.Context, endpoint adk.InvokableToolCallEndpoint, tc *adk.ToolContext) (adk.InvokableToolCallEndpoint, error) {
	return func(ctx context.Context, args string, opts ...tool.Option) (string, error) {
		res, err := endpoint(ctx, args, opts...)
		if err != nil {
			return "", fmt.Errorf("tool %s: %w", tc.Name, err)
		}
		return res, nil
	}, nil
}

var _ = []any{&tolerant{}, &quiet{}}
