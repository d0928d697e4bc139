// Package tfe is a stub of github.com/hashicorp/go-tfe, HashiCorp's
// client of HCP Terraform and Terraform Enterprise, for analysistest
// fixtures. Its path's last element, go-tfe, is not its name. The
// sentinels and the names below are the real module's; the bodies and
// the trimmed signatures (no options structs) were written for the
// stub.
package tfe

import (
	"context"
	"errors"
)

var (
	// ErrUnauthorized is returned for a 401 answer.
	ErrUnauthorized = errors.New("unauthorized")
	// ErrResourceNotFound is returned for a 404 answer.
	ErrResourceNotFound = errors.New("resource not found")
)

// Workspace is a workspace of an organization.
type Workspace struct {
	ID   string
	Name string
}

// Workspaces reads workspaces.
type Workspaces interface {
	Read(ctx context.Context, organization, workspace string) (*Workspace, error)
}

// Client is the API client.
type Client struct {
	Workspaces Workspaces
}

// Config holds a client's settings.
type Config struct {
	Address string
	Token   string
}

// NewClient builds a client and reads the API's metadata first.
func NewClient(cfg *Config) (*Client, error) {
	if cfg.Token == "" {
		return nil, errors.New("missing API token")
	}
	return &Client{}, nil
}
