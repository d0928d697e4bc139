// Package bodies serves weather tools over the official MCP SDK. The
// handlers call upstream HTTP services; some hand the upstream's
// response body to the model, the others keep it to the log.
package bodies

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log"
	"net/http"
	"net/http/httputil"
	"net/url"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"traceback/upstream"
)

// Weather wraps the weather, geocoding, alerts and billing services.
type Weather struct {
	http *http.Client
	base string
	api  *upstream.Client
}

type CityIn struct {
	City string `json:"city"`
}

type Forecast struct {
	Summary string  `json:"summary"`
	TempC   float64 `json:"temp_c"`
}

type Place struct {
	Lat float64 `json:"lat"`
	Lon float64 `json:"lon"`
}

// Register adds the weather tools to s.
func Register(s *mcp.Server, w *Weather) {
	mcp.AddTool(s, &mcp.Tool{Name: "forecast"}, w.forecast)
	mcp.AddTool(s, &mcp.Tool{Name: "alerts"}, w.alerts)
	mcp.AddTool(s, &mcp.Tool{Name: "geocode"}, w.geocode)
	mcp.AddTool(s, &mcp.Tool{Name: "air_quality"}, w.airQuality)
	mcp.AddTool(s, &mcp.Tool{Name: "invoice"}, w.invoice)
	mcp.AddTool(s, &mcp.Tool{Name: "radar"}, w.radar)
	mcp.AddTool(s, &mcp.Tool{Name: "stations"}, w.stations)
	mcp.AddTool(s, &mcp.Tool{Name: "uv_index"}, w.uvIndex)
	mcp.AddTool(s, &mcp.Tool{Name: "pollen"}, w.pollen)
	mcp.AddTool(s, &mcp.Tool{Name: "tides"}, w.tides)
	mcp.AddTool(s, &mcp.Tool{Name: "marine"}, w.marine)
	mcp.AddTool(s, &mcp.Tool{Name: "sunrise"}, w.sunrise)
}

func (w *Weather) forecast(ctx context.Context, req *mcp.CallToolRequest, in CityIn) (*mcp.CallToolResult, Forecast, error) {
	resp, err := w.http.Get(w.base + "/forecast?city=" + url.QueryEscape(in.City))
	if err != nil {
		log.Printf("forecast: %v", err)
		return nil, Forecast{}, errors.New("the weather service is unreachable. Transient; retry in a minute.")
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		body, _ := io.ReadAll(resp.Body)
		return nil, Forecast{}, fmt.Errorf("weather service returned %s: %s", resp.Status, body) // want `tool forecast returns an upstream body of \(\*net/http.Client\).Get to the model: kilobytes an outsider wrote \(prompt injection\); log it, return the module's sentence`
	}
	var f Forecast
	if err := json.NewDecoder(resp.Body).Decode(&f); err != nil {
		log.Printf("forecast: decoding: %v", err)
		return nil, Forecast{}, errors.New("the weather service sent an unreadable forecast. Transient; retry once.")
	}
	return nil, f, nil
}

func (w *Weather) alerts(ctx context.Context, req *mcp.CallToolRequest, in CityIn) (*mcp.CallToolResult, any, error) {
	r, err := http.NewRequestWithContext(ctx, http.MethodGet, w.base+"/alerts?city="+url.QueryEscape(in.City), nil)
	if err != nil {
		log.Printf("alerts: %v", err)
		return nil, nil, errors.New("the alerts request could not be built. Not transient; check the city name.")
	}
	resp, err := w.http.Do(r)
	if err != nil {
		log.Printf("alerts: %v", err)
		return nil, nil, errors.New("the alerts service is unreachable. Transient; retry in a minute.")
	}
	defer resp.Body.Close()
	var buf bytes.Buffer
	if _, err := io.Copy(&buf, resp.Body); err != nil {
		log.Printf("alerts: reading: %v", err)
		return nil, nil, errors.New("the alerts service broke off. Transient; retry once.")
	}
	if resp.StatusCode != http.StatusOK {
		return &mcp.CallToolResult{
			IsError: true,
			Content: []mcp.Content{&mcp.TextContent{Text: "alerts unavailable: " + buf.String()}}, // want `tool alerts puts an upstream body of \(\*net/http.Client\).Do in mcp.TextContent.Text`
		}, nil, nil
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "alerts for " + in.City + " are ready"}}}, nil, nil
}

