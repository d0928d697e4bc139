// Package workspaces stands for an infrastructure service's SDK whose
// workspaces live in organizations.
package workspaces

import "context"

// Workspace is a workspace.
type Workspace struct{ Name string }

// Client calls the service.
type Client struct{}

// Update renames the workspace name of the organization org to newName.
func (c *Client) Update(ctx context.Context, org, name, newName string) (*Workspace, error) {
	return &Workspace{Name: newName}, nil
}

// List lists the workspaces of the organization org.
func (c *Client) List(ctx context.Context, org string) ([]Workspace, error) {
	return nil, nil
}

// UpdateLabel sets the colour and the description of the label name.
func (c *Client) UpdateLabel(ctx context.Context, name, color, description string) error {
	return nil
}

// CreateJob schedules the job name in namespace, run by image under
// policy.
func (c *Client) CreateJob(ctx context.Context, schedule, policy, image, name, namespace string) error {
	return nil
}

// FindProjects searches the projects of org whose names match query.
func (c *Client) FindProjects(ctx context.Context, org, query string) ([]Workspace, error) {
	return nil, nil
}
