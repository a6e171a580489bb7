package climbing

import (
	"fmt"
	"strings"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// doesTrick is the Does word of a play to the trick; the trick itself is
// declared as game.trick.
const doesTrick = "trick"

// doesExchange is the Does word of the gift of cards between places,
// whose declaration (game.places) makes a game a match of places.
const doesExchange = "exchange"

// Trick declares a climbing game's trick: a seat leads any play of a
// declared kind; the others beat it with a higher play of the same kind
// and size (or a bomb), or pass; when every other seat still in has
// passed, the last play wins the trick and its seat leads the next. A seat
// whose hand is empty finishes, with the next place; the game ends when
// one seat is left.
type Trick struct {
	// At is where the trick is declared: the engine's words that no field
	// gives refuse from there.
	At     mech.Message `lua:",place"`
	Table  string       `lua:"table" type:"string" doc:"The pile plays go to; the play to beat is on top."`
	Played string       `lua:"played" type:"string" doc:"The pile a finished trick goes to."`
	Kinds  []Kind       `lua:"kinds" required:"list the kinds of play, such as {name = \"single\", set = 1}" doc:"The kinds of play, in the order moves are listed."`
	Bombs  []Bomb       `lua:"bombs" doc:"Plays of one kind that beat plays of another."`
	// Rule and BombRule are the rule codes of refusals that a play does not
	// beat, and of refusals about bombs; LeadRule is cited when the winner
	// of a trick has gone out and the next seat leads.
	Rule     mech.Message `lua:"rule" doc:"The rule code of refusals that a play does not beat the one on the table, or is not a play."`
	BombRule mech.Message `lua:"bomb_rule" doc:"The rule code of refusals about bombs, also cited when one is laid."`
	LeadRule mech.Message `lua:"lead_rule" doc:"The rule code cited when the winner of a trick has gone out and the next seat leads."`
	// NotAPlay refuses cards that are no play of any kind (the engine lists
	// the kinds when it is "").
	NotAPlay mech.Message `lua:"not_a_play" msg:"refusal" doc:"The refusal of cards that are no play of any kind."`
	// LeadWhy refuses a pass by the seat that leads.
	LeadWhy mech.Message `lua:"lead_why" doc:"The refusal of a pass by the seat that leads."`
	// OpenWithLowest makes the first play of the game contain the lowest
	// card of the seat that makes it; OpenWhy refuses one that does not
	// ("%s" is the card).
	OpenWithLowest bool         `lua:"open_with_lowest" doc:"The first play of the game must contain the lowest card of the seat that makes it."`
	OpenWhy        mech.Message `lua:"open_why" doc:"The refusal of an opening play without it (%s is the card)."`
	// Ordinals name places in narration ("1st"); the engine's by default.
	// RankPlurals name ranks in the plural ("jacks"), by rank code.
	RankPlurals map[string]string `lua:"rank_plurals" doc:"Ranks in the plural, by code, where the engine's words (\"8s\", \"10s\", \"jacks\") will not do."`
	// Classes are kinds of play ranked against each other, lowest first: a
	// play of a later kind beats a play of an earlier one with as many
	// cards, whatever its cards (straight < flush < full house). Cards that
	// fit several kinds are of the latest of them here.
	Classes []string `lua:"classes" doc:"Kinds of play ranked against each other, lowest first: a play of a later kind beats a play of an earlier one with as many cards, whatever its cards. Cards that fit several kinds are of the latest of them."`
	// Why are the refusals of plays that do not beat the play to beat, by
	// what is wrong: "lower" (a play of its kind that is not higher),
	// "class" (a play of a lower class), "follow" (a play of another kind);
	// a kind's own Why wins for plays laid on it. {play} and {cur} are the
	// play and the play to beat in words, {kind} and {cur_kind} their
	// kinds. "" uses the engine's words.
	Why mech.Messages `lua:"why" doc:"The refusals of plays that do not beat the play to beat: lower (of its kind, not higher), class (of a lower class), follow (of another kind); a kind's own why wins for plays laid on it. {play} and {cur} are the play and the play to beat in words, {kind} and {cur_kind} their kinds."`
	// Rejoin lets a seat that passed play again in the same trick: a pass
	// counts until the next play, and the trick ends when every other seat
	// has passed since the last play.
	Rejoin bool `lua:"rejoin" doc:"A seat that passed may play again in the same trick: the trick ends when every other seat has passed since the last play."`
	// Articles narrates plays with an article: "a pair of 7s".
	Articles bool `lua:"articles" doc:"Narrates plays with an article: \"a pair of 7s\"."`
	// WonText narrates the end of a trick, a template about its winner
	// ("" for the engine's words).
	WonText mech.Message `lua:"won_say" doc:"Narrates the end of a trick, a line about its winner."`
	// OpenWith gives the first play of the game to the seat dealt one of
	// these cards, and makes that play contain it (OpenWhy refuses one that
	// does not); OpenText narrates it, a template about that seat.
	OpenWith mech.Cards   `lua:"open_with" doc:"The seat dealt one of these cards makes the first play of the game, which must contain it (when the seat that makes it holds one)."`
	OpenText mech.Message `lua:"open_say" doc:"Narrates who makes the first play for open_with, a line about that seat."`
	// LastCard, when set, is the rule of a seat left one card.
	LastCard *LastCard `lua:"last_card" doc:"The rule of a seat left one card: it binds the seat before it."`
	// Beats is the script's function of what beats what, asked in place
	// of the declared comparison (beats_fn.go); 0 for none.
	Beats mech.Func `lua:"beats" as:"beatsPlay" doc:"What beats what, as a function(at, play, on) returning true when play (a list of its cards' codes, in the deck's order) beats on, the play to beat, in place of the declared rule (a higher play of its kind and size, a higher class, a bomb): a play is still of a declared kind, of any kind once the function decides; asked about each play that could be laid (in the listing and the check), never kept; the refusal is why's lower, else the engine's words."`
}

// Kind is one kind of play: n cards of one rank (Set), a run of
// consecutive ranks with PerRank cards each, n cards of one suit (Flush),
// or groups of one rank each (Groups).
type Kind struct {
	Name string `lua:"name" type:"string" doc:"The kind's name, such as \"pair\" or \"sequence\"."`
	Set  int    `lua:"set" doc:"The kind is this many cards of one rank."`
	// OrMore makes a Set kind Set or more cards of one rank.
	OrMore  bool `lua:"or_more" doc:"With set: set cards of one rank, or more."`
	PerRank int  `lua:"per_rank" doc:"The kind is a run of consecutive ranks with this many cards each (1 a sequence, 2 a double sequence)."`
	Min     int  `lua:"min" doc:"The fewest ranks of a run."`
	// Max is the most ranks of a run, 0 for any number.
	Max int `lua:"max" doc:"The most ranks of a run."`
	// Flush makes the kind this many cards of one suit, of any ranks.
	Flush int `lua:"flush" doc:"The kind is this many cards of one suit, of any ranks."`
	// Groups makes the kind groups of cards of one rank each, of these
	// sizes, largest first, each of its own rank: {3, 2} is a full house.
	Groups []int `lua:"groups" doc:"The kind is groups of cards of one rank each, of these sizes, largest first, each of its own rank: {3, 2} is a full house."`
	// High is the highest rank a run or a flush may hold, "" for any.
	High string `lua:"high" doc:"The highest rank a run may hold."`
	// Suits limits the suits of a run: "same" (all of one suit), "mixed"
	// (not all of one suit) or "" (any).
	Suits string `lua:"suits" choice:"any|same|mixed" doc:"The suits of a run: any (the default), all the same, or not all the same."`
	// ByRank compares plays of the kind by rank alone (triples, quads), not
	// by their highest card: the same as Compare "rank".
	ByRank bool `lua:"by_rank" doc:"Plays of the kind compare by rank alone (triples, quads), not by their highest card."`
	// Compare is how two plays of the kind compare: "high" (the default)
	// by their highest card, then the next; "rank" by the rank of their
	// largest group, then the next group's; "ranks" by every rank from
	// the highest down before any suit (flushes); "groups" by the groups'
	// ranks, then their cards group by group (a full house's triple first).
	Compare string `lua:"compare" choice:"high|rank|ranks|groups" doc:"How two plays of the kind compare: by their highest card, then the next (high, the default); by the rank of their largest group (rank); by every rank from the highest down before any suit (ranks: flushes); by the groups' ranks, then their cards group by group (groups: full houses)."`
	// BySize makes a play of the kind with more cards beat one with fewer,
	// whatever its ranks (with OrMore: five of a kind beat four).
	BySize bool `lua:"by_size" doc:"A play of the kind with more cards beats one with fewer, whatever its ranks (with or_more)."`
	// Why refuses cards that are nearly this kind, by what is wrong:
	// "short" (a run of too few ranks), "long" (too many), "high" (a run or
	// flush above High); %s is the cards. "lower" and "follow" override
	// the trick's Why for plays laid on a play of this kind.
	Why mech.Messages `lua:"why" doc:"Refusals of cards that are nearly of the kind: short (a run of too few ranks), long (too many), high (a run or flush above high), where %s is the cards; and, for plays laid on one of the kind, lower and follow (as game.trick.why, with {play}, {cur}, {kind} and {cur_kind})."`
}

// Bomb lets a play of one kind beat a play of another: Kind beats On (any
// other kind when On is "") when the play beaten is of the ranks OnRanks,
// and a bomb run has Length ranks (or more, with OrLonger; 0 for any).
type Bomb struct {
	Kind     string     `lua:"kind" type:"string" doc:"The kind of the bomb."`
	Length   int        `lua:"length" doc:"For a run: how many ranks it must have (0 for any)."`
	OrLonger bool       `lua:"or_longer" doc:"A longer run is a bomb too."`
	On       string     `lua:"on" doc:"The kind of play it beats; any kind but its own when absent."`
	OnRanks  mech.Cards `lua:"on_ranks" as:"ranks" doc:"The ranks the play beaten must be of, such as \"2\"."`
	// Say names the bomb in refusals ("a double sequence of exactly 3
	// pairs"); the engine's words when "".
	Say string `lua:"say" msg:"-" doc:"The bomb's name in refusals (the engine's words by default, such as \"a double sequence of exactly 3 pairs\")."`
}

// plan is a Trick resolved for one game.
type plan struct {
	*Trick
	table, played mech.Pile
	hand          mech.Pile
	high          []int // the highest rank index of each kind, or -1
	bombs         []bombPlan
	class         []int // by kind: its place in Classes, or -1
	byClass       []int // the kinds of Classes, lowest first
	compare       []int // by kind: how plays of it compare (compareHigh...)
	openWith      mech.Set
	single        int     // the kind of one card alone, or -1
	shadow        [][]int // by kind: the kinds of a higher class its plays may also be
	// The codes of the rules a play is made under: what a play is (those
	// NotAPlay cites), beating one (Rule), passing (those LeadWhy cites).
	kindCodes, beatCodes, passCodes []string
	// playCode is the rule of what a play is: the code NotAPlay begins
	// with, where it is declared (playRule).
	playCode mech.Message
	// emptyHandWins: a seat that empties its hand wins (the game, or the
	// round of a match); places: the match is one of places, whose round
	// ends when one seat is left holding cards.
	emptyHandWins, places bool
}

type bombPlan struct {
	*Bomb
	kind, on int
	onRanks  mech.Set
}

// newPlan resolves the trick the game declares for s.
func newPlan(s mech.Setup) (*plan, error) {
	t, _ := s.Decl(doesTrick).(*Trick)
	if t == nil {
		return nil, fmt.Errorf("it plays to the trick: declare game.trick")
	}
	tp := &plan{Trick: t, hand: s.Hand(), kindCodes: t.NotAPlay.Codes, beatCodes: t.Rule.Codes, passCodes: t.LeadWhy.Codes,
		emptyHandWins: s.EmptyHandWins(), places: s.Decl(doesExchange) != nil}
	if text := t.NotAPlay.Text; mech.CitesRule(text) && len(t.NotAPlay.Codes) > 0 {
		tp.playCode = t.NotAPlay
		tp.playCode.Text, tp.playCode.Codes = text[:strings.IndexAny(text+":", " :")], t.NotAPlay.Codes[:1]
	}
	var ok bool
	if tp.table, ok = s.Pile(t.Table); !ok {
		return nil, errUnknownPile("trick table", t.Table)
	}
	if tp.played, ok = s.Pile(t.Played); !ok {
		return nil, errUnknownPile("trick played", t.Played)
	}
	d := s.Deck()
	for _, k := range t.Kinds {
		high := -1
		if k.High != "" {
			if high, ok = d.RankIndex(k.High); !ok {
				return nil, fmt.Errorf("trick: kind %s: the deck has no rank %q", k.Name, k.High)
			}
		}
		tp.high = append(tp.high, high)
	}
	for i := range t.Bombs {
		b := &t.Bombs[i]
		bp := bombPlan{Bomb: b, kind: tp.kindIndex(b.Kind), on: tp.kindIndex(b.On)}
		if bp.kind < 0 || bp.on < 0 && b.On != "" {
			return nil, fmt.Errorf("trick: a bomb names a kind that is not declared (%q on %q)", b.Kind, b.On)
		}
		var err error
		if bp.onRanks, err = b.OnRanks.Compile(d); err != nil {
			return nil, fmt.Errorf("trick: bomb %s on %s: %w", b.Kind, b.On, err)
		}
		tp.bombs = append(tp.bombs, bp)
	}
	if err := tp.resolveKinds(d); err != nil {
		return nil, fmt.Errorf("trick: %w", err)
	}
	return tp, nil
}

// errUnknownPile refuses a pile the trick names that is not declared.
func errUnknownPile(what, name string) error {
	if name == "" {
		return fmt.Errorf("%s: name the pile it uses", what)
	}
	return fmt.Errorf("%s: there is no pile %q: declare it in game.piles", what, name)
}

func (tp *plan) kindIndex(name string) int {
	for i, k := range tp.Kinds {
		if k.Name == name {
			return i
		}
	}
	return -1
}

// play is a play of a trick: its kind, its cards (in deck order) and how
// many ranks a run has.
type play struct {
	kind  int
	cards []core.CardID
	ranks int
}
