// Package ownwords shows the errors of helpers of its own. One helper
// says something of its own on one path (the list is empty) and passes
// a library's error on on another: a fix replacing the shown text with
// one sentence would lose the module's words and call an empty list a
// failure to retry, so the finding has no fix. The other helper only
// wraps the library's error: its finding is fixed. Words that say the
// board is empty ("has no columns") or that the module's own time limit
// was reached ("timed out"), or what state a thing is in ("is not
// running"), are such words too. A sentence of the module's that only
// introduced the library's error ("This is the reported error:") goes
// with it (unlock_board).
package ownwords

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func RegisterUnlock(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("unlock_board"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		name := req.GetString("name", "")
		if err := os.Remove(name + ".lock"); err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("could not unlock board %q. This is the reported error: %v", name, err)), nil // want `tool unlock_board passes text interpolating an error from os.Remove to mcp.NewToolResultError`
		}
		return mcp.NewToolResultText("unlocked"), nil
	})
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("list_boards"), listBoardsTool)
	s.AddTool(mcp.NewTool("read_board"), readBoardTool)
}

func listBoards(label string) ([]string, error) {
	data, err := os.ReadFile("boards.txt")
	if err != nil {
		return nil, fmt.Errorf("read boards: %w", err)
	}
	var out []string
	for _, line := range strings.Split(string(data), "\n") {
		if strings.Contains(line, label) {
			out = append(out, line)
		}
	}
	if len(out) == 0 {
		return nil, errors.New("no boards found with that label")
	}
	return out, nil
}

func readBoard(name string) (string, error) {
	data, err := os.ReadFile(name)
	if err != nil {
		return "", fmt.Errorf("read board: %w", err)
	}
	return string(data), nil
}

func listBoardsTool(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	boards, err := listBoards(req.GetString("label", ""))
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("could not list boards: %v", err)), nil // want `tool list_boards passes text interpolating an error from os.ReadFile to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText(strings.Join(boards, "\n")), nil
}

func readBoardTool(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	board, err := readBoard(req.GetString("name", ""))
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("could not read board: %v", err)), nil // want `tool read_board passes text interpolating an error from os.ReadFile to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText(board), nil
}

func RegisterChecks(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("check_board"), checkBoardTool)
	s.AddTool(mcp.NewTool("archive_board"), archiveBoardTool)
}

// checkBoard says, on one path, that the board is empty: no retry
// changes that, and a sentence in its place would lose it.
func checkBoard(name string) error {
	data, err := os.ReadFile(name)
	if err != nil {
		return fmt.Errorf("read board: %w", err)
	}
	if len(data) == 0 {
		return fmt.Errorf("board %s has no columns", name)
	}
	return nil
}

// archiveBoard says, on one path, that its own time limit was reached.
func archiveBoard(ctx context.Context, name string) error {
	if err := os.Rename(name, name+".old"); err != nil {
		if ctx.Err() != nil {
			return errors.New("archiving timed out after 5s")
		}
		return fmt.Errorf("archive board: %w", err)
	}
	return nil
}

func checkBoardTool(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := checkBoard(req.GetString("name", "")); err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("could not check board: %v", err)), nil // want `tool check_board passes text interpolating an error from os.ReadFile to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText("ok"), nil
}

func archiveBoardTool(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := archiveBoard(ctx, req.GetString("name", "")); err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("could not archive board: %v", err)), nil // want `tool archive_board passes text interpolating an error from os.Rename to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText("archived"), nil
}

// pointInput is a typed input whose optional argument is a pointer.
type pointInput struct {
	Title *string `json:"title"`
}

// findPoint says, on one path, that the title the model gave matches
// nothing: the module's words with the model's own argument, which a
// sentence would lose.
func findPoint(title string) (string, error) {
	data, err := os.ReadFile("points.txt")
	if err != nil {
		return "", fmt.Errorf("read points: %w", err)
	}
	if !strings.Contains(string(data), title) {
		return "", fmt.Errorf("contact point %q not found", title)
	}
	return title, nil
}

func RegisterPoints(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("get_point"), mcp.NewTypedToolHandler(func(ctx context.Context, req mcp.CallToolRequest, in pointInput) (*mcp.CallToolResult, error) {
		if in.Title == nil {
			return mcp.NewToolResultError("title is required. Not transient; set title."), nil
		}
		p, err := findPoint(*in.Title)
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("could not get the point: %v", err)), nil // want `tool get_point passes text interpolating an error from os.ReadFile to mcp.NewToolResultError`
		}
		return mcp.NewToolResultText(p), nil
	}))
}

// pickColumns says, on one path, that the two ways to name columns
// exclude each other ("not both"): a rule of the input, in the
// module's words, which a sentence would lose: no fix.
func pickColumns(ids, names []string) ([]string, error) {
	if len(ids) > 0 && len(names) > 0 {
		return nil, errors.New("provide either the ids or the names of the columns, not both")
	}
	data, err := os.ReadFile("columns.txt")
	if err != nil {
		return nil, fmt.Errorf("read columns: %w", err)
	}
	return strings.Split(string(data), "\n"), nil
}

func RegisterColumns(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("pick_columns"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		columns, err := pickColumns(req.GetStringSlice("column_ids", nil), req.GetStringSlice("column_names", nil))
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil // want `tool pick_columns passes text interpolating an error from os.ReadFile to mcp.NewToolResultError`
		}
		return mcp.NewToolResultText(strings.Join(columns, ",")), nil
	})
}

func RegisterPrinters(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("print_board"), printBoardTool)
}

// printerReady says, on one path, what state the printer is in ("is
// not running"): the model can tell the user to start it; a sentence in
// its place would lose that, so the finding has no fix.
func printerReady(name string) error {
	state, err := os.ReadFile("/run/printers/" + name)
	if err != nil {
		return fmt.Errorf("read printer state: %w", err)
	}
	if string(state) != "up" {
		return fmt.Errorf("printer %s is not running (state: %s)", name, state)
	}
	return nil
}

func printBoardTool(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := printerReady(req.GetString("printer", "")); err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("could not print: %v", err)), nil // want `tool print_board passes text interpolating an error from os.ReadFile to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText("printed"), nil
}
