// Package clients reaches a remote tool server over one of two
// transports, chosen at run time. Both forward the HTTP client's error;
// only one of them can fail to decode.
package clients

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
)

type transport interface {
	Call(ctx context.Context, name string) (string, error)
}

// Client calls tools through its transport.
type Client struct {
	impl transport
}

// New picks the transport.
func New(kind, url string) *Client {
	if kind == "sse" {
		return &Client{impl: &sse{url: url}}
	}
	return &Client{impl: &streamable{url: url}}
}

// Call calls the tool name.
func (c *Client) Call(ctx context.Context, name string) (string, error) {
	return c.impl.Call(ctx, name)
}

type sse struct{ url string }

func (s *sse) Call(ctx context.Context, name string) (string, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, s.url+"/"+name, nil)
	if err != nil {
		return "", err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return "", fmt.Errorf("sse call %s: %w", name, err)
	}
	defer resp.Body.Close()
	var out struct{ Text string }
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil {
		return "", fmt.Errorf("sse decode: %w", err)
	}
	return out.Text, nil
}

type streamable struct{ url string }

func (s *streamable) Call(ctx context.Context, name string) (string, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, s.url, nil)
	if err != nil {
		return "", err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return "", fmt.Errorf("streamable call %s: %w", name, err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(io.LimitReader(resp.Body, 1<<16))
	if err != nil {
		return "", errors.New("the server's answer was cut off")
	}
	return string(b), nil
}

// locator finds where the client keeps its settings; only home does.
type locator interface {
	Dir() (string, error)
}

func newLocator() locator { return home{} }

// Settings reads the client's settings through its locator.
func Settings() (string, error) {
	dir, err := newLocator().Dir()
	if err != nil {
		return "", err
	}
	return dir + "/settings.json", nil
}

type home struct{}

func (home) Dir() (string, error) { return os.UserHomeDir() }

type store interface {
	Load(key string) (string, error)
}

// Cache keeps answers in one of two stores, which fail for reasons of
// their own.
type Cache struct {
	impl store
}

// NewCache picks the store.
func NewCache(dir string) *Cache {
	if dir == "" {
		return &Cache{impl: memory{}}
	}
	return &Cache{impl: disk{dir: dir}}
}

// Load reads the answer for key.
func (c *Cache) Load(key string) (string, error) {
	return c.impl.Load(key)
}

type memory map[string]string

func (m memory) Load(key string) (string, error) {
	if v, ok := m[key]; ok {
		return v, nil
	}
	return "", errors.New("no cached answer")
}

type disk struct{ dir string }

func (d disk) Load(key string) (string, error) {
	b, err := os.ReadFile(d.dir + "/" + key)
	if err != nil {
		return "", err
	}
	return string(b), nil
}
