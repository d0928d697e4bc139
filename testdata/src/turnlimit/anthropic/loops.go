// Package anthropic holds agent loops on anthropic-sdk-go, with and
// without a bound on their turns.
package anthropic

import (
	"bufio"
	"context"
	"errors"
	"log"
	"os"

	"github.com/anthropics/anthropic-sdk-go/v2"
)

func runTool(ctx context.Context, name string, input []byte) (string, error) { return "", nil }

// answer runs the tool calls of one reply and returns their results.
func answer(ctx context.Context, msg *anthropic.Message) []anthropic.ContentBlockParamUnion {
	var results []anthropic.ContentBlockParamUnion
	for _, block := range msg.Content {
		if block.Type != "tool_use" {
			continue
		}
		out, err := runTool(ctx, block.Name, block.Input)
		if err != nil {
			log.Printf("tool %s: %v", block.Name, err)
			results = append(results, anthropic.NewToolResultBlock(block.ID, "The tool failed; try other arguments.", true))
			continue
		}
		results = append(results, anthropic.NewToolResultBlock(block.ID, out, false))
	}
	return results
}

// Unbounded is the bare loop: it ends only when the model stops calling
// tools.
func Unbounded(ctx context.Context, client anthropic.Client, params anthropic.MessageNewParams) (*anthropic.Message, error) {
	for { // want `this loop calls anthropic's MessageService.New and feeds tool results back with no bound on its turns: a model that keeps calling tools keeps it going`
		msg, err := client.Messages.New(ctx, params)
		if err != nil {
			return nil, err
		}
		params.Messages = append(params.Messages, msg.ToParam())
		results := answer(ctx, msg)
		if len(results) == 0 {
			return msg, nil
		}
		params.Messages = append(params.Messages, anthropic.NewUserMessage(results...))
	}
}

// Logged counts its turns but only logs the count.
func Logged(ctx context.Context, client anthropic.Client, params anthropic.MessageNewParams) error {
	turn := 0
	for { // want `this loop calls anthropic's MessageService.New and feeds tool results back with no bound`
		turn++
		log.Printf("turn %d", turn)
		msg, err := client.Messages.New(ctx, params)
		if err != nil {
			return err
		}
		results := answer(ctx, msg)
		if len(results) == 0 {
			return nil
		}
		params.Messages = append(params.Messages, msg.ToParam(), anthropic.NewUserMessage(results...))
	}
}

// Bounded compares a counter with a bound in its condition.
func Bounded(ctx context.Context, client anthropic.Client, params anthropic.MessageNewParams) error {
	const maxTurns = 20
	for turn := 0; turn < maxTurns; turn++ {
		msg, err := client.Messages.New(ctx, params)
		if err != nil {
			return err
		}
		results := answer(ctx, msg)
		if len(results) == 0 {
			return nil
		}
		params.Messages = append(params.Messages, msg.ToParam(), anthropic.NewUserMessage(results...))
	}
	return errors.New("the task did not finish within 20 turns")
}

var errTooManyTurns = errors.New("too many turns")

// CountedInBody counts in its body and returns at the bound.
func CountedInBody(ctx context.Context, client anthropic.Client, params anthropic.MessageNewParams, limit int) error {
	turns := 0
	for {
		msg, err := client.Messages.New(ctx, params)
		if err != nil {
			return err
		}
		results := answer(ctx, msg)
		if len(results) == 0 {
			return nil
		}
		params.Messages = append(params.Messages, msg.ToParam(), anthropic.NewUserMessage(results...))
		turns++
		if turns >= limit {
			return errTooManyTurns
		}
	}
}

// Agent has a turn limit that applies only above zero.
type Agent struct {
	client   anthropic.Client
	MaxTurns int
}

// Run uses the limit, but nothing in the package sets it: the zero
// default runs unlimited.
func (a *Agent) Run(ctx context.Context, params anthropic.MessageNewParams) error {
	for turn := 0; ; turn++ { // want `with no bound on its turns \(its limit MaxTurns applies only above zero, and nothing in this package sets it\)`
		if a.MaxTurns > 0 && turn >= a.MaxTurns {
			return errTooManyTurns
		}
		msg, err := a.client.Messages.New(ctx, params)
		if err != nil {
			return err
		}
		results := answer(ctx, msg)
		if len(results) == 0 {
			return nil
		}
		params.Messages = append(params.Messages, msg.ToParam(), anthropic.NewUserMessage(results...))
	}
}

// Configured has the same shape, and the package sets its limit.
type Configured struct {
	client anthropic.Client
	limit  int
}

func NewConfigured(c anthropic.Client) *Configured { return &Configured{client: c, limit: 30} }

