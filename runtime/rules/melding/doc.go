// Package melding is the mechanic of melds laid on the table (a rummy's
// community): the verbs whose Does word is "meld" (a new meld from the
// hand), "add" (cards from the hand added to a meld) and "layout" (every
// meld rearranged, with cards from the hand). What a meld is, the words
// that narrate and refuse, and the piles the melds lie in are declared
// once for the game (game.melds: Melds); the melds laid and who has laid
// one are the round's part ("melds"). The package sees the game through
// runtime/rules/mech alone: the turn core makes one mechanic for each
// laying verb (NewMeld, NewAdd, NewLayout) and asks it for the answers mech
// names; the three share, in the listing's room, the melds on the table
// checked once and the layouts proposed to a player.
package melding
