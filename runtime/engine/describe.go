package engine

// Description is what rules say about themselves, for the people who play
// and test them: the front ends (the terminal, the scenario runner) show
// it and check a game's setup against it.
type Description struct {
	Name        string
	Description string // a paragraph about the game, for people
	// MinSeats and MaxSeats bound the seats the game is played by;
	// DefaultSeats is what a game set up with 0 seats gets.
	MinSeats, MaxSeats, DefaultSeats int
	Options                          []Option // sorted by name
	Verbs                            []Verb   // in notation order
}

// Option is a setting a player may choose when a game starts.
type Option struct {
	Name    string
	Default string // the value a game gets when none is given, as a person would type it
	Help    string
	Choices []string // the values allowed, when they are limited
}

// Describer is implemented by whatever can describe the rules: every
// [Rules], and a [Source] that knows its rules without starting them.
type Describer interface {
	// Describe returns the description of the rules (read only; it does
	// not change while the rules are in use).
	Describe() *Description
}

// Patterns lists the move forms of the rules, as declared ("play <card>").
func (d *Description) Patterns() []string {
	out := make([]string, len(d.Verbs))
	for i, v := range d.Verbs {
		out[i] = v.Form.Pattern
	}
	return out
}

// DescribeSource describes the rules of a source, starting an instance of
// them only when the source cannot describe them itself.
func DescribeSource(src Source) (*Description, error) {
	if d, ok := src.(Describer); ok {
		return d.Describe(), nil
	}
	rules, err := src.Instance()
	if err != nil {
		return nil, err
	}
	defer rules.Close()
	return rules.Describe(), nil
}
