package bots

// Seed is the seed of the bot at seat in a game seeded with gameSeed: one
// rule for every front end, so that the same game seed gives the same bots
// in play, serve, simulate and validate.
func Seed(gameSeed uint64, seat int) uint64 { return gameSeed*31 + uint64(seat) }