func (w *Weather) geocode(ctx context.Context, req *mcp.CallToolRequest, in CityIn) (*mcp.CallToolResult, Place, error) {
	resp, err := w.http.Get(w.base + "/geocode?q=" + url.QueryEscape(in.City))
	if err != nil {
		log.Printf("geocode: %v", err)
		return nil, Place{}, errors.New("the geocoder is unreachable. Transient; retry in a minute.")
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		sc := bufio.NewScanner(resp.Body)
		if sc.Scan() {
			return nil, Place{}, fmt.Errorf("geocoder error: %s", sc.Text()) // want `tool geocode returns an upstream body of \(\*net/http.Client\).Get to the model`
		}
		return nil, Place{}, fmt.Errorf("geocoder returned %s (HTTP %d). Transient; retry in a minute.", resp.Status, resp.StatusCode)
	}
	var p Place
	if err := json.NewDecoder(resp.Body).Decode(&p); err != nil {
		log.Printf("geocode: decoding: %v", err)
		return nil, Place{}, errors.New("the geocoder sent an unreadable place. Transient; retry once.")
	}
	return nil, p, nil
}

func (w *Weather) airQuality(ctx context.Context, req *mcp.CallToolRequest, in CityIn) (*mcp.CallToolResult, any, error) {
	resp, err := w.http.Get(w.base + "/aqi?city=" + url.QueryEscape(in.City))
	if err != nil {
		log.Printf("air_quality: %v", err)
		return nil, nil, errors.New("the air quality service is unreachable. Transient; retry in a minute.")
	}
	defer resp.Body.Close()
	var raw json.RawMessage
	if err := json.NewDecoder(resp.Body).Decode(&raw); err != nil {
		log.Printf("air_quality: decoding: %v", err)
		return nil, nil, errors.New("the air quality service sent unreadable data. Transient; retry once.")
	}
	if resp.StatusCode != http.StatusOK {
		return nil, nil, fmt.Errorf("air quality service: %s", raw) // want `tool air_quality returns an upstream body of \(\*net/http.Client\).Get to the model`
	}
	return nil, raw, nil
}

func (w *Weather) invoice(ctx context.Context, req *mcp.CallToolRequest, in CityIn) (*mcp.CallToolResult, any, error) {
	r, err := http.NewRequestWithContext(ctx, http.MethodPost, w.base+"/billing/invoice", nil)
	if err != nil {
		log.Printf("invoice: %v", err)
		return nil, nil, errors.New("the invoice request could not be built. Not transient; report it to the operator.")
	}
	resp, err := w.http.Do(r)
	if err != nil {
		log.Printf("invoice: %v", err)
		return nil, nil, errors.New("the billing service is unreachable. Transient; retry in a minute.")
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusCreated {
		dump, _ := httputil.DumpResponse(resp, true)
		return nil, nil, fmt.Errorf("unexpected response from billing:\n%s", dump) // want `tool invoice returns an upstream body of \(\*net/http.Client\).Do to the model`
	}
	return nil, map[string]string{"status": "invoiced"}, nil
}

// radar goes through the module's HTTP helper, whose error for a non-2xx
// answer carries the body.
func (w *Weather) radar(ctx context.Context, req *mcp.CallToolRequest, in CityIn) (*mcp.CallToolResult, any, error) {
	data, err := upstream.Get(ctx, w.http, w.base+"/radar?city="+url.QueryEscape(in.City))
	if err != nil {
		return nil, nil, fmt.Errorf("radar for %s: %w", in.City, err) // want `tool radar returns an upstream body of \(\*net/http.Client\).Do to the model`
	}
	var frames []string
	if err := json.Unmarshal(data, &frames); err != nil {
		log.Printf("radar: decoding: %v", err)
		return nil, nil, errors.New("the radar service sent unreadable frames. Transient; retry once.")
	}
	return nil, frames, nil
}

// stations reports only the status line: no body reaches the model.
func (w *Weather) stations(ctx context.Context, req *mcp.CallToolRequest, in CityIn) (*mcp.CallToolResult, any, error) {
	resp, err := w.http.Get(w.base + "/stations?city=" + url.QueryEscape(in.City))
	if err != nil {
		log.Printf("stations: %v", err)
		return nil, nil, errors.New("the stations service is unreachable. Transient; retry in a minute.")
	}
	defer resp.Body.Close()
	if resp.StatusCode == http.StatusNotFound {
		return nil, nil, fmt.Errorf("no stations near %s (%s). Not transient; try a larger city.", in.City, resp.Status)
	}
	if resp.StatusCode != http.StatusOK {
		return nil, nil, fmt.Errorf("the stations service answered HTTP %d. Transient; retry in a minute.", resp.StatusCode)
	}
	var ids []string
	if err := json.NewDecoder(resp.Body).Decode(&ids); err != nil {
		log.Printf("stations: decoding: %v", err)
		return nil, nil, errors.New("the stations service sent an unreadable list. Transient; retry once.")
	}
	return nil, ids, nil
}

// uvIndex logs the body and tells the model a sentence of its own.
func (w *Weather) uvIndex(ctx context.Context, req *mcp.CallToolRequest, in CityIn) (*mcp.CallToolResult, any, error) {
	resp, err := w.http.Get(w.base + "/uv?city=" + url.QueryEscape(in.City))
	if err != nil {
		log.Printf("uv_index: %v", err)
		return nil, nil, errors.New("the UV service is unreachable. Transient; retry in a minute.")
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		log.Printf("uv_index: reading: %v", err)
		return nil, nil, errors.New("the UV service broke off. Transient; retry once.")
	}
	if resp.StatusCode != http.StatusOK {
		log.Printf("uv_index: %s: %s", resp.Status, body)
		return nil, nil, errors.New("the UV service failed. Transient; retry in a minute.")
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprintf("UV index for %s fetched (%d bytes)", in.City, len(body))}}}, nil, nil
}

