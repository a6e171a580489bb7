package decl

// retired are declarations the engine no longer reads, by path (or by
// "does." and a does word), each with where its rule is declared now: a
// script written for them is told what to write instead.
var retired = map[string]string{
	"game.match.exchange": `the exchange between rounds is a case of the exchange between places: declare game.places = ` +
		`{leads = "1st", exchange = {{from = "most cards", to = "1st", cards = 1}, ` +
		`{from = "1st", to = "most cards", cards = 1, gives = "any", shown = "all"}}} and a verb with does = "exchange" (docs/lua-api.md)`,
	"does.give": `the card given back in an exchange between rounds is a verb with does = "exchange" and a line of game.places ` +
		`with gives = "any" (docs/lua-api.md)`,
}
