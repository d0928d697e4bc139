// Package einotools defines eino tools. What the model reads is a tool's
// string result (InvokableRun) or its function's output serialized as
// JSON (utils.InferTool); there is no error flag, and a returned error
// aborts the run, unless the tool is wrapped with an error handler,
// whose string the model reads instead. The error such a handler gets
// from an InferTool tool already starts with eino's own words:
// "[LocalFunc] failed to invoke tool, toolName=..., err=...".
package einotools

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"log"
	"net/http"
	"net/url"

	"github.com/cloudwego/eino/components/tool"
	"github.com/cloudwego/eino/components/tool/utils"
	"github.com/cloudwego/eino/schema"
)

type WeatherIn struct {
	City string `json:"city"`
}

type WeatherOut struct {
	TempC float64 `json:"temp_c"`
	Error string  `json:"error,omitempty"`
}

type OrderIn struct {
	ID string `json:"id"`
}

type OrderOut struct {
	Status string `json:"status"`
}

// Tools builds the agent's tools.
func Tools(db *sql.DB) ([]tool.BaseTool, error) {
	weather, err := utils.InferTool("get_weather", "Current weather for a city.", getWeather)
	if err != nil {
		return nil, err
	}
	order, err := utils.InferTool("get_order", "Status of an order.", func(ctx context.Context, in *OrderIn) (*OrderOut, error) {
		var status string
		if err := db.QueryRowContext(ctx, "SELECT status FROM orders WHERE id = $1", in.ID).Scan(&status); err != nil {
			return nil, err // the run would abort, but the error handler below shows it
		}
		return &OrderOut{Status: status}, nil
	})
	if err != nil {
		return nil, err
	}
	safeOrder := utils.WrapToolWithErrorHandler(order, func(_ context.Context, err error) string {
		return err.Error() // want `rawerr: tool get_order returns the text of an error from github.com/cloudwego/eino/components/tool/utils.InferTool to the model`
	})
	search := utils.WrapInvokableToolWithErrorHandler(&searchTool{db: db}, func(ctx context.Context, err error) string {
		log.Printf("search_orders: %v", err)
		return "the search failed" // want `retryable: tool search_orders returns the failure report "the search failed" to the model with no retry decision`
	})
	quiet := utils.WrapToolWithErrorHandler(weather, func(ctx context.Context, err error) string {
		log.Printf("get_weather: %v", err)
		return "the weather service failed. Transient; retry once."
	})
	stock := utils.NewTool(&schema.ToolInfo{Name: "get_stock", Desc: "Units in stock."}, func(ctx context.Context, in *OrderIn) (string, error) {
		var n int
		if err := db.QueryRowContext(ctx, "SELECT stock FROM items WHERE id = $1", in.ID).Scan(&n); err != nil {
			return "stock unknown: " + err.Error(), nil // want `interp: tool get_stock returns text interpolating an error from \(\*database/sql.Row\).Scan to the model`
		}
		return fmt.Sprint(n), nil
	})
	return []tool.BaseTool{quiet, safeOrder, search, stock}, nil
}

func getWeather(ctx context.Context, in *WeatherIn) (*WeatherOut, error) {
	resp, err := http.Get("https://weather.example/" + url.PathEscape(in.City))
	if err != nil {
		return &WeatherOut{Error: err.Error()}, nil // want `rawerr: tool get_weather puts the text of an error from net/http.Get in einotools.WeatherOut.Error`
	}
	defer resp.Body.Close()
	if resp.StatusCode == http.StatusNotFound {
		return &WeatherOut{Error: "unknown city"}, nil // want `retryable: tool get_weather puts the failure report "unknown city" in einotools.WeatherOut.Error with no retry decision`
	}
	if resp.StatusCode != http.StatusOK {
		// Aborts the run: the model reads nothing (and this text is
		// not the module's problem to word for it).
		return nil, fmt.Errorf("weather service: %s", resp.Status)
	}
	return &WeatherOut{TempC: 21}, nil
}

// searchTool implements tool.InvokableTool itself.
type searchTool struct {
	db *sql.DB
}

func (s *searchTool) Info(ctx context.Context) (*schema.ToolInfo, error) {
	return &schema.ToolInfo{Name: "search_orders", Desc: "Search orders."}, nil
}

func (s *searchTool) InvokableRun(ctx context.Context, argumentsInJSON string, opts ...tool.Option) (string, error) {
	var in struct {
		Query string `json:"query"`
	}
	if err := json.Unmarshal([]byte(argumentsInJSON), &in); err != nil {
		return "bad arguments: " + err.Error(), nil // want `interp: tool search_orders returns text interpolating an error from encoding/json.Unmarshal to the model`
	}
	rows, err := s.db.QueryContext(ctx, "SELECT id FROM orders WHERE note LIKE $1", in.Query)
	if err != nil {
		return "", err // through the error handler: its own words
	}
	defer rows.Close()
	return "3 orders", nil
}
