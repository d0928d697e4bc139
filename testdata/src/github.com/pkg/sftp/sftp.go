// Package sftp stands for github.com/pkg/sftp: NewClient starts an SFTP
// session over the connection it is given before it returns.
package sftp

// Conn is an established connection.
type Conn interface{ Close() error }

// Client is an SFTP session.
type Client struct{}

// NewClient starts a session over conn.
func NewClient(conn Conn) (*Client, error) { return &Client{}, nil }
