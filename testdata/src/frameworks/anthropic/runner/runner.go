// Package runner defines tools for anthropic's toolrunner: a handler (or
// a BetaTool's Execute) reports failure by returning an error, which the
// runner shows the model as "Error: " + err.Error(), flagged is_error.
package runner

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"os/exec"

	anthropic "github.com/anthropics/anthropic-sdk-go/v2"
	"github.com/anthropics/anthropic-sdk-go/v2/toolrunner"
)

type OrderIn struct {
	ID string `json:"id"`
}

type CityIn struct {
	City string `json:"city"`
}

// Tools builds the runner's tools.
func Tools(db *sql.DB) ([]anthropic.BetaTool, error) {
	weather, err := toolrunner.NewBetaToolFromJSONSchema("get_weather", "Current weather for a city.", getWeather)
	if err != nil {
		return nil, err
	}
	order := toolrunner.NewBetaTool("get_order", "Look an order up.", anthropic.BetaToolInputSchemaParam{},
		func(ctx context.Context, in OrderIn) (anthropic.BetaToolResultBlockParamContentUnion, error) {
			var status string
			if err := db.QueryRowContext(ctx, "SELECT status FROM orders WHERE id = $1", in.ID).Scan(&status); err != nil {
				return anthropic.BetaToolResultBlockParamContentUnion{}, err // want `rawerr: tool get_order returns the text of an error from \(\*database/sql.Row\).Scan to the model`
			}
			return anthropic.BetaToolResultBlockParamContentUnion{OfText: &anthropic.BetaTextBlockParam{Text: status}}, nil
		})
	return []anthropic.BetaTool{weather, order, shellTool{}}, nil
}

func getWeather(ctx context.Context, in CityIn) (anthropic.BetaToolResultBlockParamContentUnion, error) {
	if in.City == "" {
		return anthropic.BetaToolResultBlockParamContentUnion{}, errors.New("city is required") // want `retryable: tool get_weather returns the error "city is required" to the model with no retry decision`
	}
	if in.City == "Atlantis" {
		return anthropic.BetaToolResultBlockParamContentUnion{}, errors.New("no weather station covers Atlantis. Not transient; ask the user for a real city.")
	}
	return anthropic.BetaToolResultBlockParamContentUnion{OfText: &anthropic.BetaTextBlockParam{Text: "sunny in " + in.City}}, nil
}

// shellTool implements anthropic.BetaTool itself.
type shellTool struct{}

func (shellTool) Name() string        { return "run_shell" }
func (shellTool) Description() string { return "Run a shell command." }
func (shellTool) InputSchema() anthropic.BetaToolInputSchemaParam {
	return anthropic.BetaToolInputSchemaParam{Required: []string{"cmd"}}
}

func (shellTool) Execute(ctx context.Context, input json.RawMessage) ([]anthropic.BetaToolResultBlockParamContentUnion, error) {
	var in struct {
		Cmd string `json:"cmd"`
	}
	if err := json.Unmarshal(input, &in); err != nil {
		return nil, fmt.Errorf("bad input: %w", err) // want `interp: tool run_shell returns text interpolating an error from encoding/json.Unmarshal to the model`
	}
	out, err := exec.CommandContext(ctx, "sh", "-c", in.Cmd).Output()
	if err != nil {
		log.Printf("run_shell %q: %v", in.Cmd, err)
		return nil, errors.New("the command failed. Not transient; do not run it again unchanged.")
	}
	return []anthropic.BetaToolResultBlockParamContentUnion{{OfText: &anthropic.BetaTextBlockParam{Text: string(out)}}}, nil
}
