// Package secrets stands for the client of a secrets store, the way
// vault's api package is: NewClient reads its settings and returns a
// client without reaching the store; Read does.
package secrets

// Config holds a client's settings.
type Config struct{ Address, Token string }

// Client reads secrets from the store.
type Client struct{ cfg Config }

// NewClient builds a client from cfg.
func NewClient(cfg Config) (*Client, error) { return &Client{cfg}, nil }

// Read returns the secret at path.
func (c *Client) Read(path string) (string, error) { return "", nil }

// Factory makes clients for sessions.
type Factory struct{}

// NewClient is a method: it may reuse or open a connection.
func (f *Factory) NewClient(session string) (*Client, error) { return &Client{}, nil }

// Secret is what the store answers: its data's shape is the store's.
type Secret struct{ Data map[string]any }

// ReadSecret returns the secret at path, as the store answers.
func (c *Client) ReadSecret(path string) (*Secret, error) { return &Secret{}, nil }
