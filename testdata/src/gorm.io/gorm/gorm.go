// Package gorm is a stub of gorm.io/gorm: each chained call returns the
// DB, which keeps the operation's error in its Error field.
package gorm

import "errors"

// DB is a chain of a query's clauses, and its result.
type DB struct {
	Error        error
	RowsAffected int64
}

// ErrRecordNotFound is the error of a First that found no row.
var ErrRecordNotFound = errors.New("record not found")

// Where adds a condition.
func (db *DB) Where(query any, args ...any) *DB { return db }

// Find loads the rows that match into dest.
func (db *DB) Find(dest any, conds ...any) *DB { return db }
