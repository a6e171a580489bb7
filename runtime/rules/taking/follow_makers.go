package taking

import (
	"fmt"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
	"github.com/rulerun/rulerun/runtime/words"
)

// The makers' tricks: a round whose contract a seat made before the play
// (the maker: mech.Named.By, set by a phase of game.phases) is scored on
// the tricks its side takes. The makers taking Need tricks or more score
// Points, all the tricks All, all of them with a partner sitting out
// (alone) AloneAll; taking fewer, they are set, and every other side
// scores Set.

// Makers declares the scoring by the makers' tricks, in
// game.tricks.makers.
type Makers struct {
	Need     int `lua:"need" fn:"round" required:"the tricks the makers need, such as 3" doc:"The tricks the makers' side needs to make its contract, such as 3."`
	Points   int `lua:"points" fn:"round" doc:"What the makers score for need tricks or more, but not all."`
	All      int `lua:"all" fn:"round" doc:"What the makers score for all the tricks (a march)."`
	AloneAll int `lua:"alone_all" fn:"round" doc:"What the makers score for all the tricks taken with a partner sitting out (alone); all's points by default."`
	Set      int `lua:"set" fn:"round" doc:"What every other side scores when the makers take fewer than need (the makers are set)."`
	// NeedFn, PointsFn, AllFn, AloneAllFn and SetFn are the numbers
	// above declared as functions of the round.
	NeedFn, PointsFn, AllFn, AloneAllFn, SetFn mech.Func
	// Text narrates a contract made, SetText one set: about the
	// makers, {team} their seats, {tricks} their tricks (3 tricks), {points} what
	// is scored.
	Text    mech.Message `lua:"say" doc:"Narrates a contract made: {team} are the makers' seats, {tricks} their tricks (3 tricks), {points} what they score."`
	SetText mech.Message `lua:"set_say" doc:"Narrates a contract set: {team} are the makers' seats, {tricks} their tricks (3 tricks), {points} what each other side scores."`
}

// The engine's words where the declaration gives none.
const (
	makersText    = "{team} made the contract with {tricks}: {points}."
	makersSetText = "{team} took {tricks} and are set: the others score {points}."
)

// makersFollow is the play to a trick taken whose round is scored on the
// makers' tricks (mech.RoundScorer).
type makersFollow struct {
	*followMech
	teams core.Teams
}

// scored is the mechanic of f: f itself, or with makers declared, f
// scoring the makers' tricks.
func (f *followMech) scored(p mech.Setup) (mech.Mechanic, error) {
	m := f.Makers
	if m == nil {
		return f, nil
	}
	if m.Need <= 0 && m.NeedFn == 0 {
		return nil, mech.InDecl("tricks.makers", fmt.Errorf("tricks makers: need must be a number of tricks above 0"))
	}
	teams := p.Teams()
	if teams == nil {
		teams = core.Solo(p.Seats())
	}
	return &makersFollow{followMech: f, teams: teams}, nil
}

// ScoreRound implements mech.RoundScorer: the makers' side scores its
// contract made, or every other side its contract set; a round nobody
// made scores nothing.
func (f *makersFollow) ScoreRound(t mech.Table, st *core.State) {
	maker := mech.SuitNamed.Of(st).By - 1
	if maker < 0 {
		return
	}
	m, tricks := f.Makers.in(st), tricksOf(st)
	mine := f.teams.Of(maker)
	made, all, alone := 0, 0, false
	for s, n := range tricks {
		all += n
		if f.teams.Of(s) == mine {
			made += n
			alone = alone || st.Turn().IsOut(s)
		}
	}
	points, text := m.Points, m.Text
	switch {
	case made < m.Need:
		points, text = m.Set, m.SetText
		for i, team := range f.teams {
			if i != mine {
				_ = st.AddTeamScore(team, points)
			}
		}
	case made == all && alone && m.AloneAll > 0:
		points = m.AloneAll
	case made == all && m.All > 0:
		points = m.All
	}
	if made >= m.Need {
		_ = st.AddTeamScore(f.teams[mine], points)
	}
	if !st.Imagined() {
		def := makersText
		if made < m.Need {
			def = makersSetText
		}
		st.Say(mech.Fill(text.Or(def), "{team}", teamName(f.teams[mine]), "{tricks}", words.Plural(made, "trick"),
			"{points}", words.Plural(points, "point")), text.Codes...)
	}
}

// makersIn are the makers' numbers as they stand in a round: each
// declared as a function of the round replaced by the round's answer.
type makersIn struct {
	Need, Points, All, AloneAll, Set int
	Text, SetText                    *mech.Message
}

// in is m's numbers in st.
func (m *Makers) in(st *core.State) makersIn {
	return makersIn{Need: mech.ValueIn(st, m.Need, m.NeedFn), Points: mech.ValueIn(st, m.Points, m.PointsFn),
		All: mech.ValueIn(st, m.All, m.AllFn), AloneAll: mech.ValueIn(st, m.AloneAll, m.AloneAllFn),
		Set: mech.ValueIn(st, m.Set, m.SetFn), Text: &m.Text, SetText: &m.SetText}
}

// The answers of mech it gives besides the play's.
var _ mech.RoundScorer = (*makersFollow)(nil)
