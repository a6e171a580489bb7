package taking

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// A bidding round before each hand of tricks (does = "bid"), as in the
// partnership games of the whist family: after each deal every seat in turn from the dealer's left bids
// how many tricks it will take, a number in the declared range, for every
// seat to see; nobody plays until every seat has bid. A team's contract is
// the sum of its seats' bids; when the hand's last trick is taken (in a
// match, game.match) each team scores its contract made or set, with its
// overtricks as bags and a penalty for each declared number of bags; a bid
// of 0 may be nil, a bid of the bidder's own, made by taking no trick.
// Declared as an auction the bidding makes one contract instead
// (bid_auction.go).

// doesBid is the Does word of a bid.
const doesBid = "bid"

// Bidding declares a bidding round, in Decl.Mechanics["bid"]; a script
// declares it as game.bidding.
type Bidding struct {
	// Min and Max are the lowest and highest bids; MinFn and MaxFn, when
	// set, the functions of the round declared in their place.
	Min          int `lua:"min" fn:"round" doc:"The lowest bid; 0 by default. A function's answer above the highest bid counts as the highest."`
	Max          int `lua:"max" fn:"round" doc:"The highest bid; without it, the tricks of the hand (the cards each seat holds), which may change from deal to deal."`
	MinFn, MaxFn mech.Func
	// Hook forbids the last seat to bid (the dealer) the bid that makes
	// the bids total the tricks of the hand; HookWhy refuses it (%s is
	// that bid).
	Hook    bool         `lua:"hook" doc:"The last seat to bid (the dealer) may not bid so that the bids total the tricks of the hand (the cards each seat holds): someone must fail (the hook)."`
	HookWhy mech.Message `lua:"hook_why" doc:"The refusal of the bid the hook forbids; %s is that bid."`
	// Exact, above 0, scores a bid only when met exactly: Exact and
	// PerTrick a trick bid; a bid missed loses Missed a trick it is off
	// by. There are no bags.
	Exact  int `lua:"exact" fn:"round" doc:"A bid scores only when met exactly, this many points and per_trick for each trick bid (exact = 10, per_trick = 1: 10 + the bid); a bid missed scores nothing, or loses missed points for each trick it is off by. No bags."`
	Missed int `lua:"missed" fn:"round" doc:"With exact: what a bid missed loses for each trick it is off by; nothing by default."`
	// ExactFn, MissedFn and PerTrickFn are the functions declared in
	// their place, if any (mech.Func): a bid's score each round.
	ExactFn, MissedFn, PerTrickFn mech.Func
	// Nil makes a bid of 0 nil: the bidder's own, out of the team's
	// contract, made when it takes no trick, scoring NilPoints or losing
	// them. NilTricks says whether a nil bidder's tricks count as bags for
	// its team ("bags") or for nothing ("none").
	Nil       bool   `lua:"nil" doc:"A bid of 0 is nil: the bidder's alone, out of its team's contract; made when it takes no trick, scoring nil_points, else losing them."`
	NilPoints int    `lua:"nil_points" default:"100" doc:"What a nil made scores, and a nil failed loses; 100 by default."`
	NilTricks string `lua:"nil_tricks" choice:"none|bags" doc:"What a nil bidder's tricks count for: nothing (\"none\", the default), or bags for its team (\"bags\")."`
	// PerTrick is what each trick of a contract made scores (and of one
	// set loses); PerBag what each overtrick scores.
	PerTrick int `lua:"per_trick" default:"10" fn:"round" doc:"What each trick of a contract made scores, and of a contract set loses; 10 by default."`
	PerBag   int `lua:"per_bag" default:"1" fn:"round" doc:"What each overtrick (a bag) scores; 1 by default."`
	// Bags is how many bags a team accumulates before it loses
	// BagPenalty, and starts counting again; 0 for no penalty.
	Bags       int `lua:"bags" doc:"How many bags a team accumulates before it loses bag_penalty points, the count going down by as many; no penalty by default."`
	BagPenalty int `lua:"bag_penalty" default:"100" fn:"round" doc:"What a team loses for every bags bags; 100 by default."`
	// PerBagFn and BagPenaltyFn are PerBag and BagPenalty declared as
	// functions of the round.
	PerBagFn, BagPenaltyFn mech.Func
	// Rule is the rule code the refusals cite; RangeWhy refuses a bid out
	// of range (%s is the range, "0 to 13"), TurnWhy a bid out of turn,
	// WaitWhy any other move while a bid is owed.
	Rule     mech.Message `lua:"rule" doc:"The rule code the refusals cite."`
	RangeWhy mech.Message `lua:"range_why" doc:"The refusal of a bid out of range; %s is the range (\"0 to 13\")."`
	TurnWhy  mech.Message `lua:"turn_why" doc:"The refusal of a bid by a seat whose turn to bid it is not (or once every seat has bid)."`
	WaitWhy  mech.Message `lua:"wait_why" doc:"The refusal of any other move while a seat still owes its bid."`
	// Text narrates a bid, NilText a nil bid: templates about the bidder,
	// {n} the bid. ScoreText narrates a team's score for the hand: {team}
	// are its seats, {bid} its contract, {tricks} the tricks it took
	// toward it, {points} what it scores, {bags} its bags now.
	// Auction makes the bidding an auction (bid_auction.go): "rising",
	// each seat in turn bids more than the last bid or passes, a seat
	// that passed being out, until all but one have passed; "once", each
	// seat in turn bids more or passes once. "" ("each") is a bid from
	// every seat, all of them counting (the partnership form above).
	Auction string `lua:"auction" choice:"each|rising|once" doc:"\"each\" (the default): every seat bids once, and every bid counts. Or an auction for one contract: \"rising\", each seat in turn bids more than the last bid or passes (a verb with does = \"bid\" and no <n>, such as \"pass\"), a seat that passed being out, until all but one have passed; \"once\", each seat in turn bids more or passes, once. The high bidder is the declarer: its team's contract is its bid, it names trumps (game.tricks.trumps = \"named\") and leads. When every other seat passed without a bid, the last may not pass."`
	// Leads is who leads the first trick after an auction: the declarer
	// ("declarer", the default) or the seat to its left ("left").
	Leads   string `lua:"leads" choice:"declarer|left" fn:"round" doc:"After an auction: who leads the first trick, the declarer (\"declarer\", the default) or the seat to its left (\"left\")."`
	LeadsFn mech.Func
	// DefendPerTrick is what each trick the declarer's opponents take
	// scores them, after an auction.
	DefendPerTrick int `lua:"defend_per_trick" doc:"After an auction: what each trick the declarer's opponents take scores them; 0 by default."`
	// RaiseWhy refuses a bid of an auction not above the last (%s is the
	// bid to beat), StuckWhy a pass by the last seat when every other
	// passed without a bid, NameWhy the naming of trumps by a seat that
	// is not the declarer.
	RaiseWhy mech.Message `lua:"raise_why" doc:"In an auction: the refusal of a bid not above the last; %s is the bid to beat."`
	StuckWhy mech.Message `lua:"stuck_why" doc:"In an auction: the refusal of a pass by the last seat when every other seat passed without a bid."`
	NameWhy  mech.Message `lua:"name_why" doc:"After an auction: the refusal of trumps named by a seat that is not the declarer."`
	// PassText narrates a pass, about the seat; ContractText the
	// contract an auction made, about the declarer, {n} its bid.
	PassText     mech.Message `lua:"pass_say" doc:"Narrates a pass, a line about the seat."`
	ContractText mech.Message `lua:"contract_say" doc:"Narrates the contract an auction made, a line about the declarer; {n} is its bid."`
	Text         mech.Message `lua:"say" doc:"Narrates a bid, a line about the bidder; {n} is the bid."`
	NilText      mech.Message `lua:"nil_say" doc:"Narrates a nil bid, a line about the bidder."`
	ScoreText    mech.Message `lua:"score_say" doc:"Narrates a team's score for the hand: {team} are its seats (\"seat 1 and seat 3\"), {bid} its contract, {tricks} the tricks it took toward it, {points} what it scores, {bags} its bags after the hand."`
}

