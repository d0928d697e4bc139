// Package library is a tool library: it declares an eino tool and
// registers none (its users hand the tool to their agents). The model
// reads what InvokableRun returns, here the JSON of a result whose Error
// field the tool's Execute fills. Execute holds a lock it releases in a
// deferred call, so every value it returns is stored, the deferred call
// runs, and the value is read back (SSA's result variables).
package library

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"sync"

	"github.com/cloudwego/eino/components/tool"
	"github.com/cloudwego/eino/schema"
)

// Fetch fetches pages for an agent.
type Fetch struct {
	mu sync.Mutex
}

type Params struct {
	Action string `json:"action"`
	URL    string `json:"url"`
}

type Result struct {
	Output string `json:"output,omitempty"`
	Error  string `json:"error,omitempty"`
}

func (f *Fetch) Info(_ context.Context) (*schema.ToolInfo, error) {
	return &schema.ToolInfo{Name: "fetch", Desc: "Fetch a page."}, nil
}

func (f *Fetch) InvokableRun(ctx context.Context, argumentsInJSON string, opts ...tool.Option) (string, error) {
	var p Params
	if err := json.Unmarshal([]byte(argumentsInJSON), &p); err != nil {
		return "", err
	}
	result, err := f.Execute(&p)
	if err != nil {
		return "", err
	}
	b, err := json.Marshal(result)
	if err != nil {
		return "", err
	}
	return string(b), nil // want `interp: tool fetch returns text interpolating an error from net/http.Head and 1 more to the model`
}

// Execute runs one action; each branch sets the result it returns.
func (f *Fetch) Execute(p *Params) (*Result, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	var result *Result
	switch p.Action {
	case "get":
		resp, err := http.Get(p.URL)
		if err != nil {
			return &Result{Error: fmt.Sprintf("failed to fetch %s: %v", p.URL, err)}, nil
		}
		resp.Body.Close()
		result = &Result{Output: "fetched " + p.URL}
	case "head":
		resp, err := http.Head(p.URL)
		if err != nil {
			result = &Result{Error: fmt.Sprintf("failed to reach %s: %v", p.URL, err)}
			break
		}
		resp.Body.Close()
		result = &Result{Output: resp.Status}
	default:
		return nil, fmt.Errorf("unknown action %q", p.Action)
	}
	return result, nil
}

// Status is the same shape with the module's own words: the lock's
// deferred release hides nothing, and nothing foreign reaches the text.
type Status struct {
	mu sync.Mutex
}

func (s *Status) Info(_ context.Context) (*schema.ToolInfo, error) {
	return &schema.ToolInfo{Name: "status", Desc: "Is the fetcher up."}, nil
}

func (s *Status) InvokableRun(ctx context.Context, argumentsInJSON string, opts ...tool.Option) (string, error) {
	b, err := json.Marshal(s.check())
	if err != nil {
		return "", err
	}
	return string(b), nil
}

func (s *Status) check() *Result {
	s.mu.Lock()
	defer s.mu.Unlock()
	var result *Result
	if _, err := http.Head("https://example.com/health"); err != nil {
		result = &Result{Error: "the fetcher is unreachable. Transient; retrying may succeed."}
	} else {
		result = &Result{Output: "up"}
	}
	return result
}
