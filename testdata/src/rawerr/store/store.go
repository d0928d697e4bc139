// Package store is a helper package of the fixture module: its functions
// pass foreign errors up, or map them to sentences of their own.
package store

import (
	"database/sql"
	"errors"
	"fmt"
	"os"
)

type Store struct{ db *sql.DB }

type Order struct{ ID, Status string }

// ErrNotFound is owned: the module wrote it.
var ErrNotFound = errors.New("no order with that id exists. Not transient; use search_orders.")

// Order returns the Scan error unchanged: callers' values are foreign.
func (s *Store) Order(id string) (Order, error) {
	var o Order
	err := s.db.QueryRow("SELECT id, status FROM orders WHERE id = $1", id).Scan(&o.ID, &o.Status)
	return o, err
}

// Cancel wraps the foreign error with %w: its text still ends with the
// foreign words.
func (s *Store) Cancel(id string) error {
	if _, err := s.db.Exec("UPDATE orders SET status = 'cancelled' WHERE id = $1", id); err != nil {
		return fmt.Errorf("cancel order %s: %w", id, err)
	}
	return nil
}

// Public maps any error to sentences the module wrote.
func Public(err error) error {
	if errors.Is(err, sql.ErrNoRows) {
		return ErrNotFound
	}
	return errors.New("the order database is unavailable. Transient; retry once.")
}

// ReadConfig returns the text of a foreign error as a string.
func ReadConfig(path string) (string, string) {
	b, err := os.ReadFile(path)
	if err != nil {
		return "", err.Error()
	}
	return string(b), ""
}