// pollen decodes the upstream's error object and decides from its code;
// none of its text reaches the model.
func (w *Weather) pollen(ctx context.Context, req *mcp.CallToolRequest, in CityIn) (*mcp.CallToolResult, any, error) {
	resp, err := w.http.Get(w.base + "/pollen?city=" + url.QueryEscape(in.City))
	if err != nil {
		log.Printf("pollen: %v", err)
		return nil, nil, errors.New("the pollen service is unreachable. Transient; retry in a minute.")
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		var apiErr struct {
			Code    string `json:"code"`
			Message string `json:"message"`
		}
		if err := json.NewDecoder(resp.Body).Decode(&apiErr); err != nil {
			log.Printf("pollen: decoding error object: %v", err)
		}
		log.Printf("pollen: %s: %s", apiErr.Code, apiErr.Message)
		if apiErr.Code == "rate_limited" {
			return nil, nil, errors.New("the pollen service is rate limiting us. Transient; retry in a minute.")
		}
		return nil, nil, fmt.Errorf("the pollen service failed with HTTP %d. Not transient; report it to the operator.", resp.StatusCode)
	}
	var levels map[string]int
	if err := json.NewDecoder(resp.Body).Decode(&levels); err != nil {
		log.Printf("pollen: decoding: %v", err)
		return nil, nil, errors.New("the pollen service sent unreadable levels. Transient; retry once.")
	}
	return nil, levels, nil
}

// tides goes through the module's JSON helper, which reports a non-2xx
// answer by its status alone.
func (w *Weather) tides(ctx context.Context, req *mcp.CallToolRequest, in CityIn) (*mcp.CallToolResult, any, error) {
	var tides []float64
	if err := w.api.GetJSON(ctx, "/tides?city="+url.QueryEscape(in.City), &tides); err != nil {
		var se *upstream.StatusError
		if errors.As(err, &se) {
			return nil, nil, fmt.Errorf("tides: %w. Transient; retry in a minute.", err)
		}
		log.Printf("tides: %v", err)
		return nil, nil, errors.New("the tides service failed. Transient; retry in a minute.")
	}
	return nil, tides, nil
}

// marine decodes the upstream's error object and hands its message on.
func (w *Weather) marine(ctx context.Context, req *mcp.CallToolRequest, in CityIn) (*mcp.CallToolResult, any, error) {
	resp, err := w.http.Get(w.base + "/marine?city=" + url.QueryEscape(in.City))
	if err != nil {
		log.Printf("marine: %v", err)
		return nil, nil, errors.New("the marine service is unreachable. Transient; retry in a minute.")
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		var apiErr struct {
			Code    string `json:"code"`
			Message string `json:"message"`
		}
		if err := json.NewDecoder(resp.Body).Decode(&apiErr); err != nil {
			log.Printf("marine: decoding error object: %v", err)
		}
		return nil, nil, fmt.Errorf("the marine service refused: %s", apiErr.Message) // want `tool marine returns an upstream body of \(\*net/http.Client\).Get to the model`
	}
	var m map[string]float64
	if err := json.NewDecoder(resp.Body).Decode(&m); err != nil {
		log.Printf("marine: decoding: %v", err)
		return nil, nil, errors.New("the marine service sent unreadable data. Transient; retry once.")
	}
	return nil, m, nil
}

// sunrise checks the answer with the module's helper, whose error type
// in another package carries the body.
func (w *Weather) sunrise(ctx context.Context, req *mcp.CallToolRequest, in CityIn) (*mcp.CallToolResult, any, error) {
	resp, err := w.http.Get(w.base + "/sunrise?city=" + url.QueryEscape(in.City))
	if err != nil {
		log.Printf("sunrise: %v", err)
		return nil, nil, errors.New("the sunrise service is unreachable. Transient; retry in a minute.")
	}
	defer resp.Body.Close()
	if err := upstream.Check(resp); err != nil {
		return nil, nil, err // want `tool sunrise returns an upstream body of \(\*net/http.Client\).Get to the model`
	}
	var times map[string]string
	if err := json.NewDecoder(resp.Body).Decode(&times); err != nil {
		log.Printf("sunrise: decoding: %v", err)
		return nil, nil, errors.New("the sunrise service sent unreadable times. Transient; retry once.")
	}
	return nil, times, nil
}
