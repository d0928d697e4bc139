package tools

import (
	"context"
	"errors"
	"fmt"
	"log"
	"math/rand"
	"sort"
	"strings"
	"time"

	"github.com/google/uuid"
	mcpgo "github.com/mark3labs/mcp-go/mcp"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Query string
	N     int
	Since time.Time
}

type Config struct{ Timeout time.Duration }

var cfg Config

var formats = map[string]string{"csv": "text/csv", "json": "application/json"}

type session struct {
	owner *user
	id    int
}

type user struct{ name string }

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "query"}, query)
}

func query(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	start := time.Now()
	switch in.N {
	case 1:
		return nil, nil, fmt.Errorf("query %q timed out after %s; transient", in.Query, time.Since(start)) // want `tool query returns failure text holding an elapsed time \(time.Since\) to the model: text that differs per run`
	case 2:
		elapsed := time.Now().Sub(start)
		return nil, nil, fmt.Errorf("gave up after %v; transient", elapsed.Round(time.Millisecond)) // want `failure text holding the current time \(time.Now\)`
	case 3:
		return nil, nil, errors.New("request " + uuid.New().String() + " failed; transient") // want `failure text holding an id generated per call \(uuid.New\)`
	case 4:
		return nil, nil, fmt.Errorf("failed at %s; transient", time.Now().Format(time.RFC3339)) // want `failure text holding the current time \(time.Now\)`
	case 5:
		return nil, nil, fmt.Errorf("backend %d is down; transient", rand.Intn(4)) // want `failure text holding a random number \(rand.Intn\)`
	case 6:
		s := &session{id: in.N}
		return nil, nil, fmt.Errorf("session %p is closed; not transient", s) // want `failure text holding a memory address \(%p\)`
	case 7:
		s := &session{id: in.N}
		return nil, nil, fmt.Errorf("session %v is closed; not transient", s) // want `failure text holding memory addresses`
	// Not reported: the tool's input, a configured value, constants.
	case 8:
		return nil, nil, fmt.Errorf("no entries since %s", in.Since.Format(time.RFC3339))
	case 9:
		return nil, nil, fmt.Errorf("query timed out after the configured %s. Transient; retry with a narrower range.", cfg.Timeout)
	case 10:
		return nil, nil, fmt.Errorf("query must finish within %s", 30*time.Second)
	// Not reported: the wait before the next call, which the model needs.
	case 20:
		wait := time.Minute - time.Since(start)
		return nil, nil, fmt.Errorf("rate limit reached. Try again in %.0f seconds.", wait.Seconds())
	// Not reported: a struct with no pointers prints the same each time.
	case 11:
		u := &user{name: in.Query}
		return nil, nil, fmt.Errorf("user %v is unknown", u)
	// Not reported: a deadline derived from the time is not the text.
	case 12:
		dctx, cancel := context.WithDeadline(ctx, time.Now().Add(time.Second))
		defer cancel()
		<-dctx.Done()
		return nil, nil, errors.New("the backend did not answer in time")
	case 13:
		var names []string
		for name := range formats {
			names = append(names, name)
		}
		return nil, nil, fmt.Errorf("unknown format %q; send one of %s; not transient", in.Query, strings.Join(names, ", ")) // want `failure text holding the order of a map's iteration \(range over a map\)`
	// Not reported: sorted keys.
	case 14:
		var names []string
		for name := range formats {
			names = append(names, name)
		}
		sort.Strings(names)
		return nil, nil, fmt.Errorf("unknown format %q; send one of %s", in.Query, strings.Join(names, ", "))
	}
	// Not reported: a log line, and success output.
	log.Printf("query took %s", time.Since(start))
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "done in " + time.Since(start).String()}}}, nil, nil
}

func lookup(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
	id := uuid.NewString()
	if _, err := req.RequireString("city"); err != nil {
		return mcpgo.NewToolResultError("city is required (request " + id + "). Not transient."), nil // want `tool handler lookup passes failure text holding an id generated per call \(uuid.NewString\) to mcp.NewToolResultError`
	}
	return mcpgo.NewToolResultText("ok"), nil
}
