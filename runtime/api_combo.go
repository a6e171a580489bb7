package runtime

// comboGameAPI and comboPileAPI are the combination functions for climbing
// games (classifying and comparing plays), added to g and to piles.
var (
	comboGameAPI = []apiFunc{}
	comboPileAPI = []apiFunc{}
)
