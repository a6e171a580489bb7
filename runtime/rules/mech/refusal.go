package mech

// Refusal is why a move is refused, and the declaration that refused it:
// the message field whose words it gives (or, for the engine's words, the
// field the script left out, which stands where the declaration holding
// it does), and the rule put before those words when they begin with no
// rule code. Its codes and its line come from those values, read when the
// script was; a move out of turn has neither.
type Refusal struct {
	Why  string
	Msg  *Message // the declaration that refused; nil for none
	Rule *Message // the rule its words were put under (RefuseUnder); nil when they were not
}

// Legal is the refusal of nothing.
var Legal = Refusal{}

// Refuse refuses with why, the words of msg (or the engine's, when msg has
// none), filled in.
func Refuse(msg *Message, why string) Refusal { return Refusal{Why: why, Msg: msg} }

// RefuseUnder refuses with text, the words of msg or the engine's, put
// after rule's code when they do not begin with one (see CitesRule).
func RefuseUnder(rule, msg *Message, text string) Refusal {
	if rule == nil || rule.Text == "" || text == "" || CitesRule(text) {
		return Refusal{Why: text, Msg: msg}
	}
	return Refusal{Why: rule.Text + ": " + text, Msg: msg, Rule: rule}
}

// Codes are the rule codes the refusal cites, in order: its rule's, when
// its words were put under it, then those its declared words cite. They
// were read once, with the script; from here on they travel as values
// (engine.IllegalMove.Codes).
func (r Refusal) Codes() []string {
	var own []string
	if r.Msg != nil {
		own = r.Msg.Codes
	}
	switch {
	case r.Rule == nil || len(r.Rule.Codes) == 0:
		return own
	case len(own) == 0:
		return r.Rule.Codes
	}
	return append(append(make([]string, 0, len(r.Rule.Codes)+len(own)), r.Rule.Codes...), own...)
}

// Citing is r citing codes: words that cite more than their message and
// one rule (a meld's problems, each under its rule) get a message of their
// own, made for the refusal, standing where r does.
func (r Refusal) Citing(codes []string) Refusal {
	m := &Message{Text: r.Why, Codes: codes}
	if at := r.Place(); at != nil {
		m.Path, m.File, m.Line = at.Path, at.File, at.Line
	}
	return Refusal{Why: r.Why, Msg: m}
}

// Place is the declaration a refusal points to, for its file and line: the
// message whose words it gives, else the rule the engine's words were put
// under, else the declaration that holds the field the script left out;
// nil for none.
func (r Refusal) Place() *Message {
	switch {
	case r.Msg != nil && r.Msg.Text != "" && r.Msg.Line > 0:
		return r.Msg
	case r.Rule != nil && r.Rule.Line > 0:
		return r.Rule
	}
	return r.Msg
}

// CitesRule reports whether a text begins with a rule code, such as
// "UNO-7:" or "TL-5 (open_with_lowest):".
func CitesRule(text string) bool {
	i := 0
	for i < len(text) && (text[i] >= 'A' && text[i] <= 'Z' || text[i] >= '0' && text[i] <= '9') {
		i++
	}
	if i == 0 || i >= len(text) || text[i] != '-' {
		return false
	}
	j := i + 1
	for j < len(text) && text[j] >= '0' && text[j] <= '9' {
		j++
	}
	return j > i+1
}