func (a *Configured) Run(ctx context.Context, params anthropic.MessageNewParams) error {
	for turn := 0; ; turn++ {
		if a.limit > 0 && turn >= a.limit {
			return errTooManyTurns
		}
		msg, err := a.client.Messages.New(ctx, params)
		if err != nil {
			return err
		}
		results := answer(ctx, msg)
		if len(results) == 0 {
			return nil
		}
		params.Messages = append(params.Messages, msg.ToParam(), anthropic.NewUserMessage(results...))
	}
}

// Recurse calls itself after answering the tool calls, with no depth.
func Recurse(ctx context.Context, client anthropic.Client, params anthropic.MessageNewParams) (*anthropic.Message, error) {
	msg, err := client.Messages.New(ctx, params)
	if err != nil {
		return nil, err
	}
	results := answer(ctx, msg)
	if len(results) == 0 {
		return msg, nil
	}
	params.Messages = append(params.Messages, msg.ToParam(), anthropic.NewUserMessage(results...))
	return Recurse(ctx, client, params) // want `this call runs another model turn \(anthropic's MessageService.New\) with tool results and nothing bounds how deep the calls go`
}

// RecurseDepth is handed its depth and stops at a bound.
func RecurseDepth(ctx context.Context, client anthropic.Client, params anthropic.MessageNewParams, depth int) (*anthropic.Message, error) {
	if depth > 10 {
		return nil, errTooManyTurns
	}
	msg, err := client.Messages.New(ctx, params)
	if err != nil {
		return nil, err
	}
	results := answer(ctx, msg)
	if len(results) == 0 {
		return msg, nil
	}
	params.Messages = append(params.Messages, msg.ToParam(), anthropic.NewUserMessage(results...))
	return RecurseDepth(ctx, client, params, depth+1)
}

// Retry retries one request: it answers no tool call, so it is no loop
// of turns.
func Retry(ctx context.Context, client anthropic.Client, params anthropic.MessageNewParams) (*anthropic.Message, error) {
	for {
		msg, err := client.Messages.New(ctx, params)
		if err == nil {
			return msg, nil
		}
		log.Printf("retrying: %v", err)
	}
}

// Chat reads a line per turn: the person at the terminal ends it.
func Chat(ctx context.Context, client anthropic.Client, params anthropic.MessageNewParams) error {
	in := bufio.NewScanner(os.Stdin)
	for in.Scan() {
		params.Messages = append(params.Messages, anthropic.NewUserMessage(anthropic.NewTextBlock(in.Text())))
		msg, err := client.Messages.New(ctx, params)
		if err != nil {
			return err
		}
		params.Messages = append(params.Messages, msg.ToParam(), anthropic.NewUserMessage(answer(ctx, msg)...))
	}
	return in.Err()
}

// Step runs one turn; the loop that calls it is the loop of turns.
func (a *Agent) step(ctx context.Context, params *anthropic.MessageNewParams) (bool, error) {
	msg, err := a.client.Messages.New(ctx, *params)
	if err != nil {
		return false, err
	}
	results := answer(ctx, msg)
	params.Messages = append(params.Messages, msg.ToParam(), anthropic.NewUserMessage(results...))
	return len(results) > 0, nil
}

// Steps loops over a step of the package with no bound.
func (a *Agent) Steps(ctx context.Context, params anthropic.MessageNewParams) error {
	for more := true; more; { // want `this loop calls Agent.step and feeds tool results back with no bound`
		var err error
		if more, err = a.step(ctx, &params); err != nil {
			return err
		}
	}
	return nil
}

// Ranged runs at most a fixed number of turns.
func (a *Agent) Ranged(ctx context.Context, params anthropic.MessageNewParams) error {
	for range 10 {
		more, err := a.step(ctx, &params)
		if err != nil || !more {
			return err
		}
	}
	return errTooManyTurns
}

// Printed prints each block of the reply in a loop of its own after the
// turn, before it answers (a call in that loop's header, as in a loop
// over a stream's events): the turn is still the loop's.
func Printed(ctx context.Context, client anthropic.Client, params anthropic.MessageNewParams) error {
	for { // want `this loop calls anthropic's MessageService.New and feeds tool results back with no bound`
		msg, err := client.Messages.New(ctx, params)
		if err != nil {
			return err
		}
		blocks := &blockIter{msg: msg}
		for blocks.Next() {
			log.Print(blocks.Type())
		}
		results := answer(ctx, msg)
		if len(results) == 0 {
			return nil
		}
		params.Messages = append(params.Messages, msg.ToParam(), anthropic.NewUserMessage(results...))
	}
}

// blockIter steps through a reply's blocks, as a stream steps through
// its events.
type blockIter struct {
	msg *anthropic.Message
	i   int
}

func (it *blockIter) Next() bool   { it.i++; return it.i <= len(it.msg.Content) }
func (it *blockIter) Type() string { return it.msg.Content[it.i-1].Type }
