// Package store is the order database shared by the orders MCP servers.
package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// Errors whose text is written for the caller of a tool.
var (
	ErrNotFound    = errors.New("no order with that id exists. Not transient; retrying with the same id will fail identically. Use search_orders to find the id.")
	ErrUnavailable = errors.New("the order database did not answer. Transient; retry once after a few seconds, and if it fails again tell the user that order lookups are unavailable right now.")
)

// Order is one customer order.
type Order struct {
	ID             string    `json:"id"`
	CustomerID     string    `json:"customer_id"`
	Status         string    `json:"status"`
	TotalCents     int64     `json:"total_cents"`
	TrackingNumber string    `json:"tracking_number,omitempty"`
	CreatedAt      time.Time `json:"created_at"`
}

// Total formats the order total for display.
func (o Order) Total() string {
	return fmt.Sprintf("$%d.%02d", o.TotalCents/100, o.TotalCents%100)
}

// Store reads and writes orders.
type Store struct {
	db *sql.DB
}

// Open connects to the orders database described by dsn.
func Open(dsn string) (*Store, error) {
	db, err := sql.Open("postgres", dsn)
	if err != nil {
		return nil, err
	}
	db.SetMaxOpenConns(8)
	return &Store{db: db}, nil
}

// Close releases the database connection pool.
func (s *Store) Close() error { return s.db.Close() }

const orderColumns = `id, customer_id, status, total_cents, coalesce(tracking_number, ''), created_at`

// Order loads a single order by id.
func (s *Store) Order(ctx context.Context, id string) (Order, error) {
	var o Order
	row := s.db.QueryRowContext(ctx, `SELECT `+orderColumns+` FROM orders WHERE id = $1`, id)
	if err := row.Scan(&o.ID, &o.CustomerID, &o.Status, &o.TotalCents, &o.TrackingNumber, &o.CreatedAt); err != nil {
		return Order{}, err
	}
	return o, nil
}

// Search lists a customer's orders placed on or after since, newest first.
func (s *Store) Search(ctx context.Context, customerID string, since time.Time) ([]Order, error) {
	rows, err := s.db.QueryContext(ctx,
		`SELECT `+orderColumns+` FROM orders WHERE customer_id = $1 AND created_at >= $2 ORDER BY created_at DESC LIMIT 50`,
		customerID, since)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var orders []Order
	for rows.Next() {
		var o Order
		if err := rows.Scan(&o.ID, &o.CustomerID, &o.Status, &o.TotalCents, &o.TrackingNumber, &o.CreatedAt); err != nil {
			return nil, err
		}
		orders = append(orders, o)
	}
	return orders, rows.Err()
}

// Cancel cancels an order that has not shipped yet.
func (s *Store) Cancel(ctx context.Context, id string) error {
	res, err := s.db.ExecContext(ctx, `UPDATE orders SET status = 'cancelled' WHERE id = $1 AND status = 'pending'`, id)
	if err != nil {
		return fmt.Errorf("cancel order %s: %w", id, err)
	}
	if n, err := res.RowsAffected(); err != nil || n == 0 {
		return fmt.Errorf("cancel order %s: %w", id, sql.ErrNoRows)
	}
	return nil
}

// SetQuantity changes the quantity of one line item on a pending order.
func (s *Store) SetQuantity(ctx context.Context, orderID, sku string, qty int) error {
	_, err := s.db.ExecContext(ctx, `UPDATE order_items SET quantity = $3 WHERE order_id = $1 AND sku = $2`, orderID, sku, qty)
	if err != nil {
		return fmt.Errorf("set quantity of %s on %s: %w", sku, orderID, err)
	}
	return nil
}

// UpdateAddress replaces the shipping address of a pending order.
func (s *Store) UpdateAddress(ctx context.Context, orderID, street, city, postcode string) error {
	_, err := s.db.ExecContext(ctx,
		`UPDATE orders SET ship_street = $2, ship_city = $3, ship_postcode = $4 WHERE id = $1`,
		orderID, street, city, postcode)
	return err
}

// Refund records a refund against a delivered order.
func (s *Store) Refund(ctx context.Context, orderID string, amountCents int64, reason string) error {
	_, err := s.db.ExecContext(ctx,
		`INSERT INTO refunds (order_id, amount_cents, reason) VALUES ($1, $2, $3)`,
		orderID, amountCents, reason)
	if err != nil {
		return fmt.Errorf("refund order %s: %w", orderID, err)
	}
	return nil
}

// Public maps an error from this package to one whose text can be shown to
// the caller of a tool. Log the original before calling it.
func Public(err error) error {
	switch {
	case err == nil:
		return nil
	case errors.Is(err, sql.ErrNoRows):
		return ErrNotFound
	default:
		return ErrUnavailable
	}
}
