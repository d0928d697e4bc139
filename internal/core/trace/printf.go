package trace

import "strings"

// Piece is one part of a printf format: literal text, or a verb with the
// index of the operand it formats.
type Piece struct {
	Lit  string
	Verb rune
	Plus bool // the + flag
	Arg  int  // operand index, -1 if none
	// Hidden: the verb prints none of its operand's text, a string or
	// error truncated to a precision of zero ("%.0w" keeps an error in
	// the chain fmt.Errorf makes without showing it).
	Hidden bool
	// Start and End are the byte offsets of the piece in the format.
	Start, End int
}

// ParseFormat splits a printf format into pieces, following fmt's rules
// for flags, width, precision and explicit argument indexes ([n]).
func ParseFormat(format string) []Piece {
	var out []Piece
	arg := 0
	lit := 0
	for i := 0; i < len(format); {
		if format[i] != '%' {
			i++
			continue
		}
		start := i
		i++
		p := Piece{Arg: -1}
		// Flags, width, precision, argument indexes.
	scan:
		for i < len(format) {
			switch c := format[i]; {
			case c == '+':
				p.Plus = true
				i++
			case c == '-' || c == '#' || c == ' ' || c == '0' || c == '.' || (c >= '1' && c <= '9'):
				i++
			case c == '*':
				arg++
				i++
			case c == '[':
				j := i + 1
				n := 0
				for j < len(format) && format[j] >= '0' && format[j] <= '9' {
					n = n*10 + int(format[j]-'0')
					j++
				}
				if j < len(format) && format[j] == ']' && n > 0 {
					arg = n - 1
					i = j + 1
				} else {
					break scan
				}
			default:
				break scan
			}
		}
		if i >= len(format) {
			break
		}
		verb := rune(format[i])
		i++
		if lit < start {
			out = append(out, Piece{Lit: format[lit:start], Arg: -1, Start: lit, End: start})
		}
		lit = i
		if verb == '%' {
			out = append(out, Piece{Lit: "%", Arg: -1, Start: start, End: i})
			continue
		}
		p.Verb, p.Arg, p.Start, p.End = verb, arg, start, i
		p.Hidden = strings.ContainsRune("vsw", verb) && zeroPrecision(format[start+1:i-1])
		arg++
		out = append(out, p)
	}
	if lit < len(format) {
		out = append(out, Piece{Lit: format[lit:], Arg: -1, Start: lit, End: len(format)})
	}
	return out
}

// zeroPrecision reports whether flags, what comes between a verb's '%'
// and its letter, give a precision of zero: "." followed by zeros or
// nothing, not taken from an operand ("*").
func zeroPrecision(flags string) bool {
	dot := strings.LastIndexByte(flags, '.')
	return dot >= 0 && strings.Trim(flags[dot+1:], "0") == ""
}
