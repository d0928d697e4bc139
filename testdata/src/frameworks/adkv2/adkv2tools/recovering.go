package adkv2tools

import (
	"log"

	"google.golang.org/adk/v2/agent"
	"google.golang.org/adk/v2/tool"
	"google.golang.org/adk/v2/tool/functiontool"
)

type PingArgs struct {
	Host string `json:"host"`
}

// PingTool's handler recovers its own panics, so functiontool's default
// (the panic value and stack sent to the model) never comes into play.
func PingTool() (tool.Tool, error) {
	return functiontool.New(functiontool.Config{Name: "ping", Description: "Ping a host."}, ping)
}

func ping(ctx agent.Context, args PingArgs) (res map[string]any, err error) {
	defer recoverTool(&res)
	return map[string]any{"reachable": args.Host != ""}, nil
}

// recoverTool turns a panic into an error report of the module's own.
func recoverTool(res *map[string]any) {
	if r := recover(); r != nil {
		log.Printf("ping panicked: %v", r)
		*res = map[string]any{"error": "the ping tool failed unexpectedly. Transient; retrying may succeed."}
	}
}
