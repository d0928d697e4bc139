// Package evidence holds one tool error per row of the evidence table,
// both ways: the message names what the code shows, and the fix that
// says so comes first (TestEvidenceOrder).
package evidence

import (
	"context"
	"database/sql"
	"errors"
	"net"
	"net/http"
	"os"
	"strconv"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Store struct {
	db     *sql.DB
	client *http.Client
}

func Register(s *server.MCPServer, st *Store) {
	s.AddTool(mcp.NewTool("get_order"), st.getOrder)
	s.AddTool(mcp.NewTool("fetch_page"), st.fetchPage)
	s.AddTool(mcp.NewTool("fetch_url"), st.fetchURL)
	s.AddTool(mcp.NewTool("read_file"), st.readFile)
	s.AddTool(mcp.NewTool("whoami"), st.whoami)
	s.AddTool(mcp.NewTool("list_orders"), st.listOrders)
	s.AddTool(mcp.NewTool("add_order"), st.addOrder)
}

// addOrder tests the insert's error with predicates of its own, whose
// names say the class: a duplicate fails again, a timeout may pass; a
// predicate whose name says no class decides nothing.
func (st *Store) addOrder(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	_, err := st.db.ExecContext(ctx, "INSERT INTO orders (id) VALUES (?)", req.GetString("id", ""))
	switch {
	case err == nil:
		return mcp.NewToolResultText("added"), nil
	case isDuplicateKey(err):
		return mcp.NewToolResultError("an order with this id exists"), nil // want `say "Not transient" \(the code shows a test of the error named isDuplicateKey\)`
	case isLockTimeout(err):
		return mcp.NewToolResultError("the orders table is busy"), nil // want `say "Transient" \(the code shows a test of the error named isLockTimeout\)`
	case isNonRetryable(err):
		return mcp.NewToolResultError("the order was refused"), nil // want `with no retry decision: say whether a retry can help`
	}
	return mcp.NewToolResultError("the order could not be added"), nil // want `with no retry decision: say whether a retry can help`
}

func isDuplicateKey(err error) bool { return strings.Contains(err.Error(), "UNIQUE") }
func isLockTimeout(err error) bool  { return strings.Contains(err.Error(), "locked") }
func isNonRetryable(err error) bool { return strings.Contains(err.Error(), "constraint") }

// listOrders calls an empty list a failure: the query succeeded and
// found nothing, which the same call finds again. An empty argument is
// the input's check, not an empty answer.
func (st *Store) listOrders(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	customer := req.GetString("customer", "")
	if len(customer) == 0 {
		return mcp.NewToolResultError("customer is needed"), nil // want `say "Not transient" \(the code shows a check of the tool's input\)`
	}
	ids, err := st.orderIDs(ctx, customer)
	if err != nil {
		return mcp.NewToolResultError("the orders could not be listed"), nil // want `with no retry decision: say whether a retry can help`
	}
	if len(ids) == 0 {
		return mcp.NewToolResultError("this customer has no orders"), nil // want `say "Not transient" \(the code shows an empty answer\)`
	}
	return mcp.NewToolResultText(strconv.Itoa(len(ids))), nil
}

// orderIDs lists a customer's orders.
func (st *Store) orderIDs(ctx context.Context, customer string) ([]int, error) {
	rows, err := st.db.QueryContext(ctx, "SELECT id FROM orders WHERE customer = ?", customer)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var ids []int
	for rows.Next() {
		var id int
		if err := rows.Scan(&id); err != nil {
			return nil, err
		}
		ids = append(ids, id)
	}
	return ids, rows.Err()
}

func (st *Store) getOrder(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("id", "")
	if id == "" {
		return mcp.NewToolResultError("id is required"), nil // want `say "Not transient" \(the code shows a check of the tool's input\)`
	}
	n, err := strconv.Atoi(id)
	if err != nil {
		return mcp.NewToolResultError("id must be a number"), nil // want `say "Not transient" \(the code shows the tool's input not parsing\)`
	}
	row := st.db.QueryRowContext(ctx, "select name from orders where id = ?", n)
	var name string
	if err := row.Scan(&name); err != nil {
		switch {
		case errors.Is(err, sql.ErrNoRows):
			return mcp.NewToolResultError("no order with that id"), nil // want `say "Not transient" \(the code shows database/sql.ErrNoRows\)`
		case errors.Is(err, context.DeadlineExceeded):
			return mcp.NewToolResultError("the order database is slow"), nil // want `say "Transient" \(the code shows context.DeadlineExceeded\)`
		}
		return mcp.NewToolResultError("the order could not be read"), nil // want `with no retry decision: say whether a retry can help`
	}
	return mcp.NewToolResultText(name), nil
}

func (st *Store) fetchPage(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := st.client.Get("https://example.com/" + req.GetString("path", ""))
	if err != nil {
		var ne net.Error
		if errors.As(err, &ne) && ne.Timeout() {
			return mcp.NewToolResultError("the site timed out"), nil // want `say "Transient" \(the code shows Timeout\(\)\)`
		}
		return mcp.NewToolResultError("the site could not be reached"), nil // want `say "Transient" \(the code shows a failure to reach \(\*net/http.Client\).Get\)`
	}
	defer resp.Body.Close()
	switch resp.StatusCode {
	case http.StatusNotFound:
		return mcp.NewToolResultError("no such page"), nil // want `say "Not transient" \(the code shows an HTTP status\)`
	case http.StatusTooManyRequests:
		return mcp.NewToolResultError("the site is rate limiting us"), nil // want `say "Transient" \(the code shows an HTTP status\)`
	case http.StatusOK:
		return mcp.NewToolResultText("ok"), nil
	}
	return mcp.NewToolResultError("the site answered with an error"), nil // want `with no retry decision: say whether a retry can help`
}

// fetchURL fetches the address the model gave: a wrong one fails the
// same way on every call, a right one that is down may not, so nothing
// decides.
func (st *Store) fetchURL(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := st.client.Get(req.GetString("url", ""))
	if err != nil {
		return mcp.NewToolResultError("the page could not be fetched"), nil // want `with no retry decision: say whether a retry can help`
	}
	defer resp.Body.Close()
	return mcp.NewToolResultText("ok"), nil
}

func (st *Store) readFile(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, err := os.ReadFile(req.GetString("path", ""))
	switch {
	case os.IsNotExist(err):
		return mcp.NewToolResultError("no such file"), nil // want `say "Not transient" \(the code shows os.IsNotExist\)`
	case errors.Is(err, os.ErrPermission):
		return mcp.NewToolResultError("the file is not readable"), nil // want `say "Not transient" \(the code shows os.ErrPermission\)`
	case errors.Is(err, os.ErrDeadlineExceeded):
		return mcp.NewToolResultError("the disk is slow"), nil // want `say "Transient" \(the code shows os.ErrDeadlineExceeded\)`
	}
	return mcp.NewToolResultText(string(b)), nil
}

// A tool call always runs in a session's context in mcp-go: the nil
// branch never runs, so its text is no tool error.
func (st *Store) whoami(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	session := server.ClientSessionFromContext(ctx)
	if session == nil {
		return mcp.NewToolResultError("no active session"), nil
	}
	return mcp.NewToolResultText(session.SessionID()), nil
}
