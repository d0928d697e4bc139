// Package weather registers mcp-golang tools. RegisterTool calls the
// handler by reflection; a returned error reaches the model as an
// isError result, "handler returned an error: " + err.Error(). Its
// ToolResponse has no error flag: failure text returned in it beside a
// nil error goes out as the tool's answer.
package weather

import (
	"errors"
	"fmt"
	"io"
	"log"
	"net/http"

	mcp_golang "github.com/metoro-io/mcp-golang"
)

type WeatherArgs struct {
	City string `json:"city" jsonschema:"required,description=The city"`
}

// Register adds the tools to s.
func Register(s *mcp_golang.Server) error {
	if err := s.RegisterTool("get_weather", "Current weather for a city.", getWeather); err != nil {
		return err
	}
	return s.RegisterTool("get_forecast", "Forecast for a city.", func(args WeatherArgs) (*mcp_golang.ToolResponse, error) {
		resp, err := http.Get("https://forecast.example/" + args.City)
		if err != nil {
			log.Printf("get_forecast: %v", err)
			return nil, errors.New("the forecast service is unreachable. Transient; retrying may succeed.")
		}
		defer resp.Body.Close()
		body, err := io.ReadAll(resp.Body)
		if err != nil {
			return nil, fmt.Errorf("reading forecast: %w", err) // want `interp: tool get_forecast returns text interpolating an error from io.ReadAll to the model`
		}
		if resp.StatusCode != http.StatusOK {
			return mcp_golang.NewToolResponse(mcp_golang.NewTextContent("forecast failed: " + string(body))), nil // want `traceback: tool get_forecast passes an upstream body of net/http.Get to mcp_golang.NewTextContent` `iserror: tool get_forecast passes text that reports a failure to mcp_golang.NewTextContent in a result not marked as an error: the model takes it for the answer; return it as the handler's error`
		}
		return mcp_golang.NewToolResponse(mcp_golang.NewTextContent(string(body))), nil
	})
}

func getWeather(args WeatherArgs) (*mcp_golang.ToolResponse, error) {
	if args.City == "" {
		return nil, errors.New("city is required") // want `retryable: tool get_weather returns the error "city is required" to the model with no retry decision`
	}
	resp, err := http.Get("https://weather.example/" + args.City)
	if err != nil {
		return nil, err // want `rawerr: tool get_weather returns the text of an error from net/http.Get to the model`
	}
	defer resp.Body.Close()
	return mcp_golang.NewToolResponse(mcp_golang.NewTextContent("sunny in " + args.City)), nil
}
