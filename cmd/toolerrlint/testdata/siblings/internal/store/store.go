// Package store is the module package both tool packages import: its
// functions' summaries reach them as Facts.
package store

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// CheckOpen returns an error, in the module's own words with no retry
// decision, when the order is archived.
func CheckOpen(id string) error {
	if strings.HasPrefix(id, "A-") {
		return errors.New("the order is archived")
	}
	return nil
}

// FindArchived returns the archived order id, or an error whose text is
// the module's own words with no retry decision, or one that wraps the
// file system's.
func FindArchived(id string) (string, error) {
	if id == "" {
		return "", errors.New("the order id is empty")
	}
	b, err := os.ReadFile(filepath.Join("archive", id))
	if err != nil {
		return "", fmt.Errorf("reading the archive: %w", err)
	}
	return string(b), nil
}
