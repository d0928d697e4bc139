package fixes

import (
	"context"
	"encoding/json"
	"errors"
	"log"
	"net/http"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type RateIn struct {
	From string `json:"from"`
	To   string `json:"to"`
}

type Rate struct {
	Value float64 `json:"value"`
}

var errSameCurrency = errors.New("from and to are the same currency. Not transient; pass two different currencies.")

func RegisterRates(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "exchange_rate"}, exchangeRate)
	mcp.AddTool(s, &mcp.Tool{Name: "rate_history"}, rateHistory)
}

func exchangeRate(ctx context.Context, req *mcp.CallToolRequest, in RateIn) (*mcp.CallToolResult, Rate, error) {
	if in.From == in.To {
		return nil, Rate{}, errSameCurrency
	}
	resp, err := http.Get("https://rates.example.com/" + in.From + "/" + in.To)
	if err != nil {
		return nil, Rate{}, err // want `tool exchange_rate returns the text of an error from net/http.Get to the model`
	}
	defer resp.Body.Close()
	var r Rate
	if err := json.NewDecoder(resp.Body).Decode(&r); err != nil {
		log.Printf("exchange_rate: decoding: %v", err)
		return nil, Rate{}, errors.New("the rate service answered with something unreadable. Not transient; tell the user rates are unavailable.")
	}
	return nil, r, nil
}

func rateHistory(ctx context.Context, req *mcp.CallToolRequest, in RateIn) (*mcp.CallToolResult, any, error) {
	resp, err := http.Get("https://rates.example.com/history/" + in.From)
	if err != nil {
		var res mcp.CallToolResult
		res.SetError(err) // want `tool rate_history passes the text of an error from net/http.Get to \(\*mcp.CallToolResult\).SetError`
		return &res, nil, nil
	}
	defer resp.Body.Close()
	return nil, nil, nil
}
