package rules

import "fmt"

func errUnknownPile(what, name string) error {
	if name == "" {
		return fmt.Errorf("%s: name the pile it uses", what)
	}
	return fmt.Errorf("%s: there is no pile %q: declare it in game.piles", what, name)
}

func errUnknownVerb(what, name string) error {
	return fmt.Errorf("%s: there is no verb %q: declare it in game.moves", what, name)
}
