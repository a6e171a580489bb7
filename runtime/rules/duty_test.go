package rules_test

import (
	"testing"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestDutyImposedByAnEffect(t *testing.T) {
	g := shed(t, 3, 0, table{"hand.1": {"KC", "3D", "4D"}, "hand.2": {"5H", "6H"}, "discard": {"9C"}}, nil)
	play(t, g, 0, "play KC")
	assert.Equal(t, 1, toAct(t, g), "the next seat owes the answer")
	assert.Equal(t, []string{"accept", "challenge"}, moves(t, g, 1))
	assert.Empty(t, moves(t, g, 0))
	for _, move := range []string{"draw", "play 5H", "guess hearts"} {
		assert.Equal(t, "answer the king", refused(t, g, 1, move), move)
	}
	assert.Contains(t, refused(t, g, 0, "accept"), "not your turn")
	d := rules.FlowOf(g.State()).Duty
	assert.Equal(t, 0, d.By)
	assert.Equal(t, 1, d.Suit, "the suit to follow before the king: clubs")
	assert.Equal(t, 2, d.Held, "the cards the king's player kept")

	play(t, g, 1, "accept")
	assert.Zero(t, rules.FlowOf(g.State()).Duty.Kind, "answered")
	assert.Equal(t, 2, toAct(t, g), "accept draws, which ends the turn")
	assert.Len(t, codes(g, "hand.2"), 4)
}

func TestDutyAnswersRefusedWhenNotOwed(t *testing.T) {
	g := shed(t, 3, 0, table{"hand.1": {"3C", "4D"}, "discard": {"9C"}}, nil)
	for move, want := range map[string]string{
		"accept":       "no king to answer",
		"challenge":    "no king to answer",
		"guess hearts": "no mark to guess",
		"choose clubs": "there is nothing to answer now",
	} {
		assert.Equal(t, want, refused(t, g, 0, move), move)
	}
	assert.NotContains(t, moves(t, g, 0), "accept")
}

func TestDutyAnswerWithoutCodeClearsIt(t *testing.T) {
	g := shed(t, 3, 0, table{"hand.1": {"KC", "3D", "4D"}, "discard": {"9C"}}, nil)
	play(t, g, 0, "play KC")
	play(t, g, 1, "challenge")
	assert.Zero(t, rules.FlowOf(g.State()).Duty.Kind)
	assert.Equal(t, 1, toAct(t, g), "a challenge that does nothing else keeps the challenger's turn")
	assert.Contains(t, moves(t, g, 1), "draw")
}

func TestDutyOfAPile(t *testing.T) {
	g := shed(t, 3, 1, table{"hand.2": {"5C", "6H"}, "marks.2": {"7D"}, "marks.3": {"8D"}, "discard": {"9C"}}, nil)
	assert.Equal(t, []string{"guess clubs", "guess diamonds", "guess hearts", "guess spades"}, moves(t, g, 1))
	assert.Equal(t, "guess first", refused(t, g, 1, "play 5C"))
	assert.Contains(t, refused(t, g, 2, "guess clubs"), "not your turn", "only the seat to act owes it")
	play(t, g, 1, "guess diamonds")
	assert.Equal(t, []string{"guess clubs", "guess diamonds", "guess hearts", "guess spades"}, moves(t, g, 1),
		"owed while the pile holds a card: the script's code clears it")
}

func TestDutyImposedByTheScriptAndNamingASuit(t *testing.T) {
	g := shed(t, 3, 2, table{"hand.3": {"5C", "6H"}, "discard": {"9C"}}, nil)
	st := g.State()
	require.Error(t, g.Plan().Impose(st, "mark", 2), "a pile's duty is not imposed")
	require.Error(t, g.Plan().Impose(st, "pay", 2))
	require.NoError(t, g.Plan().Impose(st, "colour", 2))
	assert.Equal(t, "choose a suit first", refused(t, g, 2, "play 5C"))
	assert.Len(t, moves(t, g, 2), 4)
	play(t, g, 2, "choose hearts")
	assert.True(t, said(g, "seat 3 chooses hearts."))
	assert.Equal(t, 2, toAct(t, g), "naming a suit keeps the turn")
	assert.Contains(t, moves(t, g, 2), "play 6H")
	assert.Equal(t, "5C: play hearts", refused(t, g, 2, "play 5C"))
	name, _ := g.Plan().Owed(g.State())
	assert.Empty(t, name)
}

// guessHooks is script code for Shed's guess: a right guess takes the card
// on top of the seat's marks to the bottom of the discard pile.
type guessHooks struct{}

func (guessHooks) Setup(*rules.Ctx) error                    { return nil }
func (guessHooks) FirstDealer(*rules.Ctx) (int, bool, error) { return 0, false, nil }
func (guessHooks) Dealt(*rules.Ctx) error                    { return nil }
func (guessHooks) Status(*rules.Ctx, int) (string, error)    { return "", nil }
func (guessHooks) Check(*rules.Ctx, int, int, *notation.Move) (*rules.Message, error) {
	return nil, nil
}
func (guessHooks) Effect(*rules.Ctx, int, int, *notation.Move) (bool, error) { return true, nil }
func (guessHooks) Generate(*rules.Ctx, int, int, func(*notation.Move)) error { return nil }

func (guessHooks) Apply(c *rules.Ctx, verb, seat int, m *notation.Move) error {
	st := c.State
	marks, _ := st.PileByName(core.SeatPileName("marks", seat))
	discard, _ := st.PileByName("discard")
	top, _ := st.Pile(marks).Top()
	if st.Deck().Card(top).Suit == m.Args[0].Code {
		_, err := st.MoveAt(marks, st.Pile(marks).Len()-1, discard, core.AtBottom)
		return err
	}
	return nil
}

func TestDutyAnswersThatFailed(t *testing.T) {
	g := shed(t, 3, 1, table{"hand.2": {"5C", "6H"}, "marks.2": {"7D", "8S"}, "discard": {"9C"}},
		func(d *rules.Decl) {
			d.Duties[2].RetryWhy = msg("already guessed %s")
			d.Verbs[7].Code.Apply = true
		})
	g = g.Plan().Resume(g.State(), guessHooks{})
	play(t, g, 1, "guess diamonds")
	assert.Equal(t, uint64(1<<1), rules.Tried(g.State())[1], "the card stayed: diamonds failed")
	assert.Equal(t, "already guessed diamonds", refused(t, g, 1, "guess diamonds"))
	assert.Equal(t, []string{"guess clubs", "guess hearts", "guess spades"}, moves(t, g, 1))

	play(t, g, 1, "guess spades")
	assert.Equal(t, []string{"7D"}, codes(g, "marks.2"))
	assert.Empty(t, rules.Tried(g.State()), "the card was taken: the record is cleared")
	assert.Contains(t, moves(t, g, 1), "guess diamonds", "a new card: any suit again")
}

func TestScriptDrawsAndEndsTheTurn(t *testing.T) {
	g := shed(t, 3, 0, table{"hand.1": {"3C"}, "marks.3": {}, "stock": {"4D", "5D"}, "discard": {"9C"}}, nil)
	st := g.State()
	marks, _ := st.PileByName("marks.3")
	got, err := g.Plan().Draw(st, marks, 2, "a test")
	require.NoError(t, err)
	assert.Len(t, got, 2)
	assert.Equal(t, []string{"5D", "4D"}, codes(g, "marks.3"))
	assert.True(t, said(g, "(a test)"))
	stock, _ := st.PileByName("stock")
	_, err = g.Plan().Draw(st, stock, 1, "")
	assert.Error(t, err, "the stock belongs to no seat")

	g.Plan().EndTurn(st)
	assert.Equal(t, 1, st.Turn().Current)
}
