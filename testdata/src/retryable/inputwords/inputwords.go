// Package inputwords checks its tools' input in a helper, out of the
// handler's sight: no guard of the handler reads the input, so the
// decision comes from the module's own words. Words that say the call
// was wrong ("is required", "must be") or that the answer was empty
// ("board x has no cards") decide it will fail again; words that say
// nothing of the kind leave the bounded sentence, and so do words that
// answer any error of another service's call (a timeout gets "not
// found" too). A text a loop builds, a heading and a line per problem,
// decides by the heading: the lines it appends hold no word of the
// module's (validate_settings); a heading that says nothing of the
// kind leaves the bounded sentence (apply_settings).
package inputwords

import (
	"context"
	"errors"
	"fmt"
	"net/http"

	"example.com/exports"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("rename_board"), renameBoard)
	s.AddTool(mcp.NewTool("validate_settings"), validateSettings)
	s.AddTool(mcp.NewTool("apply_settings"), applySettings)
	s.AddTool(mcp.NewTool("archive_board"), archiveBoard)
	s.AddTool(mcp.NewTool("open_board"), openBoard)
	s.AddTool(mcp.NewTool("sync_board"), syncBoard)
	s.AddTool(mcp.NewTool("delete_board"), deleteBoard)
	s.AddTool(mcp.NewTool("board_action"), boardAction)
	s.AddTool(mcp.NewTool("configure_board"), configureBoard)
	s.AddTool(mcp.NewTool("add_view"), addView)
	s.AddTool(mcp.NewTool("list_cards"), listCards)
	s.AddTool(mcp.NewTool("list_lanes"), listLanes)
	s.AddTool(mcp.NewTool("add_alias"), addAlias)
	s.AddTool(mcp.NewTool("ask_owner"), askOwner)
	s.AddTool(mcp.NewTool("export_fields"), exportFields)
	s.AddTool(mcp.NewTool("fetch_export"), fetchExport)
	s.AddTool(mcp.NewTool("read_board"), readBoard)
}

// fetchExport's words say "not found" for whatever the module's
// download failed on, an unreachable host too.
func fetchExport(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("export_id", "")
	if err := download(ctx, id); err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("export %s not found", id)), nil // want `say whether a retry can help`
	}
	return mcp.NewToolResultText("downloaded"), nil
}

// download asks the exports host for the export.
func download(ctx context.Context, id string) error {
	r, err := http.NewRequestWithContext(ctx, http.MethodGet, "https://exports.example/"+id, nil)
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(r)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

var exportsAPI = exports.New()

// exportFields says "not found" for whatever the exports service
// answered: a refused connection too.
func exportFields(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("export_id", "")
	fields, err := exportsAPI.Fields(ctx, id)
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("export %s not found", id)), nil // want `say whether a retry can help`
	}
	return mcp.NewToolResultText(fmt.Sprint(fields)), nil
}

type renameArgs struct {
	Board, Title string
}

// validate checks what the arguments say, away from the handler.
func validate(a renameArgs) error {
	if a.Board == "" {
		return errors.New("board is required")
	}
	if len(a.Title) > 80 {
		return errors.New("title must be at most 80 characters")
	}
	return nil
}

var boards = map[string]string{}

func renameBoard(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	a := renameArgs{Board: req.GetString("board", ""), Title: req.GetString("title", "")}
	if err := validate(a); err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `with no retry decision: say "Not transient" \(the code shows a check of the tool's input\)`
	}
	if len(boards) > 1000 {
		return mcp.NewToolResultError("the board store is busy"), nil // want `with no retry decision: say whether a retry can help`
	}
	boards[a.Board] = a.Title
	return mcp.NewToolResultText("renamed"), nil
}

// checkArchive says the call was wrong on one path only: the words
// decide nothing for the texts it may return together.
func checkArchive(board string) error {
	if board == "" {
		return errors.New("a board name is required")
	}
	if len(boards) == 0 {
		return errors.New("the board store is still loading")
	}
	return nil
}

func archiveBoard(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	board := req.GetString("board", "")
	if err := checkArchive(board); err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `with no retry decision: say whether a retry can help`
	}
	delete(boards, board)
	return mcp.NewToolResultText("archived"), nil
}

// find says the board the call names does not exist: the same call
// finds nothing again.
func find(board string) (string, error) {
	title, ok := boards[board]
	if !ok {
		return "", errors.New("board not found")
	}
	return title, nil
}

func openBoard(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	title, err := find(req.GetString("board", ""))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `say "Not transient" \(the code shows its own words "not found"\)`
	}
	return mcp.NewToolResultText(title), nil
}

// pull says the answer it got was malformed: words of a wrong call
// ("invalid", "missing") that speak of the answer say nothing of the
// arguments, and the same call may pass.
func pull(board string) error {
	if _, ok := boards[board]; ok {
		return errors.New("invalid response format: board object missing in response")
	}
	return nil
}

func syncBoard(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := pull(req.GetString("board", "")); err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `with no retry decision: say whether a retry can help`
	}
	return mcp.NewToolResultText("synced"), nil
}

// readOnly is the server's mode, set at start.
var readOnly bool