// BiddingDecl is how a script declares the bidding (the registry of the
// kinds of move).
var BiddingDecl = &mech.Decl{Does: doesBid, Field: "bidding", Class: "rulerun.BiddingDecl",
	Doc: "Declared games: a bidding round before each hand of tricks (game.tricks): a verb with does = \"bid\" bids its <n> tricks, each seat in turn from the dealer's left; a team's contract is the sum of its seats' bids, scored at the hand's end (game.match) as made or set, with overtricks as bags and nil as the bidder's own bid of 0. Or an auction (auction = \"rising\" or \"once\"): bids must rise or pass, the high bidder declares, names trumps and leads, and its team's contract is scored made or set.",
	New: func() any { return &Bidding{} }}

// The engine's words where the declaration gives none.
const (
	bidRangeWhy = "bid %s tricks"
	bidTurnWhy  = "you owe no bid now"
	bidWaitWhy  = "every seat bids before the first lead"
	bidText     = "{seat} {bid|bids} {n}."
	bidNilText  = "{seat} {bid|bids} nil."
	bidScore    = "{team}: contract {bid}, {tricks} taken, {points}; {bags} bags."
)

// bidMech is a bid of tricks.
type bidMech struct {
	*Bidding
	n     int // the slot of the bid
	hand  mech.Pile
	teams core.Teams
	codes []string
	slots int // the number of parts of its form
	// hookCodes are the codes the hook's refusal cites (bid_exact.go).
	hookCodes []string
}

