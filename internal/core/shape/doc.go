// Package shape answers, from types and syntax alone, whether code has
// the shape of an agent tool: a tool result or text content struct of a
// framework the tables do not name, a handler's signature (ShapeOf), a
// struct describing a tool and the function that runs it, a function
// marked //toolerrlint:handler (Directive), and whether a type can carry
// text at all (CarriesText).
//
// It is stateless and knows frameworks only through the tables of
// internal/frameworks.
package shape
