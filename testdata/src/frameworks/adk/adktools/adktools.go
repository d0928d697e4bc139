// Package adktools defines ADK function tools. A handler's returned error
// reaches the model as the function response {"error": err.Error()}; on
// success its result is the response. Error callbacks may replace the
// response with a map of their own, where an "error" key marks failure.
package adktools

import (
	"database/sql"
	"errors"
	"fmt"
	"log"
	"net/http"
	"net/url"
	"strings"

	"google.golang.org/adk/agent"
	"google.golang.org/adk/agent/llmagent"
	"google.golang.org/adk/tool"
	"google.golang.org/adk/tool/functiontool"
)

type WeatherArgs struct {
	City string `json:"city"`
}

type WeatherResult struct {
	Forecast string `json:"forecast,omitempty"`
	Error    string `json:"error,omitempty"`
}

type OrderArgs struct {
	ID string `json:"id"`
}

// NewAgent builds an agent with the tools.
func NewAgent(db *sql.DB) (agent.Agent, error) {
	weather, err := functiontool.New(functiontool.Config{Name: "get_weather", Description: "Current weather for a city."}, getWeather) // want `traceback: tool get_weather is registered with adk's functiontool.New, which recovers a panic in the handler \(which has an unchecked index\) and sends the model its value and a stack trace`
	if err != nil {
		return nil, err
	}
	// get_order's handler has no operation that can be seen to panic (the
	// first element of strings.Split always exists), so functiontool's
	// default is not reported for it.
	order, err := functiontool.New(functiontool.Config{Name: "get_order", Description: "Status of an order."},
		func(ctx agent.ToolContext, args OrderArgs) (map[string]any, error) {
			var status string
			err := db.QueryRowContext(ctx, "SELECT status FROM orders WHERE id = $1", args.ID).Scan(&status)
			if errors.Is(err, sql.ErrNoRows) {
				return map[string]any{"error": "no order has that id"}, nil // want `retryable: tool get_order returns the error "no order has that id" to the model with no retry decision`
			}
			if err != nil {
				return nil, err // want `rawerr: tool get_order returns the text of an error from \(\*database/sql.Row\).Scan to the model`
			}
			return map[string]any{"status": strings.Split(status, ";")[0]}, nil
		})
	if err != nil {
		return nil, err
	}
	return llmagent.New(llmagent.Config{
		Name:  "orders",
		Tools: []tool.Tool{weather, order},
		OnToolErrorCallbacks: []llmagent.OnToolErrorCallback{
			func(ctx agent.ToolContext, t tool.Tool, args map[string]any, err error) (map[string]any, error) {
				log.Printf("%s: %v", t.Name(), err)
				return map[string]any{"error": "the tool failed"}, nil // want `retryable: the tool handler \(a function literal in NewAgent\) returns the error "the tool failed" to the model with no retry decision`
			},
		},
		AfterToolCallbacks: []llmagent.AfterToolCallback{afterTool},
	})
}

// OnError is an OnToolErrorCallback by its shape, registered elsewhere.
func OnError(ctx agent.ToolContext, t tool.Tool, args map[string]any, err error) (map[string]any, error) {
	log.Printf("%s: %v", t.Name(), err)
	if t.IsLongRunning() {
		// Two texts: the advice may be in either.
		return map[string]any{"error": "the job failed", "hint": "Not transient; start a new job."}, nil
	}
	return map[string]any{"error": "the tool is unavailable"}, nil // want `retryable: tool handler OnError returns the error "the tool is unavailable" to the model with no retry decision`
}

// afterTool passes the tool's own error on: its text is the tool's.
func afterTool(ctx agent.ToolContext, t tool.Tool, args, result map[string]any, err error) (map[string]any, error) {
	if err != nil {
		return map[string]any{"error": err.Error()}, nil
	}
	return nil, nil
}

func getWeather(ctx agent.ToolContext, args WeatherArgs) (WeatherResult, error) {
	if args.City == "" {
		return WeatherResult{}, fmt.Errorf("invalid city %q", args.City) // want `retryable: tool get_weather returns the error "invalid city …" to the model with no retry decision`
	}
	resp, err := http.Get("https://weather.example/" + url.PathEscape(args.City))
	if err != nil {
		return WeatherResult{}, fmt.Errorf("weather lookup failed: %w", err) // want `interp: tool get_weather returns text interpolating an error from net/http.Get to the model`
	}
	defer resp.Body.Close()
	if resp.StatusCode == http.StatusNotFound {
		return WeatherResult{Error: "unknown city"}, nil // want `retryable: tool get_weather puts the error "unknown city" in adktools.WeatherResult.Error with no retry decision`
	}
	if resp.StatusCode != http.StatusOK {
		return WeatherResult{Error: "the weather service is overloaded. Transient; retry in a minute."}, nil
	}
	days := strings.Fields(resp.Header.Get("X-Forecast-Days"))
	return WeatherResult{Forecast: "sunny from " + days[0]}, nil
}
