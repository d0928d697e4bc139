// Package weathertool builds the forecast tools; the server command
// registers them.
package weathertool

import (
	"context"
	"fmt"
	"log"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"rawerr/results"
	"rawerr/weather"
)

// ForecastTool returns the forecast tool and its handler.
func ForecastTool(c *weather.Client) (mcp.Tool, server.ToolHandlerFunc) {
	tool := mcp.NewTool("forecast",
		mcp.WithDescription("Tomorrow's weather for a city."),
		mcp.WithString("city", mcp.Required()),
	)
	handler := func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		f, err := c.Forecast(ctx, req.GetString("city", ""))
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil // want `tool forecast passes the text of an error from \(\*net/http.Client\).Do and 2 more to mcp.NewToolResultError`
		}
		return mcp.NewToolResultText(fmt.Sprintf("%s: %s, %.0f°C", f.City, f.Summary, f.TempC)), nil
	}
	return tool, handler
}

// CitiesTool returns the cities tool and its handler.
func CitiesTool(c *weather.Client) (mcp.Tool, server.ToolHandlerFunc) {
	return mcp.NewTool("cities"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		cities, err := c.Cities(ctx)
		if err != nil {
			return results.Failure(err.Error()), nil // owned: Cities writes its own sentences
		}
		return mcp.NewToolResultText(strings.Join(cities, ", ")), nil
	}
}

// CompareTool reports failures through the shared constructor of
// another package.
func CompareTool(c *weather.Client) (mcp.Tool, server.ToolHandlerFunc) {
	return mcp.NewTool("compare"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		a, err := c.Forecast(ctx, req.GetString("a", ""))
		if err != nil {
			return results.Failure(err.Error()), nil // want `tool compare passes the text of an error from \(\*net/http.Client\).Do and 2 more to mcp.NewToolResultError`
		}
		b, err := c.Forecast(ctx, req.GetString("b", ""))
		if err != nil {
			log.Printf("compare: %v", err)
			return results.Unavailable("the forecast service"), nil
		}
		return mcp.NewToolResultText(fmt.Sprintf("%.0f°C difference", a.TempC-b.TempC)), nil
	}
}
