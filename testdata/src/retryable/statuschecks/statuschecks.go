// Package statuschecks holds tools that read the status of a response
// themselves and answer in their own words: where the check lets
// several classes through, the fix switches on the status before the
// words it appends the bounded sentence to; where the check decides
// one class, the words get that decision alone.
package statuschecks

import (
	"context"
	"fmt"
	"net/http"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Plugins struct {
	client *http.Client
	base   string
}

func Register(s *server.MCPServer, p *Plugins) {
	s.AddTool(mcp.NewTool("install_plugin"), p.install)
	s.AddTool(mcp.NewTool("remove_plugin"), p.remove)
	s.AddTool(mcp.NewTool("plugin_health"), p.health)
	s.AddTool(mcp.NewTool("get_plugin"), p.get)
	s.AddTool(mcp.NewTool("get_plugin_settings"), p.settings)
	s.AddTool(mcp.NewTool("plugin_readme"), p.readme)
}

// request answers a response's status beside its error.
func (p *Plugins) request(ctx context.Context, path string) (int, error) {
	resp, err := p.client.Get(p.base + path)
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	return resp.StatusCode, nil
}

// The 404 of the status request answers is answered first, as in get.
func (p *Plugins) settings(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("plugin_id", "")
	status, err := p.request(ctx, "/plugins/"+id+"/settings")
	if err != nil {
		return mcp.NewToolResultError("the plugin service is unreachable. Transient; retry once."), nil
	}
	if status == http.StatusNotFound {
		return mcp.NewToolResultError("no plugin is installed under that plugin_id. Not transient; install it with install_plugin."), nil
	}
	if status != http.StatusOK {
		return mcp.NewToolResultError(fmt.Sprintf("reading the settings of %s answered status %d", id, status)), nil // want `with no retry decision: say whether a retry can help`
	}
	return mcp.NewToolResultText("settings"), nil
}

// The 404 is answered first: what the check after it lets through is
// no wrong plugin_id, which the sentence then does not name.
func (p *Plugins) get(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("plugin_id", "")
	resp, err := p.client.Get(p.base + "/plugins/" + id)
	if err != nil {
		return mcp.NewToolResultError("the plugin service is unreachable. Transient; retry once."), nil
	}
	defer resp.Body.Close()
	if resp.StatusCode == http.StatusNotFound {
		return mcp.NewToolResultError("no plugin is installed under that plugin_id. Not transient; install it with install_plugin."), nil
	}
	if resp.StatusCode != http.StatusOK {
		return mcp.NewToolResultError(fmt.Sprintf("reading %s answered status %d", id, resp.StatusCode)), nil // want `with no retry decision: say whether a retry can help`
	}
	return mcp.NewToolResultText("installed"), nil
}

// Any status but 200: a case per class, the words kept in each.
func (p *Plugins) install(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("plugin_id", "")
	resp, err := p.client.Post(p.base+"/plugins/"+id+"/install", "application/json", nil)
	if err != nil {
		return mcp.NewToolResultError("the plugin service is unreachable. Transient; retry once."), nil
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return mcp.NewToolResultError(fmt.Sprintf("installing %s answered status %d", id, resp.StatusCode)), nil // want `with no retry decision: say whether a retry can help`
	}
	return mcp.NewToolResultText("installed"), nil
}

// Only the client's errors reach the words: no case for a 5xx.
func (p *Plugins) remove(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("plugin_id", "")
	httpReq, err := http.NewRequestWithContext(ctx, http.MethodDelete, p.base+"/plugins/"+id, nil)
	if err != nil {
		return mcp.NewToolResultError("plugin_id must be a plain name. Not transient; correct it."), nil
	}
	resp, err := p.client.Do(httpReq)
	if err != nil {
		return mcp.NewToolResultError("the plugin service is unreachable. Transient; retry once."), nil
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 400 && resp.StatusCode < 500 {
		return mcp.NewToolResultError("the plugin service refused the removal"), nil // want `with no retry decision: say whether a retry can help`
	}
	return mcp.NewToolResultText("removed"), nil
}

// A check that decides one class: its decision, no switch.
func (p *Plugins) health(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := p.client.Get(p.base + "/health")
	if err != nil {
		return mcp.NewToolResultError("the plugin service is unreachable. Transient; retry once."), nil
	}
	defer resp.Body.Close()
	if resp.StatusCode == http.StatusServiceUnavailable {
		return mcp.NewToolResultError("the plugin service is starting"), nil // want `say "Transient" \(the code shows an HTTP status\)`
	}
	return mcp.NewToolResultText("healthy"), nil
}

// A request built on the server's configured address fails on that
// address, the same way on every call; one built on the URL the model
// passed decides nothing by itself.
func (p *Plugins) readme(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	r, err := http.NewRequestWithContext(ctx, http.MethodGet, p.base+"/readme", nil)
	if err != nil {
		return mcp.NewToolResultError("could not build the readme request"), nil // want `tool plugin_readme passes the error "could not build the readme request" to mcp.NewToolResultError with no retry decision: say "Not transient" \(the code shows a URL that does not parse \(net/http.NewRequestWithContext\)\)`
	}
	mirror, err := http.NewRequestWithContext(ctx, http.MethodGet, req.GetString("mirror", ""), nil)
	if err != nil {
		return mcp.NewToolResultError("could not build the mirror request"), nil // want `tool plugin_readme passes the error "could not build the mirror request" to mcp.NewToolResultError with no retry decision: say whether a retry can help`
	}
	return mcp.NewToolResultText(r.URL.String() + mirror.URL.String()), nil
}
