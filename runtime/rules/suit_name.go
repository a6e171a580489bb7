package rules

// suitName is the name of the deck's suit of index i, or its code when
// it has none.
func (g *Game) suitName(i int) string {
	s := g.st.Deck().Suits()[i]
	if s.Name != "" {
		return s.Name
	}
	return s.Code
}
