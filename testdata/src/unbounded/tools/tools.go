package tools

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Fields []string
	Kind   string
	N      int
}

var kinds = []string{"a", "b", "c"}

const manual = "The kind is not supported. Supported kinds are listed below with the fields each one takes and the defaults the server uses when a field is left out. " +
	"Kind a takes a name and a size; the size defaults to ten. Kind b takes a name, a size and an owner; the owner defaults to the caller. " +
	"Kind c takes a name only and is read-only once created. Kinds are case-sensitive. Not transient; send one of the kinds above and call again."

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "create"}, create)
}

func create(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	switch in.N {
	case 1:
		var problems []string
		for _, f := range in.Fields {
			if f == "" {
				problems = append(problems, "a field is empty")
			}
		}
		return nil, nil, fmt.Errorf("invalid fields: %s; not transient", strings.Join(problems, "; ")) // want `tool create returns failure text that joins every element of problems to the model with no cap`
	case 2:
		var errs []error
		for _, f := range in.Fields {
			errs = append(errs, errors.New("bad field "+f+"; not transient"))
		}
		err := errors.Join(errs...)
		return nil, nil, err // want `joins every element of errs`
	case 3:
		return nil, nil, errors.New(manual) // want `tool create returns failure text of 4\d\d characters of its own to the model`
	// Not reported: a small fixed set.
	case 4:
		return nil, nil, fmt.Errorf("unknown kind %q; send one of %s", in.Kind, strings.Join(kinds, ", "))
	case 5:
		var names []string
		for _, k := range []string{"x", "y"} {
			names = append(names, k)
		}
		return nil, nil, fmt.Errorf("send one of %s", strings.Join(names, ", "))
	case 10:
		// A local variable only ever assigned a literal list is a
		// fixed set: the names missing from it are at most its own.
		required := []string{"team", "app", "service"}
		var missing []string
		for _, k := range required {
			if !slices.Contains(in.Fields, k) {
				missing = append(missing, k)
			}
		}
		return nil, nil, fmt.Errorf("missing required fields: %s; not transient", strings.Join(missing, ", "))
	case 11:
		// One assigned the input too is not.
		wanted := []string{"a", "b"}
		if len(in.Fields) > 0 {
			wanted = in.Fields
		}
		var missing []string
		for _, k := range wanted {
			missing = append(missing, k)
		}
		return nil, nil, fmt.Errorf("missing: %s; not transient", strings.Join(missing, ", ")) // want `joins every element of missing`
	case 9:
		// The list is made anew for each field checked, from the fixed
		// table: the loop over the input grows nothing.
		for _, f := range in.Fields {
			if f != "a" && f != "b" && f != "c" {
				var allowed []string
				for _, k := range kinds {
					allowed = append(allowed, k)
				}
				return nil, nil, fmt.Errorf("field %q is not one of %s; not transient", f, strings.Join(allowed, ", "))
			}
		}
	// Not reported: capped by the code.
	case 6:
		var problems []string
		for _, f := range in.Fields {
			problems = append(problems, f)
		}
		shown := problems[:min(len(problems), 3)]
		return nil, nil, fmt.Errorf("%d invalid fields, the first: %s", len(problems), strings.Join(shown, "; "))
	case 7:
		var problems []string
		for _, f := range in.Fields {
			if len(problems) == 3 {
				break
			}
			problems = append(problems, f)
		}
		return nil, nil, fmt.Errorf("invalid fields: %s", strings.Join(problems, "; "))
	case 8:
		var problems []string
		for _, f := range in.Fields {
			problems = append(problems, f)
		}
		return nil, nil, fmt.Errorf("invalid fields: %s and %d more", problems[0], len(problems)-1)
	}
	// Not reported: success output.
	var all []string
	for _, f := range in.Fields {
		all = append(all, f)
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "created " + strings.Join(all, ", ")}}}, nil, nil
}

// Not reported: a long instruction written straight into a result.
func wait(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: manual}}}, nil, nil
}

func init() {
	mcp.AddTool(&mcp.Server{}, &mcp.Tool{Name: "wait"}, wait)
}
