// Package gktools defines genkit tools. A tool's Out is what the model
// reads, serialized as JSON; there is no error flag, and a returned
// error aborts Generate, so the model reads nothing at all. Errors meant
// for the model go into Out.
package gktools

import (
	"database/sql"
	"errors"
	"fmt"
	"log"
	"net/http"
	"net/url"
	"os"

	"github.com/firebase/genkit/go/ai"
	"github.com/firebase/genkit/go/genkit"
)

type WeatherIn struct {
	City string `json:"city"`
}

type WeatherOut struct {
	Forecast     string `json:"forecast,omitempty"`
	ErrorMessage string `json:"errorMessage,omitempty"`
}

type OrderIn struct {
	ID string `json:"id"`
}

type RefundIn struct {
	OrderID string `json:"orderId"`
	Amount  int    `json:"amount"`
}

type ShotIn struct {
	Path string `json:"path"`
}

// Register defines the tools.
func Register(g *genkit.Genkit, db *sql.DB) {
	genkit.DefineTool(g, "get_weather", "Current weather for a city.", getWeather)
	genkit.DefineTool(g, "get_order", "Status of an order.", func(ctx *ai.ToolContext, in OrderIn) (map[string]any, error) {
		var status string
		err := db.QueryRowContext(ctx, "SELECT status FROM orders WHERE id = $1", in.ID).Scan(&status)
		if errors.Is(err, sql.ErrNoRows) {
			return map[string]any{"error": "no such order"}, nil // want `retryable: tool get_order returns the failure report "no such order" to the model with no retry decision`
		}
		if err != nil {
			return map[string]any{"error": err.Error()}, nil // want `rawerr: tool get_order returns the text of an error from \(\*database/sql.Row\).Scan to the model`
		}
		return map[string]any{"status": status}, nil
	})
	genkit.DefineTool(g, "approve_refund", "Approve a refund.", func(ctx *ai.ToolContext, in RefundIn) (string, error) {
		if in.Amount > 1000 {
			// An interrupt: control flow for the caller, never shown.
			return "", ai.InterruptWith(ctx, in)
		}
		return "approved", nil
	})
	genkit.DefineMultipartTool(g, "screenshot", "Read a screenshot.", func(ctx *ai.ToolContext, in ShotIn) (*ai.MultipartToolResponse, error) {
		b, err := os.ReadFile(in.Path)
		if err != nil {
			return &ai.MultipartToolResponse{Output: fmt.Sprintf("could not read %s: %v", in.Path, err)}, nil // want `interp: tool screenshot puts text interpolating an error from os.ReadFile in ai.MultipartToolResponse.Output`
		}
		return &ai.MultipartToolResponse{Output: len(b)}, nil
	})
}

// Local is a tool passed to Generate directly.
var Local = ai.NewTool("hostname", "The host's name.", func(ctx *ai.ToolContext, _ struct{}) (string, error) {
	name, err := os.Hostname()
	if err != nil {
		return err.Error(), nil // want `rawerr: tool hostname returns the text of an error from os.Hostname to the model`
	}
	return name, nil
})

func getWeather(ctx *ai.ToolContext, in WeatherIn) (WeatherOut, error) {
	if in.City == "" {
		// Aborts Generate: the model reads nothing, so there is no
		// text to judge here.
		return WeatherOut{}, errors.New("city is required")
	}
	resp, err := http.Get("https://weather.example/" + url.PathEscape(in.City))
	if err != nil {
		log.Printf("get_weather: %v", err)
		return WeatherOut{ErrorMessage: "the weather service is down"}, nil // want `retryable: tool get_weather puts the failure report "the weather service is down" in gktools.WeatherOut.ErrorMessage with no retry decision`
	}
	defer resp.Body.Close()
	if resp.StatusCode == http.StatusServiceUnavailable {
		// Two texts: the retry advice may be in either, so neither is
		// judged alone.
		return WeatherOut{ErrorMessage: "the weather service is down", Forecast: "Transient; ask again in a minute."}, nil
	}
	if resp.StatusCode != http.StatusOK {
		return WeatherOut{ErrorMessage: "no forecast for that city. Not transient; ask the user for a nearby larger city."}, nil
	}
	return WeatherOut{Forecast: "sunny"}, nil
}