// NewBid makes the bid of verb v (mech.Make).
func NewBid(p mech.Setup, v int) (mech.Mechanic, error) {
	b, _ := p.Decl(doesBid).(*Bidding)
	if b == nil {
		return nil, fmt.Errorf("it is a bid: declare the bidding")
	}
	if p.VerbOf(doesFollow) < 0 {
		return nil, fmt.Errorf("a bid is of tricks: declare a verb with does = \"follow\"")
	}
	if b.Min < 0 || b.Max > 0 && b.Max < b.Min {
		return nil, fmt.Errorf("bidding: bids must run from min >= 0 to max >= min")
	}
	if b.Max == 0 && b.MaxFn == 0 && b.Auction != "" {
		return nil, fmt.Errorf("bidding: an auction declares its highest bid (max)")
	}
	if (b.Hook || b.exact()) && b.Auction != "" {
		return nil, fmt.Errorf("bidding: hook and exact are for a bid from every seat, not an auction")
	}
	m := &bidMech{Bidding: b, hand: p.Hand(), teams: p.Teams(), codes: b.Rule.Codes}
	m.hookCodes = m.hookWhy(0).Codes()
	if m.teams == nil {
		m.teams = core.Solo(p.Seats())
	}
	if err := m.teams.Check(p.Seats()); err != nil {
		return nil, fmt.Errorf("teams: %w", err)
	}
	if err := m.checkAuction(p); err != nil {
		return nil, err
	}
	if err := m.slot(p.Form(v)); err != nil {
		return nil, err
	}
	return m, nil
}

// slot finds the bid's <n> in its form: needed unless the bid is a pass
// of an auction.
func (b *bidMech) slot(form *notation.Form) error {
	b.n, b.slots = form.Slot("n"), len(form.Slots)
	switch {
	case b.n < 0 && b.Auction == "":
		return fmt.Errorf("it bids a number of tricks: its form needs <n> (a bid without one, a pass, is a bid of an auction: bidding.auction)")
	case b.n >= 0 && form.Slots[b.n].Type != notation.Num:
		return fmt.Errorf("it bids a number of tricks: its <n> must be a number")
	}
	return nil
}

// Owing implements mech.Simultaneous: the seat to bid, alone.
func (b *bidMech) Owing(st *core.State) uint64 {
	p, ok := st.Part(doesBid).(*bidPart)
	switch {
	case !ok:
		return 0
	case b.Auction != "":
		if p.Turn > 0 {
			return 1 << uint(p.Turn-1)
		}
		return 0
	}
	if s := p.next(st); s >= 0 {
		return 1 << uint(s)
	}
	return 0
}

// WaitWhy implements mech.Simultaneous.
func (b *bidMech) WaitWhy() mech.Refusal {
	return mech.RefuseUnder(&b.Rule, &b.Bidding.WaitWhy, b.Bidding.WaitWhy.Or(bidWaitWhy))
}

