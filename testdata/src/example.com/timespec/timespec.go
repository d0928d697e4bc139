// Package timespec stands for a third-party library that reads relative
// and absolute times ("now-1h", "2025-01-02"), and a remote calendar.
package timespec

import (
	"context"
	"time"
)

// Span is a time range written as text, read against Now.
type Span struct {
	From, To string
	Now      time.Time
}

// ParseFrom reads From.
func (s Span) ParseFrom() (time.Time, error) { return s.Now, nil }

// ParseTo reads To.
func (s *Span) ParseTo() (time.Time, error) { return s.Now, nil }

// Calendar is a client of a remote calendar service.
type Calendar struct{ URL string }

// ParseHoliday asks the service what day a holiday's name means.
func (c *Calendar) ParseHoliday(ctx context.Context, name string) (time.Time, error) {
	return time.Time{}, nil
}
