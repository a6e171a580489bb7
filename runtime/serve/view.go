package serve

import (
	"encoding/json"
	"slices"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/engine"
)

// View is what one seat (or an onlooker) is sent: its own view of the game
// and nothing more. Seats count from 1 here, as people count them.
type View struct {
	Table   string     `json:"table"`
	Game    string     `json:"game"`
	Version uint64     `json:"version"`
	Seat    int        `json:"seat"` // 0 for an onlooker
	Seats   []SeatInfo `json:"seats"`
	// Started is false while the table waits for its players: nobody
	// moves until every seat is held or someone presses start.
	Started bool            `json:"started"`
	Piles   []core.PileView `json:"piles"` // owners count from 0, -1 for none
	// Stands tells, by pile name, each card of a meld as the meld writes it
	// (by position: "W=Y7" for a wild standing for Y7, "" for a card that
	// stands for itself), for the piles that hold such a wild.
	Stands map[string][]string `json:"stands,omitempty"`
	// Facts are what the game's mechanics show the seat besides the piles
	// (engine.Table): each seat's bids, tricks or points, the partners,
	// the trumps, to whom a pass goes, the order the hand is held in; nil
	// for a game whose rules show none.
	Facts *engine.Table `json:"facts,omitempty"`
	// Faces tell how to draw each card the piles show, by code: no other.
	Faces  map[string]Face `json:"faces"`
	Log    []string        `json:"log"` // the last lines the seat may read
	Status string          `json:"status"`
	ToAct  int             `json:"toAct"` // the seat that must decide; 0 when the game is over
	// Moves are the seat's legal moves now, as text to send back; empty
	// when it may not act.
	Moves []string `json:"moves"`
	// Uses are, for each of Moves, the codes of the cards it names (a
	// card clicked on the page offers the moves that use it); empty for a
	// move without cards (draw, pass).
	Uses      [][]string `json:"uses"`
	Open      []OpenVerb `json:"open"`      // verbs whose moves are typed
	OutOfTurn bool       `json:"outOfTurn"` // the seat may act now though it is not its turn
	Bot       string     `json:"bot"`       // the bot playing the seat while its owner lets it
	Score     core.Score `json:"score"`
	Over      bool       `json:"over"`
	Winners   []int      `json:"winners"`
	Losers    []int      `json:"losers,omitempty"`    // the seats that lost a game won by nobody
	Result    string     `json:"result"`              // why the game ended, in the rules' words
	Failure   string     `json:"failure"`             // the rules failed and the game stopped
	Abandoned string     `json:"abandoned,omitempty"` // a player stopped the game before its end
	// Unsaved says why the table is not being saved to the data folder,
	// when it is not: the page shows it to every seat.
	Unsaved string `json:"unsaved,omitempty"`
	// Draw says, when the last move was the winner of a race's draw
	// (race_window.go), who was in the draw and who won it.
	Draw string `json:"draw,omitempty"`
	// Again is the seat's link (an onlooker's: the watch link) to the
	// next game, once someone asked to play again; a path on the server.
	Again string `json:"again,omitempty"`
	// Earlier are the games played before this one at this table's
	// evening (each the one before's "play again"), oldest first.
	Earlier []Played `json:"earlier,omitempty"`
}

// SeatInfo says who plays a seat: its owner or a bot.
type SeatInfo struct {
	Seat int    `json:"seat"`
	Held bool   `json:"held"`
	Bot  string `json:"bot"` // the bot playing it when its owner does not
}

// OpenVerb is a verb whose moves a person types: its form and an example.
type OpenVerb struct {
	Pattern string `json:"pattern"`
	Example string `json:"example"`
}

// logLines is how many of the last log lines a view carries.
const logLines = 200

