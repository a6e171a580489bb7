package core

// CardID identifies one physical card of a game: an index into [Deck.Card].
// Several physical cards may share one [Card] definition (several decks).
type CardID int32

// Card is the immutable definition of one kind of card. Every physical copy of
// the kind shares it.
type Card struct {
	// Code is the canonical, upper-case code, such as "8H" or "W4".
	Code string
	// Suit is the suit or colour code ("H", "R"), or "" for a card without one.
	Suit string
	// Rank is the rank code ("8", "T", "1"), or "" for a card without one.
	Rank string
	// Kind is a free classification given by the script ("number", "wild").
	Kind string
	// Points is the card's value for scoring.
	Points int
	// RankIndex is the position of Rank in the deck's rank order (lowest
	// first), or -1 when the card has no rank.
	RankIndex int
	// SuitIndex is the position of Suit in the deck's suit order (lowest
	// first), or -1 when the card has no suit.
	SuitIndex int
	// Order is the card's place in the deck's full order: by rank, then by
	// suit, then by declaration. Sorting by Order sorts a hand.
	Order int
}