// Dealt implements mech.DealWatcher: it opens the bidding, at the seat to
// act (the dealer's left); the teams' bags carry over.
func (b *bidMech) Dealt(t mech.Table, st *core.State) error {
	p := *b.part(st)
	p.Bids = make([]int, st.Seats())
	for s := range p.Bids {
		p.Bids[s] = -1
	}
	if b.Auction != "" {
		p.Turn = st.Turn().Current + 1
	}
	return st.SetPart(doesBid, &p)
}

// Offers implements mech.Offerer: only the seat to bid bids.
func (b *bidMech) Offers(t mech.Table, v, seat int) bool {
	return b.Owing(t.State())&(1<<uint(seat)) != 0
}

// List implements mech.Mechanic: every bid of the range for the seat to
// bid.
func (b *bidMech) List(t mech.Table, v, seat int, current bool) {
	if b.Owing(t.State())&(1<<uint(seat)) == 0 {
		return
	}
	if b.Auction != "" {
		b.listAuction(t, v)
		return
	}
	at, hooked := len(*t.Slab()), b.hooked(t.State(), seat)
	for n := b.least(t.State(), seat); n <= b.most(t.State(), seat); n++ {
		if n == hooked {
			b.hookLeftOut(t)
			continue
		}
		t.Add(mech.Cand{Verb: v, Lo: at, Hi: at, Suit: -1, Seat: -1, N: n})
	}
}

// Move implements mech.MoveMaker: the bid of a candidate.
func (b *bidMech) Move(t mech.Table, c *mech.Cand) *notation.Move {
	m, _ := t.NewMove(c.Verb, b.slots, 0)
	if b.n >= 0 {
		m.Args[b.n] = notation.Value{Set: true, Num: c.N}
	}
	return m
}

// Check implements mech.Mechanic.
func (b *bidMech) Check(t mech.Table, seat int, m *notation.Move) mech.Refusal {
	if b.Owing(t.State())&(1<<uint(seat)) == 0 {
		return mech.RefuseUnder(&b.Rule, &b.TurnWhy, b.TurnWhy.Or(bidTurnWhy))
	}
	if b.Auction != "" {
		return b.checkAuctionBid(t.State(), m)
	}
	st := t.State()
	n := m.Args[b.n].Num
	if n < b.least(st, seat) || n > b.most(st, seat) {
		return b.outOfRange(st, seat)
	}
	if n == b.hooked(st, seat) {
		return b.hookWhy(n)
	}
	return mech.Legal
}

// outOfRange refuses a bid out of the declared range.
func (b *bidMech) outOfRange(st *core.State, seat int) mech.Refusal {
	return mech.RefuseUnder(&b.Rule, &b.RangeWhy, mech.FillArg(b.RangeWhy.Or(bidRangeWhy), fmt.Sprintf("%d to %d", b.least(st, seat), b.most(st, seat))))
}

// Apply implements mech.Mechanic: the bid is made for every seat to hear.
func (b *bidMech) Apply(t mech.Table, st *core.State, seat int, m *notation.Move) error {
	p := *b.part(st)
	if b.Auction != "" {
		return b.applyAuction(t, st, &p, seat, m)
	}
	n := m.Args[b.n].Num
	p.Bids = append([]int(nil), p.Bids...)
	p.Bids[seat] = n
	text, codes := strings.ReplaceAll(b.Text.Or(bidText), "{n}", strconv.Itoa(n)), b.Text.Codes
	if n == 0 && b.Nil {
		text, codes = b.NilText.Or(bidNilText), b.NilText.Codes
	}
	st.SayAbout(seat, text, codes...)
	return st.SetPart(doesBid, &p)
}

// Cite implements mech.Citer: every bid is made under the bidding's rule.
func (b *bidMech) Cite(t mech.Table, seat int, m *notation.Move, tally mech.Tally) {
	tally.ApplyCodes(b.codes)
}

// The answers of mech the bidMech gives.
var (
	_ mech.Simultaneous = (*bidMech)(nil)
	_ mech.RoundScorer  = (*bidMech)(nil)
	_ mech.NameGate     = (*bidMech)(nil)
	_ mech.Shower       = (*bidMech)(nil)
	_ mech.MoveMaker    = (*bidMech)(nil)
	_ mech.DealWatcher  = (*bidMech)(nil)
	_ mech.Citer        = (*bidMech)(nil)
	_ mech.Offerer      = (*bidMech)(nil)
	_ mech.Stander      = (*bidMech)(nil)
)
