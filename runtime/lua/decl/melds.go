package decl

// layWords are the does words of the verbs that lay melds, which need
// game.melds.
var layWords = map[string]bool{"meld": true, "add": true, "layout": true}