// allowed says a rule of the module's refused the call: the same call is
// refused again.
func allowed(board string) error {
	if readOnly {
		return fmt.Errorf("policy denied deleting board %s: the server is read-only", board)
	}
	return nil
}

func deleteBoard(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := allowed(req.GetString("board", "")); err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `say "Not transient" \(the code shows its own words "denied"\)`
	}
	return mcp.NewToolResultText("deleted"), nil
}

// lockdown is a rule of the module's: who wrote a board decides whether
// the tools may show it.
var lockdown bool

func readBoard(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if lockdown {
		return mcp.NewToolResultError("access to the board is restricted by lockdown mode"), nil // want `say "Not transient" \(the code shows its own words "restricted by"\)`
	}
	return mcp.NewToolResultText("board"), nil
}

// ops holds the actions the server offers, set at start.
var ops map[string]func() error

// act checks the action the server was started with: one it does not
// offer is the call's mistake, in the module's words.
func act() error {
	if ops["default"] == nil {
		return errors.New("unknown operation for this board")
	}
	return nil
}

func boardAction(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := act(); err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `say "Not transient" \(the code shows its own words "unknown operation"\)`
	}
	return mcp.NewToolResultText("done"), nil
}

// problems collects what a board's configuration breaks, as a
// validator would; add keeps the view names taken.
var (
	problems []string
	taken    = map[string]bool{}
)

func configureBoard(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if len(problems) > 0 {
		return mcp.NewToolResultError(fmt.Sprintf("Config validation failed for board: %v", problems)), nil // want `say "Not transient" \(the code shows its own words "validation failed"\)`
	}
	return mcp.NewToolResultText("configured"), nil
}

func addView(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if taken["default"] {
		return mcp.NewToolResultError("a view of that name already exists"), nil // want `say "Not transient" \(the code shows its own words "already exists"\)`
	}
	return mcp.NewToolResultText("added"), nil
}

// cards says, as an error, that the board it was asked about has none:
// the same call finds none again.
func cards(board string) ([]string, error) {
	if len(boards[board]) == 0 {
		return nil, fmt.Errorf("board %q has no cards", board)
	}
	return []string{boards[board]}, nil
}

func listCards(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	found, err := cards(req.GetString("board", ""))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `say "Not transient" \(the code shows its own words "has no", an empty answer\)`
	}
	return mcp.NewToolResultText(fmt.Sprint(found)), nil
}

// lanes says the answer is empty on one path only: the other text, a
// store still loading, may pass on the next call.
func lanes(board string) error {
	if len(boards) == 0 {
		return errors.New("the board store is still loading")
	}
	if boards[board] == "" {
		return errors.New("no lanes found on the board")
	}
	return nil
}

func listLanes(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := lanes(req.GetString("board", "")); err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `with no retry decision: say whether a retry can help`
	}
	return mcp.NewToolResultText("lanes"), nil
}

func addAlias(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	alias := req.GetString("alias", "")
	if _, ok := boards[alias]; ok {
		return mcp.NewToolResultError(fmt.Sprintf("alias name collision: %s names a board", alias)), nil // want `say "Not transient" \(the code shows its own words "name collision"\)`
	}
	return mcp.NewToolResultText("added"), nil
}

// unavailable says the client lacks what the tool needs, whichever text
// it picks: no call in the session changes that.
func unavailable(version string, elicits bool) string {
	message := "Tool ask_owner is unavailable for this client."
	switch {
	case version < "2025-06-18":
		message = "Tool ask_owner requires MCP protocol version 2025-06-18 or later."
	case !elicits:
		message = "Tool ask_owner requires client support for form elicitation."
	}
	return message
}

// clientVersion is the protocol version the client negotiated.
var clientVersion string

func askOwner(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if clientVersion < "2025-06-18" {
		return mcp.NewToolResultError(unavailable(clientVersion, false)), nil // want `say "Not transient" \(the code shows its own words "protocol version"\)`
	}
	return mcp.NewToolResultText("asked"), nil
}

// rules are the board's rules the settings broke, as a check of the
// board's store left them.
var rules = map[string]string{}

// brokenRules lists the rules broken.
func brokenRules() []string {
	var out []string
	for k := range rules {
		out = append(out, k)
	}
	return out
}

func validateSettings(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if ps := brokenRules(); len(ps) > 0 {
		msg := fmt.Sprintf("Settings validation failed for board '%s':\n", req.GetString("board", ""))
		for _, p := range ps {
			msg += fmt.Sprintf("  - %s\n", p)
		}
		return mcp.NewToolResultError(msg), nil // want `tool validate_settings passes the error "Settings validation failed for board '…':" to mcp.NewToolResultError with no retry decision: say "Not transient" \(the code shows its own words "validation failed"\)`
	}
	return mcp.NewToolResultText("valid"), nil
}

func applySettings(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if ps := brokenRules(); len(ps) > 0 {
		msg := fmt.Sprintf("Could not apply the settings of board '%s':\n", req.GetString("board", ""))
		for _, p := range ps {
			msg += fmt.Sprintf("  - %s\n", p)
		}
		return mcp.NewToolResultError(msg), nil // want `tool apply_settings passes the error "Could not apply the settings of board '…':" to mcp.NewToolResultError with no retry decision: say whether a retry can help`
	}
	return mcp.NewToolResultText("applied"), nil
}
