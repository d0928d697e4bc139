// Package validation is a stub of github.com/go-ozzo/ozzo-validation/v4:
// rules checked on the fields of a struct, whose error lists each
// failing field by name with its rule's message.
package validation

import (
	"context"
	"errors"
)

// Rule checks a value.
type Rule interface{ Validate(value any) error }

// FieldRules are the rules of one field.
type FieldRules struct {
	fieldPtr any
	rules    []Rule
}

// Field returns the rules of the field fieldPtr points to.
func Field(fieldPtr any, rules ...Rule) *FieldRules { return &FieldRules{fieldPtr, rules} }

type required struct{ message string }

func (r required) Validate(value any) error {
	if value == nil {
		return errors.New(r.message)
	}
	return nil
}

// Error returns the rule with the module's message.
func (r required) Error(message string) required { return required{message} }

// Required fails on an empty value.
var Required = required{"cannot be blank"}

// Errors maps a field's name to its error.
type Errors map[string]error

func (es Errors) Error() string { return "" }

// ValidateStruct checks each field's rules.
func ValidateStruct(structPtr any, fields ...*FieldRules) error {
	return ValidateStructWithContext(context.Background(), structPtr, fields...)
}

// ValidateStructWithContext is ValidateStruct with a context for the rules.
func ValidateStructWithContext(ctx context.Context, structPtr any, fields ...*FieldRules) error {
	es := Errors{}
	for _, f := range fields {
		for _, r := range f.rules {
			if err := r.Validate(f.fieldPtr); err != nil {
				es["field"] = err
			}
		}
	}
	if len(es) > 0 {
		return es
	}
	return nil
}
