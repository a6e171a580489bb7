package core

import (
	"fmt"
	"strconv"
	"strings"
)

// A log line may be written about a seat, so that each reader reads it in
// their own words: "{seat} {play|plays} 8H." reads "You play 8H." to that
// seat and "seat 2 plays 8H." to the others. {seat} stands for the seat,
// and {a|b} for a to the seat itself and b to anyone else.

// SayAbout appends an event that every seat reads, written about seat with
// the template text (see [CheckTemplate]); codes are the rule codes it
// cites.
func (s *State) SayAbout(seat int, text string, codes ...string) {
	if s.imagined {
		return
	}
	s.log.add(Event{Text: text, Audience: Everyone, About: int32(seat) + 1}.Citing(codes...))
}

// CheckTemplate reports a mistake in a template: a brace not closed, or
// something in braces other than {seat} or {a|b}.
func CheckTemplate(text string) error {
	for rest := text; ; {
		open := strings.IndexByte(rest, '{')
		if open < 0 {
			if strings.IndexByte(rest, '}') >= 0 {
				return fmt.Errorf("a '}' without its '{'")
			}
			return nil
		}
		if strings.IndexByte(rest[:open], '}') >= 0 {
			return fmt.Errorf("a '}' without its '{'")
		}
		end := strings.IndexByte(rest[open:], '}')
		if end < 0 {
			return fmt.Errorf("a '{' without its '}'")
		}
		inner := rest[open+1 : open+end]
		if inner != "seat" && strings.Count(inner, "|") != 1 {
			return fmt.Errorf("{%s}: write {seat} for the seat, or {a|b} for words that differ for the seat itself", inner)
		}
		rest = rest[open+end+1:]
	}
}

// render writes template text about seat about for reader.
func render(text string, about, reader int) string {
	var b strings.Builder
	self := reader == about
	for rest := text; ; {
		open := strings.IndexByte(rest, '{')
		end := strings.IndexByte(rest, '}')
		if open < 0 || end < open {
			b.WriteString(rest)
			break
		}
		b.WriteString(rest[:open])
		inner := rest[open+1 : end]
		switch a, other, alt := strings.Cut(inner, "|"); {
		case inner == "seat" && self:
			b.WriteString("you")
		case inner == "seat":
			b.WriteString("seat " + strconv.Itoa(about+1))
		case alt && self:
			b.WriteString(a)
		case alt:
			b.WriteString(other)
		default:
			b.WriteString(rest[open : end+1])
		}
		rest = rest[end+1:]
	}
	out := b.String()
	if self && strings.HasPrefix(out, "you") {
		out = "Y" + out[1:]
	}
	return out
}
