// Package agent runs the module's loops of turns; every model call is
// behind a function or interface of another package of the module.
package agent

import (
	"context"
	"errors"

	"github.com/anthropics/anthropic-sdk-go/v2"
	"turnlimit/xpkg/claude"
	"turnlimit/xpkg/llm"
	"turnlimit/xpkg/message"
	"turnlimit/xpkg/provider"
)

func runTool(ctx context.Context, call message.ToolCall) (string, error) { return "", nil }

// answer runs a reply's calls and answers each in the module's own type.
func answer(ctx context.Context, reply message.Message) message.Message {
	out := message.Message{Role: "tool"}
	for _, call := range reply.Calls {
		text, err := runTool(ctx, call)
		out.Results = append(out.Results, message.ToolResult{ToolCallID: call.ID, Content: text, IsError: err != nil})
	}
	return out
}

type Agent struct {
	p provider.Provider
}

// Run calls the model through the provider's interface, whose adapter
// runs a turn in another package.
func (a *Agent) Run(ctx context.Context, history []message.Message) (message.Message, error) {
	for { // want `this loop calls provider.Provider.Stream and feeds tool results back with no bound on its turns`
		reply, err := a.p.Stream(ctx, history)
		if err != nil {
			return message.Message{}, err
		}
		if len(reply.Calls) == 0 {
			return reply, nil
		}
		history = append(history, reply, answer(ctx, reply))
	}
}

// RunBounded is the same loop with a counter and a bound.
func (a *Agent) RunBounded(ctx context.Context, history []message.Message) (message.Message, error) {
	const maxTurns = 25
	for turn := 0; turn < maxTurns; turn++ {
		reply, err := a.p.Stream(ctx, history)
		if err != nil {
			return message.Message{}, err
		}
		if len(reply.Calls) == 0 {
			return reply, nil
		}
		history = append(history, reply, answer(ctx, reply))
	}
	return message.Message{}, errors.New("the task did not finish within 25 turns")
}

// Direct calls an exported function of the provider package that runs
// a turn, and answers inline.
func Direct(ctx context.Context, c anthropic.Client, history []message.Message) error {
	for { // want `this loop calls provider.Send and feeds tool results back with no bound on its turns`
		reply, err := provider.Send(ctx, c, history)
		if err != nil {
			return err
		}
		if len(reply.Calls) == 0 {
			return nil
		}
		results := message.Message{Role: "tool"}
		for _, call := range reply.Calls {
			results.Results = append(results.Results, message.ToolResult{ToolCallID: call.ID, Content: "done"})
		}
		history = append(history, reply, results)
	}
}

// ThroughChat calls llm.Chat, declared in a package that does not see
// its implementation; this package imports the one that does.
func ThroughChat(ctx context.Context, c anthropic.Client, history []message.Message) error {
	var ch llm.Chat = claude.New(c)
	for { // want `this loop calls llm.Chat.Send and feeds tool results back with no bound on its turns`
		reply, err := ch.Send(ctx, history)
		if err != nil {
			return err
		}
		if len(reply.Calls) == 0 {
			return nil
		}
		history = append(history, reply, answer(ctx, reply))
	}
}

// Models asks the provider for its model each round: Model is a method
// of the same interface, and runs no turn.
func (a *Agent) Models(ctx context.Context, history []message.Message, pending []message.ToolCall) []message.Message {
	for len(pending) > 0 {
		if a.p.Model() == "" {
			return history
		}
		call := pending[0]
		pending = pending[1:]
		history = append(history, message.Message{Results: []message.ToolResult{{ToolCallID: call.ID, Content: "skipped"}}})
	}
	return history
}

// Recorded runs turns through the provider and records the calls the
// model made, in message.ToolCall: it answers none of them, so it is no
// loop of turns that feeds results back (a stream of replies the
// caller ends).
func Recorded(ctx context.Context, c anthropic.Client, history []message.Message, seen chan<- message.ToolCall) {
	for {
		reply, err := provider.Send(ctx, c, history)
		if err != nil {
			return
		}
		for _, call := range reply.Calls {
			seen <- message.ToolCall{ID: call.ID, Name: call.Name}
		}
		history = append(history, reply)
	}
}

// Notifier sends a text somewhere. Its Send has the name of
// claude.Client's and another signature: no type of the module that
// runs a turn in a Send implements it.
type Notifier interface {
	Send(ctx context.Context, text string) error
}

// Notify tells n of each pending call and answers it.
func Notify(ctx context.Context, n Notifier, pending []message.ToolCall) []message.ToolResult {
	var out []message.ToolResult
	for len(pending) > 0 {
		if err := n.Send(ctx, pending[0].Name); err != nil {
			return out
		}
		out = append(out, message.ToolResult{ToolCallID: pending[0].ID, Content: "sent"})
		pending = pending[1:]
	}
	return out
}
