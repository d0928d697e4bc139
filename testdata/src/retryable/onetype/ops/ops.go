// Package ops holds a module's operations on a ticket store. Every
// error Tickets and Close return is an *Error: validation fails with
// one, and wrap turns whatever the store says into one. Attach lets a
// file system error through as it is, and Assign can fail with a *Busy
// as well.
package ops

import (
	"errors"
	"os"
)

// Error is the module's error, with a message for the model.
type Error struct {
	Message   string
	Transient bool
}

func (e *Error) Error() string { return e.Message }

// Busy says the ticket is locked by someone else.
type Busy struct{ Holder string }

func (b *Busy) Error() string { return "locked by " + b.Holder }

func invalid(msg string) *Error { return &Error{Message: msg} }

// wrap turns the store's error into the module's; its deferred log
// keeps the result in a variable each return stores.
func wrap(err error) error {
	defer logged()
	if err == nil {
		return nil
	}
	if errors.Is(err, os.ErrNotExist) {
		return &Error{Message: "no such ticket"}
	}
	return &Error{Message: "the ticket store failed", Transient: true}
}

func logged() {}

func load(id string) ([]byte, error) { return os.ReadFile("/var/tickets/" + id) }

// Tickets lists the tickets of a queue.
func Tickets(queue string) ([]string, error) {
	if queue == "" {
		return nil, invalid("queue is required")
	}
	b, err := load(queue)
	if err != nil {
		return nil, wrap(err)
	}
	return []string{string(b)}, nil
}

// Close closes a ticket: its errors are Tickets' own.
func Close(id string) error {
	_, err := Tickets(id)
	return err
}

// Attach attaches a file, whose read error goes back as it is.
func Attach(id, path string) error {
	if id == "" {
		return invalid("id is required")
	}
	_, err := os.ReadFile(path)
	return err
}

// Assign assigns a ticket, which someone else may hold.
func Assign(id, who string) error {
	if who == "" {
		return invalid("who is required")
	}
	if id == "locked" {
		return &Busy{Holder: "ops"}
	}
	return nil
}

// CloseAll closes each ticket named and returns the error of the last
// one tried: the error is carried round the loop, so the value it
// returns is its own predecessor too.
func CloseAll(ids []string) error {
	var err error
	for _, id := range ids {
		if id == "" {
			continue
		}
		err = Close(id)
	}
	return err
}