// view makes seatNo's view (onlooker for an onlooker). The caller holds
// the lock.
func (t *Table) view(seatNo int) *View {
	if t.final != nil {
		return t.finalView(seatNo)
	}
	st := t.game.State()
	since := max(0, st.LogLen()-logLines)
	cv := st.View(seatNo, since)
	v := &View{Table: t.id, Game: t.desc.Name, Version: t.version, Seat: seatNo + 1, Started: t.started, Piles: cv.Piles,
		Log: boundLog(tail(cv.Log, logLines)), Score: cv.Score, Over: cv.Result.Over, Result: cv.Result.Reason, Failure: t.failure, Abandoned: t.abandoned, Unsaved: t.unsaved, Draw: t.lastDraw()}
	if cv.Result.Over {
		revealHands(st, v.Piles)
	}
	v.Stands = meldStands(t.game, v.Piles)
	v.Facts = engine.TableOf(t.game, seatNo)
	orderHand(st.Deck(), v.Piles, seatNo, v.Facts)
	v.Faces = faces(st.Deck(), t.faces.of(st.Deck()), v.Piles)
	for _, w := range cv.Result.Winners {
		v.Winners = append(v.Winners, w+1)
	}
	for _, l := range cv.Result.Losers {
		v.Losers = append(v.Losers, l+1)
	}
	t.addSeats(v, seatNo)
	if status, err := t.game.Status(seatNo); err == nil {
		v.Status = status
	}
	t.addMoves(v, seatNo)
	v.Again = t.nextLink(seatNo)
	v.Earlier = t.spec.Earlier
	return v
}

// addSeats writes who plays each seat, and the bot playing seatNo's.
func (t *Table) addSeats(v *View, seatNo int) {
	v.Seats = make([]SeatInfo, 0, len(t.seats))
	for i, s := range t.seats {
		v.Seats = append(v.Seats, SeatInfo{Seat: i + 1, Held: s.held, Bot: botUnlessHeld(s)})
	}
	v.Bot = ""
	if seatNo != onlooker {
		v.Bot = botUnlessHeld(t.seats[seatNo])
	}
}

// addMoves writes whose turn it is and, when the seat may act and plays
// itself, its legal moves and open verbs.
func (t *Table) addMoves(v *View, seatNo int) {
	d, err := t.game.ToAct()
	if err != nil || d.Over || t.failure != "" || t.abandoned != "" {
		return
	}
	v.ToAct = d.Seat + 1
	if seatNo == onlooker || !t.seats[seatNo].held || !t.started {
		return
	}
	v.OutOfTurn = seatNo != d.Seat && slices.Contains(d.OutOfTurn(), seatNo)
	if seatNo != d.Seat && !v.OutOfTurn {
		return
	}
	if moves, legal, err := engine.Legal(t.game, seatNo); err == nil {
		v.Moves = legal
		deck := t.game.State().Deck()
		for _, m := range moves {
			v.Uses = append(v.Uses, cardsOf(deck, m))
		}
	}
	for _, verb := range engine.OpenVerbs(t.game, t.desc.Verbs, d, seatNo) {
		v.Open = append(v.Open, OpenVerb{Pattern: verb.Form.Pattern, Example: verb.Example})
	}
}

// cardsOf lists the codes of the cards a move names, in order.
func cardsOf(deck *core.Deck, m *notation.Move) []string {
	out := []string{}
	add := func(refs []notation.CardRef) {
		for _, r := range refs {
			out = append(out, deck.Kind(r.Kind).Code)
		}
	}
	for _, a := range m.Args {
		add(a.Cards)
		for _, meld := range a.Melds {
			add(meld)
		}
	}
	return out
}

// message is seatNo's view as sent: JSON, with <, > and & escaped so that
// no script's string reads as markup wherever it lands. The server's audit
// hook, when set, sees each message with the game it was made from (a
// released table's final views were shown to it when it was released).
func (t *Table) message(seatNo int) []byte {
	if seatNo >= 0 && seatNo < len(t.seats) {
		t.seats[seatNo].moves.viewed = true
	}
	return t.answerView(seatNo)
}

// answerView is seatNo's view as the answer to its move carries it: as
// message, but not counted as a view the seat looked at since its move
// (moveMemory.viewed: a client that never got the answer retries).
func (t *Table) answerView(seatNo int) []byte {
	b := encode(t.view(seatNo))
	t.audit(seatNo, b)
	return b
}

// audit shows a message to the server's audit hook, with the game it was
// made from, while the table holds its game. The caller holds the lock.
func (t *Table) audit(seatNo int, msg []byte) {
	if audit := t.server.Audit; audit != nil && t.game != nil {
		audit(t.game, seatNo, msg)
	}
}

// encode writes a view as JSON, with <, > and & escaped.
func encode(v *View) []byte {
	b, err := json.Marshal(v) // escapes HTML characters
	if err != nil {
		b = []byte(`{"failure":"the view could not be written"}`)
	}
	return b
}

func botUnlessHeld(s *seat) string {
	if s.held {
		return ""
	}
	return s.botName
}

func tail(lines []string, n int) []string {
	if len(lines) > n {
		return lines[len(lines)-n:]
	}
	return lines
}
